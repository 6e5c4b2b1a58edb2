import '../member.css';
import { ZLoginRequest } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SubmitButton } from '../../../components/ui/field.tsx';
import { CurrentPasswordField, FormCheckboxField, FormTextField } from '../../../components/ui/form-fields.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { currencyStore, storeSession } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { readStored, STORAGE_KEYS } from '../../../lib/storage.ts';
import { useTradeConfig } from '../../../lib/trade-config.ts';
import { mergeGuestCart } from '../../cart/index.ts';
import { useLogin } from '../api/auth.ts';
import { afterLoginTarget, carriedQuery, goAfterLogin } from '../components/after-login.ts';

export function LoginPage() {
  const { t } = useTranslation();
  usePageMeta(t('login.title'));
  const [params] = useSearchParams();
  const remembered = readStored(STORAGE_KEYS.rememberedLogin);
  const { control, handleSubmit } = useContractForm(ZLoginRequest, {
    defaultValues: { mobile: remembered ?? '', password: '', rememberMe: remembered !== null },
  });
  const login = useLogin();
  const carried = carriedQuery(params);
  // What a guest may go on to order without an account: the order's lines, or a design's line (whose login comes back to the editor).
  const guestItems = params.get('items') ?? params.get('guestItems');
  // The shop's support phone of the visitor's market (its settings).
  const contact = useTradeConfig().data?.contact;
  const phone = useStore(currencyStore) === 'EUR' ? contact?.phone.EU : contact?.phone.US;

  const submit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: async (pair) => {
        storeSession(pair, values.rememberMe ?? false, values.mobile);
        const cartIds = await mergeGuestCart(params.get('carts')).catch(() => undefined);
        goAfterLogin(afterLoginTarget(params, document.referrer, cartIds));
      },
    }),
  );

  return (
    <section className="auth-page">
      <h1>{t('login.title')}</h1>
      <form className="form form--steady" onSubmit={submit} noValidate>
        <FormTextField control={control} name="mobile" label={t('login.identifier')} autoComplete="username" required />
        <CurrentPasswordField control={control} name="password" label={t('form.password')} />
        <FormCheckboxField control={control} name="rememberMe" label={t('login.rememberMe')} />
        <SubmitButton disabled={login.isPending}>{t('login.submit')}</SubmitButton>
      </form>
      {guestItems && (
        <p className="auth-page__guest">
          <Link className="button button--secondary" to={`/createOrder?items=${encodeURIComponent(guestItems)}&guest=1`}>
            {t('login.continueAsGuest')}
          </Link>
        </p>
      )}
      <nav className="auth-page__links" aria-label={t('login.help')}>
        <Link to={`/forgetAccount${carried}`}>{t('login.forgot')}</Link>
        <Link to={`/register${carried}`}>{t('login.register')}</Link>
        <Link to="/contactUs">{t('menu.contactUs')}</Link>
        {phone && <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{t('login.supportPhone', { phone })}</a>}
      </nav>
    </section>
  );
}
