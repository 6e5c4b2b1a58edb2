import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { ToastView } from '../components/ui/toast-view.tsx';
import { logout, useCan, usePermissionInfo } from '../features/auth/index.ts';
import { useTradeTodo } from '../features/dashboard/index.ts';
import { LanguageSelect } from './language-select.tsx';
import { SECTIONS } from './sections.tsx';

/** Side navigation (only what the admin may see, with badges counting what waits there), the admin's name and logout, then the page. */
export function Layout() {
  const { t } = useTranslation();
  const { data: info } = usePermissionInfo();
  const can = useCan();
  const { data: todo } = useTradeTodo();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    // A page change closes the menu on narrow screens.
    setLastPath(location.pathname);
    setOpen(false);
  }
  return (
    <div className={`shell${open ? ' shell--menu' : ''}`}>
      <aside className="sidebar">
        <div className="sidebar__brand">
          <span>Paper &amp; Craft</span>
          <small>{t('nav.backOffice')}</small>
        </div>
        <nav aria-label={t('nav.main')}>
          <ul>
            {SECTIONS.filter((s) => can(s.permission)).map((section) => {
              const waiting = section.todo && todo ? todo[section.todo] : null;
              return (
                <li key={section.path}>
                  <NavLink to={section.path} end={section.path === '/'}>
                    {t(`nav.${section.name}`)}
                    {waiting ? (
                      <span className="nav-count" title={t(`todo.${section.todo}`)}>
                        {waiting}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <div className="main">
        <header className="topbar">
          <button type="button" className="menu-button" aria-expanded={open} onClick={() => setOpen(!open)}>
            {t('nav.menu')}
          </button>
          <span className="topbar__user">
            {info?.user.nickname || info?.user.username}
            {info && <span className="muted"> · {info.roles.join(', ')}</span>}
          </span>
          <NavLink to="/security">{t('nav.security')}</NavLink>
          <LanguageSelect />
          <button type="button" onClick={() => void logout()}>
            {t('nav.logout')}
          </button>
        </header>
        <main className="content">
          <Outlet />
        </main>
      </div>
      <ToastView />
    </div>
  );
}
