import { ZPasswordChangeRequest } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/field.tsx';
import { FormTextField } from '../../../components/ui/form-fields.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/profile.ts';
import { showServerError } from './server-errors.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { control, handleSubmit, reset, setError } = useContractForm(ZPasswordChangeRequest, {
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
    check: (values, found) => {
      if (values.confirmPassword !== values.password) found.confirmPassword = t('register.passwordsDiffer');
    },
    validateOnBlur: false,
  });
  const submit = handleSubmit(({ oldPassword, password }) =>
    change.mutate(
      { oldPassword, password },
      {
        onSuccess: () => {
          reset();
          showToast(t('message.saveSuccess'), 'success');
        },
        onError: (error) => showServerError(error, setError, ['oldPassword', 'password']),
      },
    ),
  );
  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t('settings.password')}>
      <h2>{t('settings.password')}</h2>
      <FormTextField
        control={control}
        name="oldPassword"
        label={t('form.oldPassword')}
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields control={control} label={t('forgot.newPassword')} />
      <SubmitButton disabled={change.isPending}>{t('settings.changePassword')}</SubmitButton>
    </form>
  );
}
