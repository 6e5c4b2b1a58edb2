import { queryKey } from './api/route.ts';
import { routes } from './api/routes.ts';
import type { TSpuListRequest } from './contracts/catalog.ts';

type ListParams = Partial<TSpuListRequest>;

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

/** What a page of the storefront asks the catalogue first, under the storefront's query key (from the route table). */
export type FirstPageQuery =
  | { key: readonly unknown[]; call: 'categories' }
  | { key: readonly unknown[]; call: 'products'; params: ListParams }
  | { key: readonly unknown[]; call: 'product'; id: number };

const categories: FirstPageQuery = { key: queryKey(routes.product.category.list), call: 'categories' };
const products = (params: ListParams): FirstPageQuery => ({
  key: queryKey(routes.product.spu.getSpuList, params),
  call: 'products',
  params,
});
const product = (id: number): FirstPageQuery => ({ key: queryKey(routes.product.spu.getDetail, { id }), call: 'product', id });

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
  const listPage = (params: ListParams) =>
    products({ ...params, pageNo: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1), pageSize: LIST_PAGE_SIZE });
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
    return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? [categories, product(id)] : [categories];
  }
  // Every page's menus show the categories.
  return [categories];
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
