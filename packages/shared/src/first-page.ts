import { queryKey } from './api/route.ts';
import { routes } from './api/routes.ts';
import type { TSpuListRequest } from './contracts/catalog.ts';

type ListParams = Partial<TSpuListRequest>;

/** Articles per page of `/blogs` and `/news`. */
export const ARTICLE_PAGE_SIZE = 9;
/** Open positions per page of `/jobList`. */
export const JOB_PAGE_SIZE = 10;
/** The job filter's fields, as the address of `/jobList` carries them. */
export const JOB_FILTER_KEYS = ['title', 'location', 'company', 'category'] as const;
export type JobFilter = Record<(typeof JOB_FILTER_KEYS)[number], string>;

/** The articles a page of `/blogs` or `/news` asks for (all tags when `tag` is empty). */
export const articlePageRequest = (pageNo: number, tag: string) => ({ pageNo, pageSize: ARTICLE_PAGE_SIZE, tag: tag || undefined });
/** The open positions a page of `/jobList` (or `/career`, unfiltered) asks for. */
export const jobPageRequest = (pageNo: number, filter: JobFilter) => ({ pageNo, pageSize: JOB_PAGE_SIZE, ...filter });

/**
 * The address parameters the server-rendered pages read (their first-page queries, the design
 * editor's configuration, the language): any other (`utm_source`, `gclid`, a random one) changes
 * neither what such a page shows nor the server's cache key for it.
 */
export const PAGE_PARAMS: ReadonlySet<string> = new Set([
  'id',
  'page',
  'tag',
  'keyword',
  ...JOB_FILTER_KEYS,
  'spuId',
  'skuId',
  'locationId',
  'size',
  'method',
  'count',
  'lang',
]);

/** The page number in an address (`?page=`), 1 when absent or not a number. */
export const pageNoOf = (search: URLSearchParams) => Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);

/** The product sections of the home page. */
export const HOME_SECTIONS: { titleKey: string; more: string; params: ListParams }[] = [
  { titleKey: 'lists.currentlyPopular', more: '/currentlyPopular', params: { sortField: 'salesCount', sortAsc: false, pageSize: 4 } },
  { titleKey: 'lists.newArrival', more: '/newArrival', params: { sortField: 'createTime', sortAsc: false, pageSize: 4 } },
  { titleKey: 'lists.bestSeller', more: '/bestSeller', params: { sortField: 'salesCount', sortAsc: false, pageNo: 2, pageSize: 4 } },
];

/** Products per page of a product list. */
export const LIST_PAGE_SIZE = 9;

/** Product lists with their own address: a sort order or a category. */
export const LIST_PAGES: Record<string, { titleKey: string; params: ListParams }> = {
  '/currentlyPopular': { titleKey: 'lists.currentlyPopular', params: { sortField: 'salesCount', sortAsc: false } },
  '/bestSeller': { titleKey: 'lists.bestSeller', params: { sortField: 'salesCount', sortAsc: false } },
  '/newArrival': { titleKey: 'lists.newArrival', params: { sortField: 'createTime', sortAsc: false } },
  '/officeProducts': { titleKey: 'lists.officeProducts', params: { categoryId: 254 } },
  '/packagingSolutions': { titleKey: 'lists.packagingSolutions', params: { categoryId: 253 } },
  '/promotionalItems': { titleKey: 'lists.promotionalItems', params: { categoryId: 252 } },
};

/** What a page of the storefront asks first (catalogue, articles, jobs), under the storefront's query key (from the route table). */
export type FirstPageQuery =
  | { key: readonly unknown[]; call: 'categories' | 'dictData' | 'articleTags' | 'jobFilters' }
  | { key: readonly unknown[]; call: 'products'; params: ListParams }
  | { key: readonly unknown[]; call: 'articles'; params: ReturnType<typeof articlePageRequest> }
  | { key: readonly unknown[]; call: 'jobs'; params: JobFilter & { pageNo: number; pageSize: number } }
  | { key: readonly unknown[]; call: 'product' | 'article' | 'job'; id: number };

const categories: FirstPageQuery = { key: queryKey(routes.product.category.list), call: 'categories' };
/** The dictionaries (delivery speeds, decorating methods, logo positions) a product page shows. */
const dictData: FirstPageQuery = { key: queryKey(routes.system.dictData.listAllSimple), call: 'dictData' };
const products = (params: ListParams): FirstPageQuery => ({
  key: queryKey(routes.product.spu.getSpuList, params),
  call: 'products',
  params,
});
const product = (id: number): FirstPageQuery => ({ key: queryKey(routes.product.spu.getDetail, { id }), call: 'product', id });
const articles = (params: ReturnType<typeof articlePageRequest>): FirstPageQuery => ({
  key: queryKey(routes.promotion.article.page, params),
  call: 'articles',
  params,
});
const jobs = (params: ReturnType<typeof jobPageRequest>): FirstPageQuery => ({
  key: queryKey(routes.system.job.page, params),
  call: 'jobs',
  params,
});

/** An id from the address that the API could hold (a positive 32-bit integer), else null. */
function idOf(text: string | null | undefined): number | null {
  const id = Number.parseInt(text ?? '', 10);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The articles and jobs pages' queries (after the categories every page's menus show). */
function contentQueries(pathname: string, search: URLSearchParams): FirstPageQuery[] {
  if (pathname === '/blogs' || pathname === '/news')
    return [
      articles(articlePageRequest(pageNoOf(search), search.get('tag') ?? '')),
      { key: queryKey(routes.promotion.article.tags), call: 'articleTags' },
    ];
  const id = idOf(search.get('id'));
  if (pathname === '/blogDetail' && id) return [{ key: queryKey(routes.promotion.article.get, { id }), call: 'article', id }];
  if (pathname === '/career') return [jobs(jobPageRequest(1, { title: '', location: '', company: '', category: '' }))];
  if (pathname === '/jobList') {
    const filter = Object.fromEntries(JOB_FILTER_KEYS.map((k) => [k, search.get(k) ?? ''])) as JobFilter;
    return [jobs(jobPageRequest(pageNoOf(search), filter)), { key: queryKey(routes.system.job.filters), call: 'jobFilters' }];
  }
  if (pathname === '/jobDetail' && id) return [{ key: queryKey(routes.system.job.get, { id }), call: 'job', id }];
  return [];
}

/** The products a product page suggests beside it ("You may also like"): the first of its category. */
export const relatedProductsParams = (categoryId: number): ListParams => ({ categoryId, pageSize: 5 });

/**
 * What the first page asks once its first answers are in: a product page's suggestions, which need
 * the product's category.
 */
export function followUpQueries(pathname: string, answers: readonly { query: FirstPageQuery; data: unknown }[]): FirstPageQuery[] {
  if (!pathname.startsWith('/productDetail')) return [];
  return answers.flatMap(({ query, data }) =>
    query.call === 'product' ? [products(relatedProductsParams((data as { categoryId: number }).categoryId))] : [],
  );
}

/** The product id of `/productDetail/{slug}/{id}` or `/productDetail?id=`. */
export function productIdOf(pathname: string, search: URLSearchParams): number {
  return Number(pathname.split('/')[3] ?? search.get('id'));
}

/**
 * The catalogue queries of the first page at this address: the server answers them inside the
 * HTML, the storefront starts them itself when they are missing.
 */
export function firstPageQueries(pathname: string, search: URLSearchParams): FirstPageQuery[] {
  if (pathname === '/' || pathname === '/home') return [categories, ...HOME_SECTIONS.map((s) => products(s.params))];
  // A list's page as its view asks for it (`page` in the address).
  const listPage = (params: ListParams) => products({ ...params, pageNo: pageNoOf(search), pageSize: LIST_PAGE_SIZE });
  if (pathname === '/productList') {
    const categoryId = Number(search.get('id'));
    return Number.isInteger(categoryId) && categoryId > 0 ? [categories, listPage({ categoryId })] : [categories];
  }
  const list = LIST_PAGES[pathname];
  if (list) return [categories, listPage(list.params)];
  if (pathname === '/search') {
    const keyword = (search.get('keyword') ?? '').trim();
    return keyword ? [categories, listPage({ keyword })] : [categories];
  }
  if (pathname.startsWith('/productDetail')) {
    const id = productIdOf(pathname, search);
    return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? [categories, product(id), dictData] : [categories];
  }
  // The design editor (no menus): its product and the dictionaries of methods and positions.
  if (pathname === '/customDesign') {
    const spuId = idOf(search.get('spuId'));
    return spuId ? [product(spuId), dictData] : [dictData];
  }
  // Every page's menus show the categories.
  return [categories, ...contentQueries(pathname, search)];
}

/** The first page's data as the HTML carries it: used only when language and currency match the storefront's. */
export interface FirstPageData {
  language: string;
  currency: string;
  /** The shipping country and the phone-or-desktop layout the server rendered the page for. */
  country: string;
  mobile: boolean;
  /** When the answers were read (epoch ms): a page served from a cache hands the browser data of that age. */
  updatedAt: number;
  queries: (readonly [readonly unknown[], unknown])[];
  /** Queries the catalogue answered "no such thing" (an unknown product): the page shows it is not found. */
  missing: (readonly unknown[])[];
}
