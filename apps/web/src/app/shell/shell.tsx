import { formatMoney } from '@shop/shared';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Drawer } from '../../components/ui/drawer.tsx';
import { ToastView } from '../../components/ui/toast-view.tsx';
import { CartDrawer } from '../../features/cart/index.ts';
import { FeedbackDrawer } from '../../features/content/index.ts';
import { countryName } from '../../lib/country-names.ts';
import { countryCode, currencyStore } from '../../lib/session.ts';
import { useTradeConfig } from '../../lib/trade-config.ts';
import { useStore } from '../../lib/store.ts';
import { useIsMobile } from '../../lib/use-media.ts';
import { chromeFor } from '../route-rules.ts';
import { BackToTop } from './back-to-top.tsx';
import { Footer } from './footer.tsx';
import { DesktopHeader, MobileHeader } from './header.tsx';
import { menuCollapsedStore, mobileMenuOpenStore } from './shell-state.ts';
import { SideMenu, SideMenuLinks } from './side-menu.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { PunchoutBanner } from '../../features/punchout/index.ts';

function ScrollToTop() {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const shown = useRef(address);
  // Only a new address scrolls to the top: not the first one, which the browser placed (and which a
  // shopper may have scrolled already while the page was loading).
  useEffect(() => {
    if (shown.current === address) return;
    shown.current = address;
    window.scrollTo(0, 0);
  }, [address]);
  return null;
}

/**
 * Removes the server's mark from a server-rendered page once the page itself (not only the frame
 * around it) is hydrated; for the browser journeys and anything else that waits for the app.
 */
function PageReady() {
  useEffect(() => document.getElementById('root')?.removeAttribute('data-hydrating'), []);
  return null;
}

/** Free delivery in the shopper's market: the United States, or the EU country they ship to (the threshold from the settings). */
function ShippingBanner() {
  const { t, i18n } = useTranslation();
  const currency = useStore(currencyStore);
  const threshold = useTradeConfig().data?.delivery.freeThreshold;
  const country = countryCode();
  // A page whose first answers lack the settings shows the banner once they are there.
  if (!threshold) return null;
  if (currency === 'USD' || country === 'US')
    return <p className="banner">{t('shop.banner', { amount: formatMoney(threshold.USD, 'USD', i18n.language) })}</p>;
  return (
    <p className="banner">
      {t('shop.bannerEu', { country: countryName(country, i18n.language), amount: formatMoney(threshold.EUR, 'EUR', i18n.language) })}
    </p>
  );
}

/** The page frame: header, banner, side menu, content, footer, by the rules of each path. */
export function Shell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const collapsed = useStore(menuCollapsedStore);
  const menuOpen = useStore(mobileMenuOpenStore);
  const chrome = chromeFor(pathname);
  const withSideMenu = chrome.sideMenu && !mobile;
  const width = mobile ? 'content--full' : !chrome.sideMenu ? 'content--auto' : collapsed ? 'content--wide' : 'content--normal';
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      {chrome.header && (mobile ? <MobileHeader /> : <DesktopHeader />)}
      <ShippingBanner />
      <PunchoutBanner />
      <div className="layout">
        {withSideMenu && <SideMenu />}
        <main id="main" className={`content ${width}`}>
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </main>
      </div>
      {/* A boundary of its own: a server-rendered page hydrates (and commits) the footer and the
          drawers apart from the page, in shorter tasks on a slow phone. */}
      <Suspense fallback={null}>
        {chrome.footer && <Footer />}
        <BackToTop />
        <ToastView />
        <ConfirmDialog />
        {mobile && (
          <Drawer open={menuOpen} onClose={() => mobileMenuOpenStore.set(false)} title={t('menu.label')} side="left">
            <nav className="side-menu side-menu--drawer">
              <SideMenuLinks />
            </nav>
          </Drawer>
        )}
        <FeedbackDrawer />
        <CartDrawer />
      </Suspense>
    </>
  );
}
