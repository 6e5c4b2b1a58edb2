import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/icons.tsx';
import { CategoryLinks } from '../../features/catalog/index.ts';
import { useStore } from '../../lib/store.ts';
import { menuCollapsedStore, mobileMenuOpenStore, toggleMenuCollapsed } from './shell-state.ts';

const MY_AREA = [
  { to: '/buyHistory', key: 'menu.orders' },
  { to: '/quotes', key: 'menu.quotes' },
  { to: '/collectionRecord', key: 'menu.collections' },
  { to: '/likeProduct', key: 'menu.likes' },
  { to: '/footPrint', key: 'menu.history' },
  { to: '/company', key: 'menu.company' },
];

const MORE = [
  { to: '/customization', key: 'menu.customization' },
  { to: '/blogs', key: 'menu.blogs' },
  { to: '/sustainability', key: 'menu.sustainability' },
  { to: '/supplyChain', key: 'menu.supplyChain' },
  { to: '/contactUs', key: 'menu.contactUs' },
  { to: '/faq', key: 'menu.faq' },
  { to: '/delivery', key: 'menu.delivery' },
  { to: '/salesReturn', key: 'menu.salesReturn' },
  { to: '/about', key: 'menu.about' },
  { to: '/corporateCulture', key: 'menu.corporateCulture' },
  { to: '/career', key: 'menu.careers' },
];

function close() {
  mobileMenuOpenStore.set(false);
}

export function SideMenuLinks() {
  const { t } = useTranslation();
  const link = (to: string, key: string) => (
    <li key={to}>
      <NavLink to={to} end onClick={close} title={t(key)}>
        {t(key)}
      </NavLink>
    </li>
  );
  return (
    <>
      <ul>{link('/', 'menu.home')}</ul>
      <h2>{t('menu.myArea')}</h2>
      <ul>{MY_AREA.map((item) => link(item.to, item.key))}</ul>
      <h2>{t('catalog.categories')}</h2>
      <CategoryLinks onChoose={close} />
      <h2>{t('menu.more')}</h2>
      <ul>{MORE.map((item) => link(item.to, item.key))}</ul>
      <h2>{t('menu.follow')}</h2>
      <ul className="side-menu__social">
        <li>
          <a href="https://www.linkedin.com/" rel="noopener noreferrer" target="_blank">
            LinkedIn
          </a>
        </li>
        <li>
          <a href="https://www.instagram.com/" rel="noopener noreferrer" target="_blank">
            Instagram
          </a>
        </li>
        <li>
          <a href="https://www.youtube.com/" rel="noopener noreferrer" target="_blank">
            YouTube
          </a>
        </li>
      </ul>
    </>
  );
}

/** Desktop side menu with its remembered collapse flag. */
export function SideMenu() {
  const { t } = useTranslation();
  const collapsed = useStore(menuCollapsedStore);
  return (
    <aside className={`side-menu${collapsed ? ' side-menu--collapsed' : ''}`} aria-label={t('menu.label')}>
      <button
        type="button"
        className="side-menu__toggle"
        aria-expanded={!collapsed}
        aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
        onClick={toggleMenuCollapsed}
      >
        {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
      </button>
      {!collapsed && (
        <nav>
          <SideMenuLinks />
        </nav>
      )}
    </aside>
  );
}
