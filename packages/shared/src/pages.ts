import { queryKey, type Route } from './api/route.ts';
import type { TCategory } from './contracts/catalog.ts';
import { routes } from './api/routes.ts';
import {
  articlePageRequest,
  categoryIdByCode,
  facetFilterOf,
  HOME_SECTIONS,
  JOB_FILTER_KEYS,
  type JobFilter,
  jobPageRequest,
  LIST_PAGE_SIZE,
  LIST_CHOICE_PARAMS,
  LIST_PAGES,
  listChoiceOf,
  type ListParams,
  pageNoOf,
  productIdOf,
  relatedProductsParams,
} from './first-page.ts';

/** A query a first page asks: an endpoint of the route table and its input, under the storefront's query key. */
export interface FirstPageQuery {
  route: Route;
  input?: object;
  key: readonly unknown[];
}

/** A first query with what it answered. */
interface Answered {
  query: FirstPageQuery;
  data: unknown;
}

/**
 * A page of the storefront: its route in apps/web/src/app/router.tsx carries it as `handle`, and the
 * server reads it to render the page, fill its first data, list its code, key its cache and the sitemap.
 * The browser's build carries only `serverRendered` of the server-rendered pages (apps/web/vite.config.ts).
 */
export interface StorefrontPage {
  /**
   * Rendered on the server: a public page, the same for every visitor of a language, currency,
   * country and layout (personal parts fill in in the browser). What it needs beyond its first
   * queries it waits for by suspending (React's `use`), so the browser keeps the server's HTML until
   * then. Other pages render in the browser, with their first answers inside the HTML all the same.
   */
  serverRendered: boolean;
  /** What its address asks first: the server answers it inside the HTML, the page asks itself what is missing. */
  queries(address: URL): FirstPageQuery[];
  /**
   * What it asks once those answers are in (a product page's suggestions need the product's category,
   * a category's list the category's id).
   */
  followUp?(answers: readonly Answered[], address: URL): FirstPageQuery[];
  /**
   * The address parameters it reads besides those every page reads (EVERY_PAGE_PARAMS): the server
   * renders and caches it by these, so any other (`utm_source`, a made-up one) reaches the cached page.
   */
  params: readonly string[];
  /** Its code, as the web build's manifest names it (a file of apps/web), listed or preloaded with the HTML. */
  module?: string;
  /** Code it starts on the shopper's first touch, fetched once the page is idle. */
  later?: readonly string[];
  /** Whether the first pictures its answers carry are the first screen's (preloaded with the HTML). */
  leadPictures: boolean;
  /** Listed in sitemap.xml as it is (pages of one product, category, article or job come from the database). */
  inSitemap: boolean;
}

/** The language (`?lang=`) and the header's search box (`keyword`): read on every page. */
export const EVERY_PAGE_PARAMS = ['lang', 'keyword'] as const;

const ask = (route: Route, input?: object): FirstPageQuery => ({ route, input, key: queryKey(route, input) });

const categories = ask(routes.product.category.list);
/** The shop's contact data, delivery prices and free threshold (the settings): the frame's banner and the help texts name them. */
const tradeConfig = ask(routes.trade.config.get);
/** The dictionaries (delivery speeds, decorating methods, logo positions) a product page shows. */
const dictData = ask(routes.system.dictData.listAllSimple);
const products = (params: ListParams) => ask(routes.product.spu.getSpuList, params);
const product = (id: number) => ask(routes.product.spu.getDetail, { id });
const facets = (params: ListParams) => ask(routes.product.spu.facets, facetFilterOf(params));
/**
 * A list's page as its view asks for it (`page` and the shopper's choices in the address), and the
 * facets beside it with the names of their decorating methods.
 */
const listPage = (params: ListParams, address: URL) => {
  const chosen = { ...params, ...listChoiceOf(address.searchParams) };
  // The dictionaries name the decorating methods of the facets.
  return [products({ ...chosen, pageNo: pageNoOf(address.searchParams), pageSize: LIST_PAGE_SIZE }), facets(chosen), dictData];
};
/** The address parameters of a list page: its page number and the shopper's choices. */
const LIST_PARAMS = ['page', ...LIST_CHOICE_PARAMS];
const jobs = (pageNo: number, filter: JobFilter) => ask(routes.system.job.page, jobPageRequest(pageNo, filter));

/** An id the API could hold (a positive 32-bit integer). */
const isId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
/** An id from the address, else null. */
function idOf(text: string | null): number | null {
  const id = Number.parseInt(text ?? '', 10);
  return isId(id) ? id : null;
}
/** The categories, which every page's menus show, and what an id in the address (`?id=`) asks. */
const withId = (byId: (id: number) => FirstPageQuery) => (address: URL) => {
  const id = idOf(address.searchParams.get('id'));
  return id ? [categories, byId(id)] : [categories];
};

/**
 * A page with its defaults. A page with the frame's menus (it asks the categories) also asks the
 * shop's settings, whose free-delivery threshold the frame's banner names.
 */
const page = (entry: Partial<StorefrontPage>): StorefrontPage => {
  const queries = entry.queries ?? (() => [categories]);
  return {
    serverRendered: false,
    params: [],
    leadPictures: true,
    inSitemap: false,
    ...entry,
    queries: (address) => {
      const asked = queries(address);
      return asked.includes(categories) ? [...asked, tradeConfig] : asked;
    },
  };
};

const LIST_MODULE = 'src/features/catalog/pages/product-list-page.tsx';
const BLOG_MODULE = 'src/features/content/pages/blog-pages.tsx';
const CAREER_MODULE = 'src/features/content/pages/career-pages.tsx';

const home = page({
  serverRendered: true,
  module: 'src/features/catalog/pages/home-page.tsx',
  queries: () => [categories, ...HOME_SECTIONS.map((section) => products(section.params))],
  inSitemap: true,
});
const fixedList = (path: string) => {
  const { params, categoryCode } = LIST_PAGES[path]!;
  const common = { serverRendered: true, module: LIST_MODULE, params: LIST_PARAMS, inSitemap: true };
  if (!categoryCode) return page({ ...common, queries: (address) => [categories, ...listPage(params, address)] });
  // A category's list: its id comes from the categories' answer.
  return page({
    ...common,
    followUp: (answers, address) => {
      const list = answers.find(({ query }) => query.route === categories.route)?.data as TCategory[] | undefined;
      const categoryId = list && categoryIdByCode(list, categoryCode);
      return categoryId ? listPage({ ...params, categoryId }, address) : [];
    },
  });
};
const productDetail = page({
  serverRendered: true,
  module: 'src/features/catalog/pages/product-detail-page.tsx',
  params: ['id'],
  queries: ({ pathname, searchParams }) => {
    const id = productIdOf(pathname, searchParams);
    return isId(id) ? [categories, product(id), dictData] : [categories];
  },
  followUp: (answers) =>
    answers.flatMap(({ query, data }) =>
      query.route === routes.product.spu.getDetail ? [products(relatedProductsParams((data as { categoryId: number }).categoryId))] : [],
    ),
});
const info = page({ serverRendered: true, module: 'src/features/content/pages/info-page.tsx', inSitemap: true });
/** `/blogs` (by tag) and `/news`: their articles, the tags and the tags' names (dict article_tag). */
const articles = (section: 'blog' | 'news') =>
  page({
    serverRendered: true,
    module: BLOG_MODULE,
    params: section === 'blog' ? ['page', 'tag'] : ['page'],
    queries: ({ searchParams }) => [
      categories,
      ask(
        routes.promotion.article.page,
        articlePageRequest(pageNoOf(searchParams), section === 'blog' ? (searchParams.get('tag') ?? '') : '', section),
      ),
      ask(routes.promotion.article.tags),
      dictData,
    ],
    inSitemap: true,
  });
/** A page rendered in the browser: account, cart, checkout, links from mails. */
const inBrowser = page({});
/** A public page rendered in the browser (the customisation form and advertising pages). */
const publicInBrowser = page({ inSitemap: true });
/** A theme page open to everyone: its texts name the shop's contact data and delivery figures. */
const theme = page({ serverRendered: true, module: 'src/features/catalog/pages/theme-page.tsx', inSitemap: true });

/**
 * The storefront's pages by their route's path, one entry a line, in the router's order: the one
 * place that says how the server treats a page. `pnpm lint` (scripts/pages.mjs) checks that each has
 * exactly one route and each route its entry.
 */
export const STOREFRONT_PAGES = {
  '/': home,
  '/home': { ...home, inSitemap: false },
  '/productList': page({
    serverRendered: true,
    module: LIST_MODULE,
    params: ['id', ...LIST_PARAMS],
    queries: (address) => {
      const categoryId = Number(address.searchParams.get('id'));
      return Number.isInteger(categoryId) && categoryId > 0 ? [categories, ...listPage({ categoryId }, address)] : [categories];
    },
  }),
  '/currentlyPopular': fixedList('/currentlyPopular'),
  '/bestSeller': fixedList('/bestSeller'),
  '/newArrival': fixedList('/newArrival'),
  '/officeProducts': fixedList('/officeProducts'),
  '/packagingSolutions': fixedList('/packagingSolutions'),
  '/promotionalItems': fixedList('/promotionalItems'),
  '/search': page({
    serverRendered: true,
    module: LIST_MODULE,
    params: LIST_PARAMS,
    queries: (address) => {
      const keyword = (address.searchParams.get('keyword') ?? '').trim();
      return keyword ? [categories, ...listPage({ keyword }, address)] : [categories];
    },
  }),
  '/productDetail': productDetail,
  '/productDetail/:slug/:id': productDetail,
  '/customization': publicInBrowser,
  '/customDesign': page({
    serverRendered: true,
    module: 'src/features/catalog/design/design-page.tsx',
    // The canvas (Fabric.js).
    later: ['src/features/catalog/design/design-objects.ts'],
    params: ['spuId', 'skuId', 'locationId', 'size', 'method', 'count', 'id'],
    // No menus: its product and the dictionaries of methods and positions.
    queries: ({ searchParams }) => {
      const spuId = idOf(searchParams.get('spuId'));
      return spuId ? [product(spuId), dictData] : [dictData];
    },
    // It shows the picture of the print area's position, which its code picks.
    leadPictures: false,
  }),
  // `?spuId=&product=`: the product an "Ask a question" link sends along.
  '/contactUs': { ...info, params: ['spuId', 'product'] },
  '/faq': info,
  '/delivery': info,
  '/salesReturn': info,
  '/paymentMethods': info,
  '/privacyRights': info,
  '/policiesAndSecurity': info,
  '/copyright': info,
  '/about': info,
  '/corporateCulture': info,
  '/sustainability': info,
  '/supplyChain': info,
  '/socialResponsibility': info,
  '/deliverGoods': info,
  '/partnerships': info,
  '/login': inBrowser,
  '/register': inBrowser,
  '/forgetAccount': inBrowser,
  '/settings': inBrowser,
  '/createOrder': inBrowser,
  '/guestOrder': inBrowser,
  '/payOrder': inBrowser,
  '/buyHistory': inBrowser,
  '/orderDetail': inBrowser,
  '/afterSaleDetail': inBrowser,
  '/collectionRecord': inBrowser,
  '/likeProduct': inBrowser,
  '/footPrint': inBrowser,
  '/company': inBrowser,
  '/companyJoin': inBrowser,
  '/quoteRequest': inBrowser,
  '/quotes': inBrowser,
  '/quote': inBrowser,
  '/guestQuote': inBrowser,
  '/companyApprovals': inBrowser,
  '/companyOrders': inBrowser,
  '/companyOrder': inBrowser,
  '/newsletter': inBrowser,
  '/blogs': articles('blog'),
  '/news': articles('news'),
  '/blogDetail': page({
    serverRendered: true,
    module: BLOG_MODULE,
    params: ['id'],
    queries: withId((id) => ask(routes.promotion.article.get, { id })),
  }),
  '/career': page({
    serverRendered: true,
    module: CAREER_MODULE,
    queries: () => [categories, jobs(1, { title: '', location: '', company: '', category: '' })],
    inSitemap: true,
  }),
  '/jobList': page({
    serverRendered: true,
    module: CAREER_MODULE,
    params: ['page', ...JOB_FILTER_KEYS],
    queries: ({ searchParams }) => {
      const filter = Object.fromEntries(JOB_FILTER_KEYS.map((k) => [k, searchParams.get(k) ?? ''])) as JobFilter;
      return [categories, jobs(pageNoOf(searchParams), filter), ask(routes.system.job.filters)];
    },
    inSitemap: true,
  }),
  '/jobDetail': page({
    serverRendered: true,
    module: CAREER_MODULE,
    params: ['id'],
    queries: withId((id) => ask(routes.system.job.get, { id })),
  }),
  '/applyResume': inBrowser,
  '/advertising': publicInBrowser,
  '/advertisingProducts': publicInBrowser,
  '/advantages': theme,
  '/clothingAndTextiles': theme,
  '/digitalMarketing': theme,
  '/learning': theme,
  '/officeSoftware': theme,
  '/realTimeCommunication': theme,
  '/productCreation': inBrowser,
  '/productLaunch': inBrowser,
  '/myEarnings': inBrowser,
  '/distributor': inBrowser,
  '/paySuccess': inBrowser,
  // An unknown address: the not-found page, with status 404, in the first HTML.
  '*': page({ serverRendered: true }),
} satisfies Record<string, StorefrontPage>;

export type PagePath = keyof typeof STOREFRONT_PAGES;

/** Whether a path pattern's segments (`:name` any one) match an address's, as React Router compares them (any case). */
function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/').slice(1).filter(Boolean);
  return (
    parts.length === segments.length &&
    parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part.toLowerCase() === segments[i]!.toLowerCase()))
  );
}

/** The page at an address's path, matched as the router matches it: a path before a pattern, the unknown address last. */
export function pageAt(pathname: string): StorefrontPage {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const paths = Object.keys(STOREFRONT_PAGES) as PagePath[];
  const path =
    paths.find((p) => !p.includes(':') && p !== '*' && matches(p, segments)) ??
    paths.find((p) => p.includes(':') && matches(p, segments)) ??
    '*';
  return STOREFRONT_PAGES[path];
}
