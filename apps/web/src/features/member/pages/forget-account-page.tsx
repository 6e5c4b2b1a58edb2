import { ZResetPasswordRequest } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SubmitButton, TextField } from '../../../components/ui/field.tsx';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { showToast } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/auth.ts';
import { carriedQuery } from '../components/after-login.ts';
import { EmailCodeButton } from '../components/email-code-button.tsx';

/** E-mail → code → new password. */
export function ForgetAccountPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('forgot.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState({ mail: '', code: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = useResetPassword();
  const validate = () => {
    const found = fieldErrors(ZResetPasswordRequest, values, t, i18n.language);
    if (!values.confirmPassword) found.confirmPassword = t('register.confirmAgain');
    else if (values.confirmPassword !== values.password) found.confirmPassword = t('register.passwordsDiffer');
    return found;
  };
  const set = (field: keyof typeof values) => ({
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value }),
    onBlur: () => setErrors({ ...errors, [field]: validate()[field] ?? '' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate(
      { mail: values.mail, code: values.code, password: values.password },
      {
        onSuccess: () => {
          showToast(t('forgot.done'), 'success');
          navigate(`/login${carriedQuery(params)}`);
        },
      },
    );
  };
  return (
    <section className="auth-page">
      <h1>{t('forgot.title')}</h1>
      <p>{t('forgot.intro')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field-with-button">
          <TextField label={t('form.mail')} name="mail" type="email" autoComplete="email" required {...set('mail')} />
          <EmailCodeButton email={values.mail} scene={1} />
        </div>
        <TextField label={t('form.code')} name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={6} {...set('code')} />
        <TextField label={t('forgot.newPassword')} name="password" type="password" autoComplete="new-password" required hint={<span className="field__hint">{t('register.passwordRule')}</span>} {...set('password')} />
        <TextField label={t('form.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" required {...set('confirmPassword')} />
        <SubmitButton disabled={reset.isPending}>{t('forgot.submit')}</SubmitButton>
      </form>
      <nav className="auth-page__links" aria-label={t('login.help')}>
        <Link to={`/login${carriedQuery(params)}`}>{t('forgot.backToLogin')}</Link>
      </nav>
    </section>
  );
}
