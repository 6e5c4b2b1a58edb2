import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GearIcon, HeartIcon, MenuIcon, SearchIcon } from '../../components/ui/icons.tsx';
import { CartButton } from '../../features/cart/index.ts';
import { CategoryMenu } from '../../features/catalog/index.ts';
import { useListCount } from '../../features/collections/index.ts';
import { accessTokenStore } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { AccountMenu } from './account-menu.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { SearchBox } from './search-box.tsx';
import { mobileMenuOpenStore } from './shell-state.ts';

function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo" aria-label={t('header.home')}>
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>{t('shop.name')}</span>
    </Link>
  );
}

/** Collections and settings need an account: a visitor goes to /login instead. */
function MemberShortcut({ to, label, icon, count = 0 }: { to: string; label: string; icon: React.ReactNode; count?: number }) {
  const loggedIn = useStore(accessTokenStore) !== null;
  return (
    <Link to={loggedIn ? to : `/login?redirect=${encodeURIComponent(to)}`} className="icon-button" aria-label={label}>
      {icon}
      {loggedIn && count > 0 && (
        <span className="badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

/** The collections shortcut with the number of products collected. */
function CollectionsShortcut() {
  const { t } = useTranslation();
  const { data: count = 0 } = useListCount('favorite');
  return <MemberShortcut to="/collectionRecord" label={t('collections.shortcut', { count })} icon={<HeartIcon />} count={count} />;
}

export function DesktopHeader() {
  const { t } = useTranslation();
  return (
    <header className="header">
      <Logo />
      <SearchBox />
      <nav className="header__actions" aria-label={t('header.shortcuts')}>
        <CategoryMenu />
        <LanguageMenu />
        <CollectionsShortcut />
        <MemberShortcut to="/settings" label={t('menu.settings')} icon={<GearIcon />} />
        <CartButton />
        <AccountMenu />
      </nav>
    </header>
  );
}

export function MobileHeader() {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  return (
    <header className="header header--mobile">
      <div className="header__row">
        <button type="button" className="icon-button" aria-label={t('header.openMenu')} onClick={() => mobileMenuOpenStore.set(true)}>
          <MenuIcon />
        </button>
        <Logo />
        <nav className="header__actions" aria-label={t('header.shortcuts')}>
          <button
            type="button"
            className="icon-button"
            aria-label={t('header.toggleSearch')}
            aria-expanded={searching}
            onClick={() => setSearching(!searching)}
          >
            <SearchIcon />
          </button>
          <CartButton />
          <LanguageMenu />
          <AccountMenu withSettings />
        </nav>
      </div>
      {searching && <SearchBox autoFocus />}
    </header>
  );
}
