import { EU_COUNTRIES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { openFeedback } from '../../features/content/index.ts';
import { NewsletterForm } from '../../features/newsletter/index.ts';
import { sortedByName } from '../../lib/locale-format.ts';
import { countryCode, setCountryCode } from '../../lib/session.ts';

const SHIP_TO = ['US', ...EU_COUNTRIES];

export function Footer() {
  const { t, i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
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
          {sortedByName(SHIP_TO, (code) => names.of(code) ?? code, i18n.language).map((code) => (
            <option key={code} value={code}>
              {names.of(code)}
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
