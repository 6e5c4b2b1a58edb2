import { type PagePath, STOREFRONT_PAGES } from '@shop/shared';
import { type ComponentProps, lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { laterTextsLoaded } from '../lib/i18n.ts';
import { accessTokenStore } from '../lib/session.ts';
import { useStore } from '../lib/store.ts';
import { ErrorPage } from './error-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { Shell } from './shell/shell.tsx';
import { punchoutStore } from '../features/punchout/index.ts';

/**
 * A page rendered in the browser: its code and the texts of such pages (`locales/<language>/later.json`,
 * which no server-rendered page's first render shows), awaited together, so the page shows at once
 * with its texts, as before.
 */
const inBrowser =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), laterTextsLoaded()]).then(([module]) => module);

const HomePage = lazy(() => import('../features/catalog/pages/home-page.tsx').then((m) => ({ default: m.HomePage })));
const ProductListPage = lazy(() => import('../features/catalog/pages/product-list-page.tsx').then((m) => ({ default: m.ProductListPage })));
const FixedListPage = lazy(() => import('../features/catalog/pages/product-list-page.tsx').then((m) => ({ default: m.FixedListPage })));
const SearchPage = lazy(() => import('../features/catalog/pages/product-list-page.tsx').then((m) => ({ default: m.SearchPage })));
const ProductDetailPage = lazy(() =>
  import('../features/catalog/pages/product-detail-page.tsx').then((m) => ({ default: m.ProductDetailPage })),
);
const LoginPage = lazy(inBrowser(() => import('../features/member/pages/login-page.tsx').then((m) => ({ default: m.LoginPage }))));
const RegisterPage = lazy(inBrowser(() => import('../features/member/pages/register-page.tsx').then((m) => ({ default: m.RegisterPage }))));
const ForgetAccountPage = lazy(
  inBrowser(() => import('../features/member/pages/forget-account-page.tsx').then((m) => ({ default: m.ForgetAccountPage }))),
);
const SettingsPage = lazy(inBrowser(() => import('../features/member/pages/settings-page.tsx').then((m) => ({ default: m.SettingsPage }))));
const CompanyPage = lazy(inBrowser(() => import('../features/member/pages/company-page.tsx').then((m) => ({ default: m.CompanyPage }))));
const CompanyApprovalsPage = lazy(
  inBrowser(() => import('../features/member/pages/company-approvals-page.tsx').then((m) => ({ default: m.CompanyApprovalsPage }))),
);
const CompanyOrdersPage = lazy(
  inBrowser(() => import('../features/orders/pages/company-order-pages.tsx').then((m) => ({ default: m.CompanyOrdersPage }))),
);
const CompanyOrderPage = lazy(
  inBrowser(() => import('../features/orders/pages/company-order-pages.tsx').then((m) => ({ default: m.CompanyOrderPage }))),
);
const CompanyJoinPage = lazy(
  inBrowser(() => import('../features/member/pages/company-join-page.tsx').then((m) => ({ default: m.CompanyJoinPage }))),
);
const CheckoutPage = lazy(
  inBrowser(() => import('../features/checkout/pages/checkout-page.tsx').then((m) => ({ default: m.CheckoutPage }))),
);
const TransferPage = lazy(
  inBrowser(() => import('../features/punchout/pages/transfer-page.tsx').then((m) => ({ default: m.TransferPage }))),
);
const PayOrderPage = lazy(
  inBrowser(() => import('../features/checkout/pages/pay-order-page.tsx').then((m) => ({ default: m.PayOrderPage }))),
);
const GuestOrderPage = lazy(
  inBrowser(() => import('../features/checkout/pages/guest-order-page.tsx').then((m) => ({ default: m.GuestOrderPage }))),
);
const QuoteRequestPage = lazy(
  inBrowser(() => import('../features/quotes/pages/quote-request-page.tsx').then((m) => ({ default: m.QuoteRequestPage }))),
);
const QuotesPage = lazy(inBrowser(() => import('../features/quotes/pages/quote-pages.tsx').then((m) => ({ default: m.QuotesPage }))));
const QuotePage = lazy(inBrowser(() => import('../features/quotes/pages/quote-pages.tsx').then((m) => ({ default: m.QuotePage }))));
const GuestQuotePage = lazy(
  inBrowser(() => import('../features/quotes/pages/quote-pages.tsx').then((m) => ({ default: m.GuestQuotePage }))),
);
const BuyHistoryPage = lazy(
  inBrowser(() => import('../features/orders/pages/order-pages.tsx').then((m) => ({ default: m.BuyHistoryPage }))),
);
const OrderDetailPage = lazy(
  inBrowser(() => import('../features/orders/pages/order-pages.tsx').then((m) => ({ default: m.OrderDetailPage }))),
);
const AfterSaleDetailPage = lazy(
  inBrowser(() => import('../features/orders/pages/after-sale-pages.tsx').then((m) => ({ default: m.AfterSaleDetailPage }))),
);
const InfoPage = lazy(() => import('../features/content/pages/info-page.tsx').then((m) => ({ default: m.InfoPage })));
const CustomizationPage = lazy(
  inBrowser(() => import('../features/catalog/pages/customization-page.tsx').then((m) => ({ default: m.CustomizationPage }))),
);
// The design editor loads only on /customDesign; its canvas (Fabric.js, its fonts) only in the browser.
const DesignPage = lazy(() => import('../features/catalog/design/design-page.tsx').then((m) => ({ default: m.DesignPage })));

const MemberProductsPage = lazy(
  inBrowser(() => import('../features/collections/pages/member-products-page.tsx').then((m) => ({ default: m.MemberProductsPage }))),
);
const NewsletterPage = lazy(
  inBrowser(() => import('../features/newsletter/pages/newsletter-page.tsx').then((m) => ({ default: m.NewsletterPage }))),
);
const BlogsPage = lazy(() => import('../features/content/pages/blog-pages.tsx').then((m) => ({ default: m.BlogsPage })));
const BlogDetailPage = lazy(() => import('../features/content/pages/blog-pages.tsx').then((m) => ({ default: m.BlogDetailPage })));
const CareerPage = lazy(() => import('../features/content/pages/career-pages.tsx').then((m) => ({ default: m.CareerPage })));
const JobListPage = lazy(() => import('../features/content/pages/career-pages.tsx').then((m) => ({ default: m.JobListPage })));
const JobDetailPage = lazy(() => import('../features/content/pages/career-pages.tsx').then((m) => ({ default: m.JobDetailPage })));
const ApplyResumePage = lazy(
  inBrowser(() => import('../features/content/pages/career-pages.tsx').then((m) => ({ default: m.ApplyResumePage }))),
);
const AdvertisingPage = lazy(
  inBrowser(() => import('../features/content/pages/advertising-pages.tsx').then((m) => ({ default: m.AdvertisingPage }))),
);
const AdvertisingProductsPage = lazy(
  inBrowser(() => import('../features/content/pages/advertising-pages.tsx').then((m) => ({ default: m.AdvertisingProductsPage }))),
);
const ThemePage = lazy(() => import('../features/catalog/pages/theme-page.tsx').then((m) => ({ default: m.ThemePage })));

/** Member pages: a visitor without an access token goes to /login. */
function RequireToken({ children }: { children: ReactNode }) {
  const token = useStore(accessTokenStore);
  const { pathname, search } = useLocation();
  // After login the shopper comes back to the page they asked for (a deep link such as /buyHistory).
  return token ? children : <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
}

/** The checkout, or in a punchout session the transfer of the cart to the purchasing system. */
function CreateOrderPage() {
  return useStore(punchoutStore) ? <TransferPage /> : <CheckoutPage />;
}

/** A member's page: behind a login. */
const member = (element: ReactNode) => <RequireToken>{element}</RequireToken>;
// Pages that several routes show, keyed by the route: going from one to another starts the page afresh.
const fixedList = (path: string) => <FixedListPage key={path} path={path} />;
const info = (name: string) => <InfoPage key={name} page={name} />;
const theme = (name: ComponentProps<typeof ThemePage>['theme']) => <ThemePage key={name} theme={name} />;
const memberProducts = (kind: ComponentProps<typeof MemberProductsPage>['kind']) => member(<MemberProductsPage key={kind} kind={kind} />);

/**
 * Each storefront page's element by its path: one for each entry of the page manifest
 * (packages/shared/src/pages.ts, in its order), which its route carries as `handle`.
 */
const PAGES: Record<PagePath, ReactNode> = {
  '/': <HomePage />,
  '/home': <HomePage />,
  '/productList': <ProductListPage />,
  '/currentlyPopular': fixedList('/currentlyPopular'),
  '/bestSeller': fixedList('/bestSeller'),
  '/newArrival': fixedList('/newArrival'),
  '/officeProducts': fixedList('/officeProducts'),
  '/packagingSolutions': fixedList('/packagingSolutions'),
  '/promotionalItems': fixedList('/promotionalItems'),
  '/search': <SearchPage />,
  '/productDetail': <ProductDetailPage />,
  '/productDetail/:slug/:id': <ProductDetailPage />,
  '/customization': <CustomizationPage />,
  '/customDesign': <DesignPage />,
  '/contactUs': info('contactUs'),
  '/faq': info('faq'),
  '/delivery': info('delivery'),
  '/salesReturn': info('salesReturn'),
  '/paymentMethods': info('paymentMethods'),
  '/privacyRights': info('privacyRights'),
  '/policiesAndSecurity': info('policiesAndSecurity'),
  '/copyright': info('copyright'),
  '/about': info('about'),
  '/corporateCulture': info('corporateCulture'),
  '/sustainability': info('sustainability'),
  '/supplyChain': info('supplyChain'),
  '/socialResponsibility': info('socialResponsibility'),
  '/deliverGoods': info('deliverGoods'),
  '/partnerships': info('partnerships'),
  '/login': <LoginPage />,
  '/register': <RegisterPage />,
  '/forgetAccount': <ForgetAccountPage />,
  '/settings': member(<SettingsPage />),
  // In a purchasing system's session the checkout is "Transfer to purchasing".
  '/createOrder': <CreateOrderPage />,
  // A guest's order by its signed link: no login.
  '/guestOrder': <GuestOrderPage />,
  '/payOrder': member(<PayOrderPage />),
  '/buyHistory': member(<BuyHistoryPage />),
  '/orderDetail': member(<OrderDetailPage />),
  '/afterSaleDetail': member(<AfterSaleDetailPage />),
  // The member's collection, likes and browsing history (footprints).
  '/collectionRecord': memberProducts('favorite'),
  '/likeProduct': memberProducts('like'),
  '/footPrint': memberProducts('browseHistory'),
  // The member's company, and the mailed invitation's link (after the login).
  '/company': member(<CompanyPage />),
  '/companyJoin': member(<CompanyJoinPage />),
  // Quotes: the request form (members and guests), the member's quotes, a guest's quote by its signed link.
  '/quoteRequest': <QuoteRequestPage />,
  '/quotes': member(<QuotesPage />),
  '/quote': member(<QuotePage />),
  '/guestQuote': <GuestQuotePage />,
  // Colleagues' orders above their spending limits, for the company's approvers and admins.
  '/companyApprovals': member(<CompanyApprovalsPage />),
  // The company's order history (admins and approvers: every member's), and a colleague's order to read.
  '/companyOrders': member(<CompanyOrdersPage />),
  '/companyOrder': member(<CompanyOrderPage />),
  // The newsletter mails' confirmation and unsubscribe links: no login.
  '/newsletter': <NewsletterPage />,
  '/blogs': <BlogsPage />,
  '/news': <BlogsPage heading="news" />,
  '/blogDetail': <BlogDetailPage />,
  '/career': <CareerPage />,
  '/jobList': <JobListPage />,
  '/jobDetail': <JobDetailPage />,
  '/applyResume': member(<ApplyResumePage />),
  '/advertising': <AdvertisingPage />,
  '/advertisingProducts': <AdvertisingProductsPage />,
  // Theme pages open to everyone, and those the spec puts behind a login (the partner and distributor area).
  '/advantages': theme('advantages'),
  '/clothingAndTextiles': theme('clothingAndTextiles'),
  '/digitalMarketing': theme('digitalMarketing'),
  '/learning': theme('learning'),
  '/officeSoftware': theme('officeSoftware'),
  '/realTimeCommunication': theme('realTimeCommunication'),
  '/productCreation': member(theme('productCreation')),
  '/productLaunch': member(theme('productLaunch')),
  '/myEarnings': member(theme('myEarnings')),
  '/distributor': member(theme('distributor')),
  '/paySuccess': member(<OrderDetailPage paid />),
  // An unknown address answers 404 with the not-found page in the first HTML.
  '*': <NotFoundPage />,
};

/** The storefront's routes: one a page, whose `handle` is its manifest entry (how the server treats it). */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <ErrorPage />,
    children: (Object.keys(PAGES) as PagePath[]).map((path) => ({ path, element: PAGES[path], handle: STOREFRONT_PAGES[path] })),
  },
];
