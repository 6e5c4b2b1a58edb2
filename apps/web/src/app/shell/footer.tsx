import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { openFeedback } from '../../features/content/index.ts';
import { NewsletterForm } from '../../features/newsletter/index.ts';
import { countryName, shippingCountries } from '../../lib/country-names.ts';
import { countryCode, setCountryCode } from '../../lib/session.ts';

export function Footer() {
  const { t, i18n } = useTranslation();
  const changeCountry = (code: string) => {
    setCountryCode(code);
    window.location.reload();
  };
  return (
    <footer className="footer">
      <NewsletterForm />
      <nav aria-label={t('footer.links')}>
        <Link to="/contactUs">{t('menu.contactUs')}</Link>
        <Link to="/delivery">{t('menu.delivery')}</Link>
        <Link to="/salesReturn">{t('menu.salesReturn')}</Link>
        <Link to="/paymentMethods">{t('footer.paymentMethods')}</Link>
        <Link to="/policiesAndSecurity">{t('footer.policies')}</Link>
        <Link to="/copyright">{t('footer.copyright')}</Link>
        <button type="button" className="link-button" onClick={openFeedback}>
          {t('feedback.open')}
        </button>
      </nav>
      <label className="footer__ship-to">
        {t('footer.shipTo')}{' '}
        <select value={countryCode()} onChange={(e) => changeCountry(e.target.value)}>
          {shippingCountries(i18n.language).map((code) => (
            <option key={code} value={code}>
              {countryName(code, i18n.language)}
            </option>
          ))}
        </select>
      </label>
      <p>
        © {new Date().getFullYear()} {t('footer.rights')} · <Link to="/privacyRights">{t('footer.privacy')}</Link>
      </p>
    </footer>
  );
}
