import '../member.css';
import { type TRegisterRequest, ZRegisterRequest } from '@shop/shared';
import { useEffect, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SubmitButton } from '../../../components/ui/field.tsx';
import { FormCheckboxField, FormSelectField, FormTextField } from '../../../components/ui/form-fields.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { sortedByName } from '../../../lib/locale-format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { currencyStore, storeSession } from '../../../lib/session.ts';
import { mergeGuestCart } from '../../cart/index.ts';
import { useRegister } from '../api/auth.ts';
import { useCountries } from '../api/countries.ts';
import { AllCountryOptions, PhonePrefixOptions, ShippingCountryOptions } from '../components/country-options.tsx';
import { afterLoginTarget, carriedQuery, goAfterLogin } from '../components/after-login.ts';
import { safeRedirect } from '../components/carried-items.ts';
import { EmailCodeButton } from '../components/email-code-button.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { showServerError } from '../components/server-errors.ts';

/** Default phone prefix: the United States for dollar prices, Germany for euro prices. */
const defaultPhonePrefix = () => (currencyStore.get() === 'EUR' ? 348 : 281);
const SUCCESS_SECONDS = 5;
const REGISTER_FIELDS = [
  'lastName',
  'firstName',
  'birthday',
  'mail',
  'code',
  'password',
  'mobile',
  'countryId',
  'mobileId',
  'companyName',
  'companyCountryId',
  'companyVatId',
];

type Values = Record<'lastName' | 'firstName' | 'birthday' | 'mail' | 'code' | 'password' | 'confirmPassword' | 'mobile', string> & {
  countryId: string;
  mobileId: string;
  /** "Buying for a company": the company is created with the account, the new member its admin. */
  forCompany: boolean;
  companyName: string;
  companyCountryId: string;
  companyVatId: string;
};

/** The company's name, country and VAT ID, shown once "buying for a company" is ticked. */
function CompanyFields({ control }: { control: Control<Values, unknown, TRegisterRequest> }) {
  const { t, i18n } = useTranslation();
  const { countries } = useCountries();
  return (
    <fieldset className="form__group">
      <legend>{t('company.createTitle')}</legend>
      <FormTextField control={control} name="companyName" label={t('company.name')} autoComplete="organization" required maxLength={120} />
      <FormSelectField control={control} name="companyCountryId" label={t('company.country')} required>
        <option value="">{t('company.chooseCountry')}</option>
        {sortedByName(countries, (c) => c.countryName, i18n.language).map((c) => (
          <option key={c.id} value={c.id}>
            {c.countryName}
          </option>
        ))}
      </FormSelectField>
      <FormTextField control={control} name="companyVatId" label={t('company.vatId')} hint={t('company.vatIdHint')} maxLength={24} />
    </fieldset>
  );
}

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
  const { t } = useTranslation();
  usePageMeta(t('register.title'));
  const [params] = useSearchParams();
  const short = params.get('variant') === 'store';
  // Someone registering to apply for a job lives anywhere and need not give a birthday; a shopper's country is one the shop ships to.
  const applicant = safeRedirect(params.get('redirect'))?.startsWith('/applyResume') ?? false;
  const { countries } = useCountries();
  const [done, setDone] = useState<Map<number, number> | null>(null);
  const register = useRegister();
  const { control, handleSubmit, watch, trigger, setError } = useContractForm(ZRegisterRequest, {
    defaultValues: {
      lastName: '',
      firstName: '',
      birthday: '',
      // A guest's order offers an account with the order's e-mail filled in.
      mail: params.get('mail') ?? '',
      code: '',
      password: '',
      confirmPassword: '',
      mobile: '',
      countryId: '',
      mobileId: String(defaultPhonePrefix()),
      forCompany: false,
      companyName: '',
      companyCountryId: '',
      companyVatId: '',
    },
    toInput: ({ forCompany, companyName, companyCountryId, companyVatId, ...values }: Values) => ({
      ...values,
      company: forCompany ? { name: companyName, countryId: Number(companyCountryId), vatId: companyVatId } : undefined,
      countryId: values.countryId ? Number(values.countryId) : undefined,
      mobileId: values.mobileId && !short ? Number(values.mobileId) : undefined,
      birthday: short ? undefined : values.birthday,
      mobile: short ? '' : values.mobile,
    }),
    check: (values, found) => {
      if (!short && !values.countryId) found.countryId = t('fieldRequired');
      if (!short && !applicant && !values.birthday) found.birthday = t('fieldRequired');
      if (!values.confirmPassword) found.confirmPassword = t('register.confirmAgain');
      else if (values.confirmPassword !== values.password) found.confirmPassword = t('register.passwordsDiffer');
      if (values.mail && found.mail && !found.mail.startsWith(t('fieldRequired'))) found.mail = t('register.emailInvalid');
      if (!short && values.mobile && !values.mobileId) found.mobileId = t('register.choosePrefix');
      if (values.forCompany && !values.companyName.trim()) found.companyName = t('fieldRequired');
      if (values.forCompany && !values.companyCountryId) found.companyCountryId = t('fieldRequired');
    },
  });

  const submit = handleSubmit((input) =>
    register.mutate(input, {
      onSuccess: async (pair) => {
        storeSession(pair, true, input.mail);
        setDone((await mergeGuestCart(params.get('carts')).catch(() => undefined)) ?? new Map());
      },
      onError: (error) => showServerError(error, setError, REGISTER_FIELDS),
    }),
  );

  if (done)
    return (
      <section className="auth-page">
        <SuccessPanel target={afterLoginTarget(params, '', done)} />
      </section>
    );
  return (
    <section className="auth-page">
      <h1>{short ? t('register.storeTitle') : t('register.title')}</h1>
      <form className="form form--steady" onSubmit={submit} noValidate>
        <div className="field-pair">
          <FormTextField control={control} name="firstName" label={t('form.firstName')} autoComplete="given-name" required maxLength={60} />
          <FormTextField control={control} name="lastName" label={t('form.lastName')} autoComplete="family-name" required maxLength={60} />
        </div>
        {!short && (
          <>
            <FormSelectField control={control} name="countryId" label={t('form.countryId')} required>
              <option value="">{t('form.choose')}</option>
              {applicant ? <AllCountryOptions countries={countries} /> : <ShippingCountryOptions countries={countries} />}
            </FormSelectField>
            <FormTextField
              control={control}
              name="birthday"
              label={t('form.birthday')}
              type="date"
              required={!applicant}
              max={new Date().toISOString().slice(0, 10)}
            />
            <div className="field-pair">
              <FormSelectField control={control} name="mobileId" label={t('form.mobileId')}>
                <option value="">{t('form.choose')}</option>
                <PhonePrefixOptions countries={countries} />
              </FormSelectField>
              <FormTextField
                control={control}
                name="mobile"
                label={t('form.mobile')}
                type="tel"
                autoComplete="tel-national"
                maxLength={30}
              />
            </div>
          </>
        )}
        <div className="field-with-button">
          <FormTextField control={control} name="mail" label={t('form.mail')} type="email" autoComplete="email" required maxLength={120} />
          <EmailCodeButton email={watch('mail')} scene={0} check={() => trigger('mail')} />
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
        <NewPasswordFields control={control} label={t('form.password')} maxLength={128} />
        <FormCheckboxField control={control} name="forCompany" label={t('register.forCompany')} />
        {watch('forCompany') && <CompanyFields control={control} />}
        <SubmitButton disabled={register.isPending}>{short ? t('register.continue') : t('register.submit')}</SubmitButton>
      </form>
      <nav className="auth-page__links" aria-label={t('login.help')}>
        <Link to={`/login${carriedQuery(params)}`}>{t('register.haveAccount')}</Link>
        {short ? (
          <Link to={`/register${carriedQuery(params)}`}>{t('register.fullForm')}</Link>
        ) : (
          <Link to={`/register?variant=store${carriedQuery(params).replace('?', '&')}`}>{t('register.shortForm')}</Link>
        )}
      </nav>
    </section>
  );
}
