import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { client } from '../../lib/api-client.ts';
import { cartCountStore } from '../../lib/cart-count.ts';
import { accessTokenStore, clearSession } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { UserIcon } from '../ui/icons.tsx';
import { Menu } from '../ui/menu.tsx';

/** Ends the login on the server, forgets it here, empties the badge and goes home (spec section 4). */
async function logout(): Promise<void> {
  await client.member.auth.logout().catch(() => undefined);
  clearSession();
  cartCountStore.set(0);
  setTimeout(() => window.location.assign('/'), 200);
}

/** Logged out: login and register. Logged in: the member's pages and logout. */
export function AccountMenu({ withSettings = false }: { withSettings?: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useStore(accessTokenStore) !== null;
  const confirmLogout = () => {
    if (window.confirm(t('message.logoutAsk'))) void logout();
  };
  return (
    <Menu label={t('header.account')} icon={<UserIcon />}>
      {loggedIn ? (
        <>
          <Link role="menuitem" to="/buyHistory">{t('menu.orders')}</Link>
          <Link role="menuitem" to="/collectionRecord">{t('menu.collections')}</Link>
          <Link role="menuitem" to="/likeProduct">{t('menu.likes')}</Link>
          <Link role="menuitem" to="/footPrint">{t('menu.history')}</Link>
          {withSettings && <Link role="menuitem" to="/settings">{t('menu.settings')}</Link>}
          <button type="button" role="menuitem" onClick={confirmLogout}>{t('header.logout')}</button>
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
