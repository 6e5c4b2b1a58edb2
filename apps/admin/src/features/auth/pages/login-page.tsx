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
}

const TOTP_CODES: number[] = [ERRORS.ADMIN_TOTP_REQUIRED.code, ERRORS.ADMIN_TOTP_INVALID.code];
const QUIET: number[] = [ERRORS.ADMIN_BAD_CREDENTIALS.code, ERRORS.ADMIN_DISABLED.code, ...TOTP_CODES];

/** E-mail and password, and the authenticator's code once the server asks for it; a refused login says why above the form. */
export function LoginPage() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState('');
  const [askCode, setAskCode] = useState(false);
  const login = useLogin(QUIET);
  const form = useContractForm(ZAdminLoginRequest, {
    defaultValues: { username: '', password: '', totpCode: '' } as Values,
    toInput: (v: Values) => v,
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
        {askCode && (
          <TextField
            label={t('login.totpCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={t('login.totpHint')}
            error={errors.totpCode?.message}
            {...form.register('totpCode')}
          />
        )}
        <button type="submit" className="primary" disabled={isSubmitting}>
          {t('login.submit')}
        </button>
        <LanguageSelect />
      </form>
    </main>
  );
}
