import { ERRORS, ZAdminLoginRequest } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { LanguageSelect } from '../../../app/language-select.tsx';
import { useLogin } from '../api/login.ts';

interface Values {
  username: string;
  password: string;
  totpCode: string;
  recoveryCode: string;
}

const TOTP_CODES: number[] = [ERRORS.ADMIN_TOTP_REQUIRED.code, ERRORS.ADMIN_TOTP_INVALID.code];
const QUIET: number[] = [ERRORS.ADMIN_BAD_CREDENTIALS.code, ERRORS.ADMIN_DISABLED.code, ...TOTP_CODES];

/** E-mail and password, and the authenticator's code once the server asks for it; a refused login says why above the form. */
export function LoginPage() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const login = useLogin(QUIET);
  const form = useContractForm(ZAdminLoginRequest, {
    defaultValues: { username: '', password: '', totpCode: '', recoveryCode: '' } as Values,
    // One of the two: the app's code, or a recovery code when the phone is lost.
    toInput: (v: Values) => (recovery ? { ...v, totpCode: '' } : { ...v, recoveryCode: '' }),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setProblem('');
    await login.mutateAsync(values).catch((error: unknown) => {
      if (!(error instanceof ApiError) || !QUIET.includes(error.code)) return;
      setProblem(error.message);
      if (TOTP_CODES.includes(error.code)) {
        setAskCode(true);
        form.setValue('totpCode', '');
        form.setFocus('totpCode');
      }
    });
  });
  return (
    <main className="login">
      <form className="login__card" onSubmit={submit} noValidate>
        <h1>{t('login.title')}</h1>
        <p className="muted">{t('login.intro')}</p>
        {problem && (
          <p className="alert" role="alert">
            {problem}
          </p>
        )}
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {askCode && !recovery && (
          <TextField
            label={t('login.totpCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={t('login.totpHint')}
            error={errors.totpCode?.message}
            {...form.register('totpCode')}
          />
        )}
        {askCode && recovery && (
          <TextField
            label={t('login.recoveryCode')}
            autoComplete="off"
            hint={t('login.recoveryHint')}
            error={errors.recoveryCode?.message}
            {...form.register('recoveryCode')}
          />
        )}
        {askCode && (
          <button type="button" className="link" onClick={() => setRecovery(!recovery)}>
            {t(recovery ? 'login.useApp' : 'login.useRecovery')}
          </button>
        )}
        <button type="submit" className="primary" disabled={isSubmitting}>
          {t('login.submit')}
        </button>
        <LanguageSelect />
      </form>
    </main>
  );
}
