import '../member.css';
import { ZResetPasswordRequest } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SubmitButton } from '../../../components/ui/field.tsx';
import { FormTextField } from '../../../components/ui/form-fields.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { showToast } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/auth.ts';
import { carriedQuery } from '../components/after-login.ts';
import { EmailCodeButton } from '../components/email-code-button.tsx';
import { showServerError } from '../components/server-errors.ts';
import { NewPasswordFields } from '../components/new-password-fields.tsx';

/** E-mail → code → new password. */
export function ForgetAccountPage() {
  const { t } = useTranslation();
  usePageMeta(t('forgot.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { control, handleSubmit, watch, trigger, setError } = useContractForm(ZResetPasswordRequest, {
    defaultValues: { mail: '', code: '', password: '', confirmPassword: '' },
    check: (values, found) => {
      if (!values.confirmPassword) found.confirmPassword = t('register.confirmAgain');
      else if (values.confirmPassword !== values.password) found.confirmPassword = t('register.passwordsDiffer');
    },
  });
  const submit = handleSubmit(({ mail, code, password }) =>
    reset.mutate(
      { mail, code, password },
      {
        onSuccess: () => {
          showToast(t('forgot.done'), 'success');
          void navigate(`/login${carriedQuery(params)}`);
        },
        onError: (error) => showServerError(error, setError, ['mail', 'code', 'password']),
      },
    ),
  );
  return (
    <section className="auth-page">
      <h1>{t('forgot.title')}</h1>
      <p>{t('forgot.intro')}</p>
      <form className="form form--steady" onSubmit={submit} noValidate>
        <div className="field-with-button">
          <FormTextField control={control} name="mail" label={t('form.mail')} type="email" autoComplete="email" required />
          <EmailCodeButton email={watch('mail')} scene={1} check={() => trigger('mail')} />
        </div>
        <FormTextField
          control={control}
          name="code"
          label={t('form.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={6}
        />
        <NewPasswordFields control={control} label={t('forgot.newPassword')} />
        <SubmitButton disabled={reset.isPending}>{t('forgot.submit')}</SubmitButton>
      </form>
      <nav className="auth-page__links" aria-label={t('login.help')}>
        <Link to={`/login${carriedQuery(params)}`}>{t('forgot.backToLogin')}</Link>
      </nav>
    </section>
  );
}
