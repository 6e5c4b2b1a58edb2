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
  if (pathname === '/productList') {
    const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
    const categoryId = Number(search.get('id'));
    return Number.isInteger(categoryId) && categoryId > 0
      ? [categories, products({ categoryId, pageNo: page, pageSize: LIST_PAGE_SIZE })]
      : [categories];
  }
  if (pathname.startsWith('/productDetail')) {
    const id = productIdOf(pathname, search);
    return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? [categories, product(id)] : [categories];
  }
  return [];
}

/** The first page's data as the HTML carries it: used only when language and currency match the storefront's. */
export interface FirstPageData {
  language: string;
  currency: string;
  queries: (readonly [readonly unknown[], unknown])[];
}
