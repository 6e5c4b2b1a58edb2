import '../auth.css';
import { ZAdminTotpCodeRequest } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { client } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePermissionInfo } from '../api/permission-info.ts';
import { NotificationSettings } from '../components/notification-settings.tsx';

function CodeForm({ action, label, onDone }: { action: 'confirm' | 'disable'; label: string; onDone: () => void }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const send = useMutation({
    mutationFn: (input: { code: string }) =>
      action === 'confirm' ? client.system.user.profile.totpConfirm(input) : client.system.user.profile.totpDisable(input),
    onSettled: () => queries.invalidateQueries({ queryKey: client.system.auth.getPermissionInfo.key() }),
  });
  const form = useContractForm(ZAdminTotpCodeRequest, { defaultValues: { code: '' } });
  const submit = form.handleSubmit(async (input) => {
    await send.mutateAsync(input);
    onDone();
  });
  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="inline-form">
      <TextField
        label={t('security.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
        {label}
      </button>
    </form>
  );
}

/** The admin's own login security: two-factor login with an authenticator app, on and off. */
export function SecurityPage() {
  const { t } = useTranslation();
  const { data: info } = usePermissionInfo();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const start = useMutation({ mutationFn: () => client.system.user.profile.totpEnable(), onSuccess: setSetup });
  if (!info) return null;
  const enabled = info.user.totpEnabled;
  return (
    <>
      <PageHeader title={t('nav.security')} />
      <section className="card narrow">
        <h2>{t('security.totp')}</h2>
        <p>{t(enabled ? 'security.on' : 'security.off')}</p>
        {enabled ? (
          <CodeForm action="disable" label={t('security.turnOff')} onDone={() => showToast(t('security.turnedOff'), 'success')} />
        ) : setup ? (
          <>
            <p>{t('security.scan')}</p>
            <p>
              <code className="secret">{setup.secret}</code>
            </p>
            <p>
              <a href={setup.otpauthUrl}>{t('security.openApp')}</a>
            </p>
            <CodeForm
              action="confirm"
              label={t('security.turnOn')}
              onDone={() => {
                setSetup(null);
                showToast(t('security.turnedOn'), 'success');
              }}
            />
          </>
        ) : (
          <button type="button" className="primary" disabled={start.isPending} onClick={() => start.mutate()}>
            {t('security.start')}
          </button>
        )}
      </section>
      <NotificationSettings />
    </>
  );
}
