import '../punchout.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStore } from '../../../lib/store.ts';
import { endPunchout, punchoutStore } from '../punchout-session.ts';

/** While a purchasing system's session runs: whose it is, until when, the way back with the cart, and the way out. */
export function PunchoutBanner() {
  const { t, i18n } = useTranslation();
  const session = useStore(punchoutStore);
  if (!session) return null;
  const until = new Date(session.expiresTime).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <div className="punchout-banner" role="status">
      <span>{t('punchout.banner', { name: session.name, until })}</span>
      <Link to="/createOrder">{t('punchout.transfer')}</Link>
      <button type="button" className="link-button" onClick={() => endPunchout()}>
        {t('punchout.end')}
      </button>
    </div>
  );
}
