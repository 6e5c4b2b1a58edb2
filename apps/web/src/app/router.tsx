import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { accessTokenStore } from '../lib/session.ts';
import { useStore } from '../lib/store.ts';
import { ErrorPage } from './error-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { SERVER_RENDERED } from './page-handle.ts';
import { PROTECTED_PATHS } from './route-rules.ts';
import { Shell } from './shell/shell.tsx';

const HomePage = lazy(() => import('../features/catalog/pages/home-page.tsx').then((m) => ({ default: m.HomePage })));
const ProductListPage = lazy(() => import('../features/catalog/pages/product-list-page.tsx').then((m) => ({ default: m.ProductListPage })));
const FixedListPage = lazy(() => import('../features/catalog/pages/product-list-page.tsx').then((m) => ({ default: m.FixedListPage })));
const SearchPage = lazy(() => import('../features/catalog/pages/product-list-page.tsx').then((m) => ({ default: m.SearchPage })));
const ProductDetailPage = lazy(() =>
  import('../features/catalog/pages/product-detail-page.tsx').then((m) => ({ default: m.ProductDetailPage })),
);
const LoginPage = lazy(() => import('../features/member/pages/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/member/pages/register-page.tsx').then((m) => ({ default: m.RegisterPage })));
const ForgetAccountPage = lazy(() =>
  import('../features/member/pages/forget-account-page.tsx').then((m) => ({ default: m.ForgetAccountPage })),
);
const SettingsPage = lazy(() => import('../features/member/pages/settings-page.tsx').then((m) => ({ default: m.SettingsPage })));
const CheckoutPage = lazy(() => import('../features/checkout/pages/checkout-page.tsx').then((m) => ({ default: m.CheckoutPage })));
const PayOrderPage = lazy(() => import('../features/checkout/pages/pay-order-page.tsx').then((m) => ({ default: m.PayOrderPage })));
const GuestOrderPage = lazy(() => import('../features/checkout/pages/guest-order-page.tsx').then((m) => ({ default: m.GuestOrderPage })));
const BuyHistoryPage = lazy(() => import('../features/orders/pages/order-pages.tsx').then((m) => ({ default: m.BuyHistoryPage })));
const OrderDetailPage = lazy(() => import('../features/orders/pages/order-pages.tsx').then((m) => ({ default: m.OrderDetailPage })));
const AfterSaleDetailPage = lazy(() =>
  import('../features/orders/pages/after-sale-pages.tsx').then((m) => ({ default: m.AfterSaleDetailPage })),
);
const InfoPage = lazy(() => import('../features/content/pages/info-page.tsx').then((m) => ({ default: m.InfoPage })));
const CustomizationPage = lazy(() =>
  import('../features/catalog/pages/customization-page.tsx').then((m) => ({ default: m.CustomizationPage })),
);
// The design editor loads only on /customDesign; its canvas (Fabric.js, its fonts) only in the browser.
const DesignPage = lazy(() => import('../features/catalog/design/design-page.tsx').then((m) => ({ default: m.DesignPage })));

const MemberProductsPage = lazy(() =>
  import('../features/collections/pages/member-products-page.tsx').then((m) => ({ default: m.MemberProductsPage })),
);
const NewsletterPage = lazy(() => import('../features/newsletter/pages/newsletter-page.tsx').then((m) => ({ default: m.NewsletterPage })));
const BlogsPage = lazy(() => import('../features/content/pages/blog-pages.tsx').then((m) => ({ default: m.BlogsPage })));
const BlogDetailPage = lazy(() => import('../features/content/pages/blog-pages.tsx').then((m) => ({ default: m.BlogDetailPage })));
const CareerPage = lazy(() => import('../features/content/pages/career-pages.tsx').then((m) => ({ default: m.CareerPage })));
const JobListPage = lazy(() => import('../features/content/pages/career-pages.tsx').then((m) => ({ default: m.JobListPage })));
const JobDetailPage = lazy(() => import('../features/content/pages/career-pages.tsx').then((m) => ({ default: m.JobDetailPage })));
const ApplyResumePage = lazy(() => import('../features/content/pages/career-pages.tsx').then((m) => ({ default: m.ApplyResumePage })));
const AdvertisingPage = lazy(() => import('../features/content/pages/advertising-pages.tsx').then((m) => ({ default: m.AdvertisingPage })));
const AdvertisingProductsPage = lazy(() =>
  import('../features/content/pages/advertising-pages.tsx').then((m) => ({ default: m.AdvertisingProductsPage })),
);
const ThemePage = lazy(() => import('../features/catalog/pages/theme-page.tsx').then((m) => ({ default: m.ThemePage })));

/** Theme pages open to everyone, and those the spec puts behind a login (the partner and distributor area). */
const PUBLIC_THEMES = [
  'advantages',
  'clothingAndTextiles',
  'digitalMarketing',
  'learning',
  'officeSoftware',
  'realTimeCommunication',
] as const;
const MEMBER_THEMES = ['productCreation', 'productLaunch', 'myEarnings', 'distributor'] as const;

/** The member's collection, likes and browsing history (footprints). */
const MEMBER_PRODUCTS = [
  ['/collectionRecord', 'favorite'],
  ['/likeProduct', 'like'],
  ['/footPrint', 'browseHistory'],
] as const;

const FIXED_LISTS = ['/currentlyPopular', '/bestSeller', '/newArrival', '/officeProducts', '/packagingSolutions', '/promotionalItems'];
const INFO_PAGES = [
  'contactUs',
  'faq',
  'delivery',
  'salesReturn',
  'paymentMethods',
  'privacyRights',
  'policiesAndSecurity',
  'copyright',
  'about',
  'corporateCulture',
  'sustainability',
  'supplyChain',
  'socialResponsibility',
  'deliverGoods',
  'partnerships',
];

/** Member pages: a visitor without an access token goes to /login. */
function RequireToken({ children }: { children: ReactNode }) {
  const token = useStore(accessTokenStore);
  const { pathname, search } = useLocation();
  // After login the shopper comes back to the page they asked for (a deep link such as /buyHistory).
  return token ? children : <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
}

/** The storefront's routes; `handle: SERVER_RENDERED` marks a public page the server renders (page-handle.ts). */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <HomePage />, handle: SERVER_RENDERED },
      { path: '/home', element: <HomePage />, handle: SERVER_RENDERED },
      { path: '/productList', element: <ProductListPage />, handle: SERVER_RENDERED },
      ...FIXED_LISTS.map((path) => ({ path, element: <FixedListPage key={path} path={path} />, handle: SERVER_RENDERED })),
      { path: '/search', element: <SearchPage />, handle: SERVER_RENDERED },
      { path: '/productDetail', element: <ProductDetailPage />, handle: SERVER_RENDERED },
      { path: '/productDetail/:slug/:id', element: <ProductDetailPage />, handle: SERVER_RENDERED },
      { path: '/customization', element: <CustomizationPage /> },
      { path: '/customDesign', element: <DesignPage />, handle: SERVER_RENDERED },
      ...INFO_PAGES.map((page) => ({ path: `/${page}`, element: <InfoPage key={page} page={page} />, handle: SERVER_RENDERED })),
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgetAccount', element: <ForgetAccountPage /> },
      {
        path: '/settings',
        element: (
          <RequireToken>
            <SettingsPage />
          </RequireToken>
        ),
      },
      { path: '/createOrder', element: <CheckoutPage /> },
      // A guest's order by its signed link: no login.
      { path: '/guestOrder', element: <GuestOrderPage /> },
      {
        path: '/payOrder',
        element: (
          <RequireToken>
            <PayOrderPage />
          </RequireToken>
        ),
      },
      {
        path: '/buyHistory',
        element: (
          <RequireToken>
            <BuyHistoryPage />
          </RequireToken>
        ),
      },
      {
        path: '/orderDetail',
        element: (
          <RequireToken>
            <OrderDetailPage />
          </RequireToken>
        ),
      },
      {
        path: '/afterSaleDetail',
        element: (
          <RequireToken>
            <AfterSaleDetailPage />
          </RequireToken>
        ),
      },
      ...MEMBER_PRODUCTS.map(([path, kind]) => ({
        path,
        element: (
          <RequireToken>
            <MemberProductsPage key={kind} kind={kind} />
          </RequireToken>
        ),
      })),
      // The newsletter mails' confirmation and unsubscribe links: no login.
      { path: '/newsletter', element: <NewsletterPage /> },
      { path: '/blogs', element: <BlogsPage />, handle: SERVER_RENDERED },
      { path: '/news', element: <BlogsPage heading="news" />, handle: SERVER_RENDERED },
      { path: '/blogDetail', element: <BlogDetailPage />, handle: SERVER_RENDERED },
      { path: '/career', element: <CareerPage />, handle: SERVER_RENDERED },
      { path: '/jobList', element: <JobListPage />, handle: SERVER_RENDERED },
      { path: '/jobDetail', element: <JobDetailPage />, handle: SERVER_RENDERED },
      {
        path: '/applyResume',
        element: (
          <RequireToken>
            <ApplyResumePage />
          </RequireToken>
        ),
      },
      { path: '/advertising', element: <AdvertisingPage /> },
      { path: '/advertisingProducts', element: <AdvertisingProductsPage /> },
      ...PUBLIC_THEMES.map((theme) => ({ path: `/${theme}`, element: <ThemePage key={theme} theme={theme} /> })),
      ...MEMBER_THEMES.map((theme) => ({
        path: `/${theme}`,
        element: (
          <RequireToken>
            <ThemePage key={theme} theme={theme} />
          </RequireToken>
        ),
      })),
      {
        path: '/paySuccess',
        element: (
          <RequireToken>
            <OrderDetailPage paid />
          </RequireToken>
        ),
      },
      ...PROTECTED_PATHS.filter(
        (path) =>
          path !== '/settings' &&
          path !== '/buyHistory' &&
          !MEMBER_PRODUCTS.some(([own]) => own === path) &&
          !MEMBER_THEMES.some((theme) => `/${theme}` === path),
      ).map((path) => ({
        path,
        element: (
          <RequireToken>
            <NotFoundPage />
          </RequireToken>
        ),
      })),
      // An unknown address answers 404 with the not-found page in the first HTML.
      { path: '*', element: <NotFoundPage />, handle: SERVER_RENDERED },
    ],
  },
];
