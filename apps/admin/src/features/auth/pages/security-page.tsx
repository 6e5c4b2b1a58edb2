import '../auth.css';
import { ZAdminProfilePasswordRequest, ZAdminTotpCodeRequest } from '@shop/shared';
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
import { RecoveryCodes, TotpQr } from '../components/totp-qr.tsx';

type CodeAction = 'confirm' | 'disable' | 'recovery';

function send(action: CodeAction, input: { code: string }): Promise<{ recoveryCodes: string[] } | boolean> {
  const { profile } = client.system.user;
  if (action === 'confirm') return profile.totpConfirm(input);
  if (action === 'recovery') return profile.recoveryCodes(input);
  return profile.totpDisable(input);
}

/** A code of the app, then the action: turn on (answers recovery codes), turn off, or new recovery codes. */
function CodeForm({ action, label, onDone }: { action: CodeAction; label: string; onDone: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const run = useMutation({
    mutationFn: (input: { code: string }) => send(action, input),
    onSettled: () => queries.invalidateQueries({ queryKey: client.system.auth.getPermissionInfo.key() }),
  });
  const form = useContractForm(ZAdminTotpCodeRequest, { defaultValues: { code: '' } });
  const submit = form.handleSubmit(async (input) => {
    const answer = await run.mutateAsync(input);
    form.reset();
    onDone(typeof answer === 'object' ? answer.recoveryCodes : []);
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

/** One's own password: the current one and a new one; one's other logins end. */
function PasswordForm() {
  const { t } = useTranslation();
  const form = useContractForm(ZAdminProfilePasswordRequest, { defaultValues: { oldPassword: '', newPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    await client.system.user.profile.updatePassword(input);
    form.reset();
    showToast(t('security.passwordChanged'), 'success');
  });
  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
      <TextField
        label={t('security.oldPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...form.register('oldPassword')}
      />
      <TextField
        label={t('security.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('security.newPasswordHint')}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <button type="submit" className="primary" disabled={isSubmitting}>
        {t('security.changePassword')}
      </button>
    </form>
  );
}

/** The admin's own login security: password, and two-factor login with an authenticator app and recovery codes. */
export function SecurityPage() {
  const { t } = useTranslation();
  const { data: info } = usePermissionInfo();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useMutation({ mutationFn: () => client.system.user.profile.totpEnable(), onSuccess: setSetup });
  if (!info) return null;
  const enabled = info.user.totpEnabled;
  return (
    <>
      <PageHeader title={t('nav.security')} />
      <section className="card narrow">
        <h2>{t('security.password')}</h2>
        <PasswordForm />
      </section>
      <section className="card narrow">
        <h2>{t('security.totp')}</h2>
        <p>{t(enabled ? 'security.on' : 'security.off')}</p>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : enabled ? (
          <>
            <CodeForm action="disable" label={t('security.turnOff')} onDone={() => showToast(t('security.turnedOff'), 'success')} />
            <h3>{t('security.recoveryTitle')}</h3>
            <p className="muted">{t('security.recoveryAgain')}</p>
            <CodeForm action="recovery" label={t('security.newRecovery')} onDone={setCodes} />
          </>
        ) : setup ? (
          <>
            <p>{t('security.scan')}</p>
            <TotpQr url={setup.otpauthUrl} />
            <p>
              <code className="secret">{setup.secret}</code>
            </p>
            <p>
              <a href={setup.otpauthUrl}>{t('security.openApp')}</a>
            </p>
            <CodeForm
              action="confirm"
              label={t('security.turnOn')}
              onDone={(recoveryCodes) => {
                setSetup(null);
                setCodes(recoveryCodes);
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
