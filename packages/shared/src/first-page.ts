import type { TSpuFilter, TSpuListRequest } from './contracts/catalog.ts';

/** What a product list asks (`product/spu/getSpuList`), pagination included or left to the list. */
export type ListParams = Partial<TSpuListRequest>;

/** Articles per page of `/blogs` and `/news`. */
export const ARTICLE_PAGE_SIZE = 9;
/** Open positions per page of `/jobList`. */
export const JOB_PAGE_SIZE = 10;
/** The job filter's fields, as the address of `/jobList` carries them. */
export const JOB_FILTER_KEYS = ['title', 'location', 'company', 'category'] as const;
export type JobFilter = Record<(typeof JOB_FILTER_KEYS)[number], string>;

/** The tag that makes an article news (the shop's announcements on /news) rather than a blog article (/blogs). */
export const NEWS_TAG = 'news';

/** The articles a page of `/blogs` or `/news` (its `section`) asks for (all tags when `tag` is empty). */
export const articlePageRequest = (pageNo: number, tag: string, section: 'blog' | 'news') => ({
  pageNo,
  pageSize: ARTICLE_PAGE_SIZE,
  tag: tag || undefined,
  section,
});
/** The open positions a page of `/jobList` (or `/career`, unfiltered) asks for. */
export const jobPageRequest = (pageNo: number, filter: JobFilter) => ({ pageNo, pageSize: JOB_PAGE_SIZE, ...filter });

/** The page number in an address (`?page=`), 1 when absent or not a number. */
export const pageNoOf = (search: URLSearchParams) => Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);

/** The product sections of the home page. */
export const HOME_SECTIONS: { titleKey: string; more: string; params: ListParams }[] = [
  { titleKey: 'lists.currentlyPopular', more: '/currentlyPopular', params: { sortField: 'salesCount', sortAsc: false, pageSize: 4 } },
  { titleKey: 'lists.newArrival', more: '/newArrival', params: { sortField: 'createTime', sortAsc: false, pageSize: 4 } },
  { titleKey: 'lists.bestSeller', more: '/bestSeller', params: { sortField: 'salesCount', sortAsc: false, pageNo: 2, pageSize: 4 } },
];

/**
 * A shopper's choices on a product list as its address carries them, so a filtered list can be
 * shared and is rendered on the server: `color=101,103` (colour value ids), `method=1,5` (decorating
 * methods), `price=5-10` (major units of the shopper's currency; `50-` has no upper end), `inStock=1`
 * and `sort` (LIST_SORTS).
 */
export const LIST_CHOICE_PARAMS = ['color', 'method', 'price', 'inStock', 'sort'] as const;

/** The orders a shopper can choose for a list (none: the list's own, for a search the best matches first). */
export const LIST_SORTS = {
  bestselling: { sortField: 'salesCount', sortAsc: false },
  newest: { sortField: 'createTime', sortAsc: false },
  'price-asc': { sortField: 'price', sortAsc: true },
  'price-desc': { sortField: 'price', sortAsc: false },
} as const satisfies Record<string, ListParams>;
export type ListSort = keyof typeof LIST_SORTS;

const idsOf = (text: string | null, valid: RegExp) =>
  [...new Set((text ?? '').split(',').filter((part) => valid.test(part)))].sort().slice(0, 20);

/** The choices of an address as list parameters: only those it holds, unknown or malformed ones dropped. */
export function listChoiceOf(search: URLSearchParams): ListParams {
  const choice: ListParams = {};
  const colours = idsOf(search.get('color'), /^[1-9]\d{0,8}$/).map(Number);
  if (colours.length > 0) choice.colorIds = colours;
  const methods = idsOf(search.get('method'), /^[0-9a-z_-]{1,32}$/);
  if (methods.length > 0) choice.decoratingMethods = methods;
  const price = /^(\d{1,6})-(\d{1,6})?$/.exec(search.get('price') ?? '');
  if (price) {
    choice.priceMin = Number(price[1]) * 100;
    if (price[2]) choice.priceMax = Number(price[2]) * 100;
  }
  if (search.get('inStock') === '1') choice.inStock = true;
  const sort = search.get('sort');
  if (sort && Object.hasOwn(LIST_SORTS, sort)) Object.assign(choice, LIST_SORTS[sort as ListSort]);
  return choice;
}

/** What the facets beside a list count under: the list's filter without its order and page. */
export function facetFilterOf({
  sortField: _sort,
  sortAsc: _asc,
  pageNo: _page,
  pageSize: _size,
  ...filter
}: ListParams): Partial<TSpuFilter> {
  return filter;
}

/** Products per page of a product list. */
export const LIST_PAGE_SIZE = 9;

/** Product lists with their own address: a sort order, or a category the catalogue names by its code. */
export const LIST_PAGES: Record<string, { titleKey: string; params: ListParams; categoryCode?: string }> = {
  '/currentlyPopular': { titleKey: 'lists.currentlyPopular', params: { sortField: 'salesCount', sortAsc: false } },
  '/bestSeller': { titleKey: 'lists.bestSeller', params: { sortField: 'salesCount', sortAsc: false } },
  '/newArrival': { titleKey: 'lists.newArrival', params: { sortField: 'createTime', sortAsc: false } },
  '/officeProducts': { titleKey: 'lists.officeProducts', params: {}, categoryCode: 'office-products' },
  '/packagingSolutions': { titleKey: 'lists.packagingSolutions', params: {}, categoryCode: 'gift-packaging' },
  '/promotionalItems': { titleKey: 'lists.promotionalItems', params: {}, categoryCode: 'corporate-gifts' },
};

/** The id of the category the catalogue names `code` (ids differ between shops), undefined when it has none. */
export const categoryIdByCode = (categories: readonly { id: number; code: string | null }[], code: string): number | undefined =>
  categories.find((c) => c.code === code)?.id;

/** The products a product page suggests beside it ("You may also like"): the first of its category. */
export const relatedProductsParams = (categoryId: number): ListParams => ({ categoryId, pageSize: 5 });

/** The product id of `/productDetail/{slug}/{id}` or `/productDetail?id=`. */
export function productIdOf(pathname: string, search: URLSearchParams): number {
  return Number(pathname.split('/')[3] ?? search.get('id'));
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
