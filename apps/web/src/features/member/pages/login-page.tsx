import { ZLoginRequest } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CheckboxField, SubmitButton, TextField } from '../../../components/ui/field.tsx';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { mergeGuestCart } from '../../cart/index.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { storeSession } from '../../../lib/session.ts';
import { readStored, STORAGE_KEYS } from '../../../lib/storage.ts';
import { useLogin } from '../api/auth.ts';
import { afterLoginTarget, carriedQuery, goAfterLogin } from '../components/after-login.ts';

export function LoginPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('login.title'));
  const [params] = useSearchParams();
  const remembered = readStored(STORAGE_KEYS.rememberedLogin);
  const [values, setValues] = useState({ mobile: remembered ?? '', password: '', rememberMe: remembered !== null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const login = useLogin();
  const carried = carriedQuery(params);

  const check = (field?: string) => {
    const found = fieldErrors(ZLoginRequest, values, t, i18n.language);
    setErrors(field ? { ...errors, [field]: found[field] ?? '' } : found);
    return Object.keys(found).length === 0;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    login.mutate(values, {
      onSuccess: async (pair) => {
        storeSession(pair, values.rememberMe, values.mobile);
        const cartIds = await mergeGuestCart(params.get('carts')).catch(() => undefined);
        goAfterLogin(afterLoginTarget(params, document.referrer, cartIds));
      },
    });
  };

  return (
    <section className="auth-page">
      <h1>{t('login.title')}</h1>
      <form className="form" onSubmit={submit} noValidate>
        <TextField label={t('login.identifier')} name="mobile" autoComplete="username" required value={values.mobile} error={errors.mobile}
          onChange={(e) => setValues({ ...values, mobile: e.target.value })} onBlur={() => check('mobile')} />
        <TextField label={t('form.password')} name="password" type="password" autoComplete="current-password" required value={values.password} error={errors.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })} onBlur={() => check('password')} />
        <CheckboxField label={t('login.rememberMe')} checked={values.rememberMe} onChange={(e) => setValues({ ...values, rememberMe: e.target.checked })} />
        <SubmitButton disabled={login.isPending}>{t('login.submit')}</SubmitButton>
      </form>
      <nav className="auth-page__links" aria-label={t('login.help')}>
        <Link to={`/forgetAccount${carried}`}>{t('login.forgot')}</Link>
        <Link to={`/register${carried}`}>{t('login.register')}</Link>
        <Link to="/contactUs">{t('menu.contactUs')}</Link>
        <a href="tel:+12815550147">{t('login.supportPhone')}</a>
      </nav>
    </section>
  );
}
