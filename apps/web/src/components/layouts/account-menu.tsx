import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { accessTokenStore } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { UserIcon } from '../ui/icons.tsx';
import { Menu } from '../ui/menu.tsx';

/** Logged out: login and register. Logged in: the member's pages (logout arrives with accounts). */
export function AccountMenu({ withSettings = false }: { withSettings?: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useStore(accessTokenStore) !== null;
  return (
    <Menu label={t('header.account')} icon={<UserIcon />}>
      {loggedIn ? (
        <>
          <Link role="menuitem" to="/buyHistory">{t('menu.orders')}</Link>
          <Link role="menuitem" to="/collectionRecord">{t('menu.collections')}</Link>
          <Link role="menuitem" to="/likeProduct">{t('menu.likes')}</Link>
          <Link role="menuitem" to="/footPrint">{t('menu.history')}</Link>
          {withSettings && <Link role="menuitem" to="/settings">{t('menu.settings')}</Link>}
        </>
      ) : (
        <>
          <Link role="menuitem" to="/login">{t('header.login')}</Link>
          <Link role="menuitem" to="/register">{t('header.register')}</Link>
          {withSettings && <Link role="menuitem" to="/settings">{t('menu.settings')}</Link>}
        </>
      )}
    </Menu>
  );
}
