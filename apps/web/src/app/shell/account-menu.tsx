import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserIcon } from '../../components/ui/icons.tsx';
import { Menu } from '../../components/ui/menu.tsx';
import { logOut } from '../../features/member/index.ts';
import { accessTokenStore } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { askConfirm } from '../../lib/confirm.ts';
import { punchoutStore } from '../../features/punchout/index.ts';

/** Logged out: login and register. Logged in: the member's pages and logout. */
export function AccountMenu({ withSettings = false }: { withSettings?: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useStore(accessTokenStore) !== null;
  // A purchasing system's session has no account pages: its banner offers the way out.
  const punchout = useStore(punchoutStore) !== null;
  const confirmLogout = () => {
    void askConfirm(t('message.logoutAsk')).then((yes) => {
      if (yes) void logOut();
    });
  };
  if (punchout) return null;
  return (
    <Menu label={t('header.account')} icon={<UserIcon />}>
      {loggedIn ? (
        <>
          <Link role="menuitem" to="/buyHistory">
            {t('menu.orders')}
          </Link>
          <Link role="menuitem" to="/collectionRecord">
            {t('menu.collections')}
          </Link>
          <Link role="menuitem" to="/likeProduct">
            {t('menu.likes')}
          </Link>
          <Link role="menuitem" to="/footPrint">
            {t('menu.history')}
          </Link>
          <Link role="menuitem" to="/company">
            {t('menu.company')}
          </Link>
          {withSettings && (
            <Link role="menuitem" to="/settings">
              {t('menu.settings')}
            </Link>
          )}
          <button type="button" role="menuitem" onClick={confirmLogout}>
            {t('header.logout')}
          </button>
        </>
      ) : (
        <>
          <Link role="menuitem" to="/login">
            {t('header.login')}
          </Link>
          <Link role="menuitem" to="/register">
            {t('header.register')}
          </Link>
          {withSettings && (
            <Link role="menuitem" to="/settings">
              {t('menu.settings')}
            </Link>
          )}
        </>
      )}
    </Menu>
  );
}
