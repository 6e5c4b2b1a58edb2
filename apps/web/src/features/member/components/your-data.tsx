import { ERRORS, routes, ZAccountDeleteRequest } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { SubmitButton } from '../../../components/ui/field.tsx';
import { CurrentPasswordField } from '../../../components/ui/form-fields.tsx';
import { ApiError, client } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { logOut } from '../api/log-out.ts';

/**
 * The member's rights over their data: download all of it (JSON for programs, a page to read),
 * and delete the account with its password after saying yes to what that means.
 */
export function YourData() {
  const { t } = useTranslation();
  const [sure, setSure] = useState(false);
  const remove = useMutation({
    mutationFn: (password: string) =>
      client.member.user.deleteAccount({ password }, { quietCodes: [ERRORS.PASSWORD_WRONG.code, ERRORS.BAD_REQUEST.code] }),
  });
  const { control, handleSubmit, setError } = useContractForm(ZAccountDeleteRequest, {
    defaultValues: { password: '' },
    labels: { password: t('form.password') },
  });
  const submit = handleSubmit(({ password }) =>
    remove.mutate(password, {
      onSuccess: () => {
        showToast(t('privacy.deleted'), 'success');
        void logOut();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ERRORS.PASSWORD_WRONG.code)
          setError('password', { type: 'server', message: t('privacy.passwordWrong') }, { shouldFocus: true });
      },
    }),
  );
  return (
    <>
      <section className="settings-group" aria-labelledby="your-data-title">
        <h2 id="your-data-title">{t('privacy.dataTitle')}</h2>
        <p>{t('privacy.dataText')}</p>
        <p className="form__actions">
          <DownloadButton route={routes.member.user.exportDataPage} input={{}} testId="download-data-page">
            {t('privacy.downloadPage')}
          </DownloadButton>
          <DownloadButton route={routes.member.user.exportData} input={{}} testId="download-data-json">
            {t('privacy.downloadJson')}
          </DownloadButton>
        </p>
      </section>
      <form className="form settings-group" onSubmit={submit} noValidate aria-labelledby="delete-account-title">
        <h2 id="delete-account-title">{t('privacy.deleteTitle')}</h2>
        <p>{t('privacy.deleteText')}</p>
        <label className="checkbox">
          <input type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} /> {t('privacy.deleteSure')}
        </label>
        <CurrentPasswordField control={control} name="password" label={t('form.password')} />
        <SubmitButton className="button button--danger" disabled={!sure || remove.isPending}>
          {t('privacy.deleteButton')}
        </SubmitButton>
      </form>
    </>
  );
}
