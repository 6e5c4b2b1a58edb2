import { ZRegisterRequest } from '@shop/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SelectField, SubmitButton, TextField } from '../../../components/ui/field.tsx';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { mergeGuestCart } from '../../cart/index.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { currencyStore, storeSession } from '../../../lib/session.ts';
import { useRegister } from '../api/auth.ts';
import { useCountries } from '../api/countries.ts';
import { afterLoginTarget, carriedQuery, goAfterLogin } from '../components/after-login.ts';
import { EmailCodeButton } from '../components/email-code-button.tsx';

/** Default phone prefix: the United States for dollar prices, Germany for euro prices (spec section 9). */
const defaultPhonePrefix = () => (currencyStore.get() === 'EUR' ? 348 : 281);
const SUCCESS_SECONDS = 5;

type Values = Record<'lastName' | 'firstName' | 'birthday' | 'mail' | 'code' | 'password' | 'confirmPassword' | 'mobile', string> & { countryId: string; mobileId: string };

function SuccessPanel({ target }: { target: string }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(SUCCESS_SECONDS);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    if (left <= 0) return goAfterLogin(target);
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, target]);
  return (
    <div className="success-panel" role="status">
      <h2>{t('register.success')}</h2>
      <button type="button" className="button" onClick={() => goAfterLogin(target)}>
        {t('register.continueIn', { seconds: left })}
      </button>
    </div>
  );
}

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('register.title'));
  const [params] = useSearchParams();
  const short = params.get('variant') === 'store';
  const { countries } = useCountries();
  const [values, setValues] = useState<Values>({ lastName: '', firstName: '', birthday: '', mail: '', code: '', password: '', confirmPassword: '', mobile: '', countryId: '', mobileId: String(defaultPhonePrefix()) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<Map<number, number> | null>(null);
  const register = useRegister();

  const payload = () => ({
    ...values,
    countryId: values.countryId ? Number(values.countryId) : undefined,
    mobileId: values.mobileId && !short ? Number(values.mobileId) : undefined,
    birthday: short ? undefined : values.birthday,
    mobile: short ? '' : values.mobile,
  });
  const validate = (): Record<string, string> => {
    const found = fieldErrors(ZRegisterRequest, payload(), t, i18n.language);
    if (!short && !values.countryId) found.countryId = t('fieldRequired');
    if (!short && !values.birthday) found.birthday = t('fieldRequired');
    if (!values.confirmPassword) found.confirmPassword = t('register.confirmAgain');
    else if (values.confirmPassword !== values.password) found.confirmPassword = t('register.passwordsDiffer');
    if (values.mail && found.mail && !found.mail.startsWith(t('fieldRequired'))) found.mail = t('register.emailInvalid');
    if (!short && values.mobile && !values.mobileId) found.mobileId = t('register.choosePrefix');
    return found;
  };
  const check = (field: keyof Values) => setErrors({ ...errors, [field]: validate()[field] ?? '' });
  const set = (field: keyof Values) => ({ value: values[field], onChange: (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value }), onBlur: () => check(field), error: errors[field] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    register.mutate(payload(), {
      onSuccess: async (pair) => {
        storeSession(pair, true, values.mail);
        setDone((await mergeGuestCart(params.get('carts')).catch(() => undefined)) ?? new Map());
      },
    });
  };

  if (done) return <section className="auth-page"><SuccessPanel target={afterLoginTarget(params, '', done)} /></section>;
  const shipping = countries.filter((c) => c.shippingAllowed);
  return (
    <section className="auth-page">
      <h1>{short ? t('register.storeTitle') : t('register.title')}</h1>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field-pair">
          <TextField label={t('form.firstName')} name="firstName" autoComplete="given-name" required maxLength={60} {...set('firstName')} />
          <TextField label={t('form.lastName')} name="lastName" autoComplete="family-name" required maxLength={60} {...set('lastName')} />
        </div>
        {!short && (
          <>
            <SelectField label={t('form.countryId')} name="countryId" required {...set('countryId')}>
              <option value="">{t('form.choose')}</option>
              {shipping.map((c) => <option key={c.id} value={c.id}>{c.countryName}</option>)}
            </SelectField>
            <TextField label={t('form.birthday')} name="birthday" type="date" required max={new Date().toISOString().slice(0, 10)} {...set('birthday')} />
            <div className="field-pair">
              <SelectField label={t('form.mobileId')} name="mobileId" {...set('mobileId')}>
                <option value="">{t('form.choose')}</option>
                {countries.map((c) => <option key={c.id} value={c.id}>{`${c.phoneType} ${c.countryName}`}</option>)}
              </SelectField>
              <TextField label={t('form.mobile')} name="mobile" type="tel" autoComplete="tel-national" maxLength={30} {...set('mobile')} />
            </div>
          </>
        )}
        <div className="field-with-button">
          <TextField label={t('form.mail')} name="mail" type="email" autoComplete="email" required maxLength={120} {...set('mail')} />
          <EmailCodeButton email={values.mail} scene={0} />
        </div>
        <TextField label={t('form.code')} name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={6} {...set('code')} />
        <TextField label={t('form.password')} name="password" type="password" autoComplete="new-password" required maxLength={128} hint={<span className="field__hint">{t('register.passwordRule')}</span>} {...set('password')} />
        <TextField label={t('form.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" required maxLength={128} {...set('confirmPassword')} />
        <SubmitButton disabled={register.isPending}>{short ? t('register.continue') : t('register.submit')}</SubmitButton>
      </form>
      <nav className="auth-page__links" aria-label={t('login.help')}>
        <Link to={`/login${carriedQuery(params)}`}>{t('register.haveAccount')}</Link>
        {short ? <Link to={`/register${carriedQuery(params)}`}>{t('register.fullForm')}</Link> : <Link to={`/register?variant=store${carriedQuery(params).replace('?', '&')}`}>{t('register.shortForm')}</Link>}
      </nav>
    </section>
  );
}
