import { queryClient } from './query-client.ts';

/**
 * Starts the first page's code and data while the texts load, instead of one after the other
 * (the page otherwise waits for JavaScript, then texts, then its chunk, then its data).
 */
export function prefetchFirstPage(pathname: string, search: URLSearchParams): void {
  if (pathname === '/' || pathname === '/home') {
    void import('../features/catalog/pages/home-page.tsx').then((m) => m.prefetchHome(queryClient));
  } else if (pathname === '/productList') {
    void import('../features/catalog/pages/product-list-page.tsx');
  } else if (pathname.startsWith('/productDetail')) {
    void import('../features/catalog/pages/product-detail-page.tsx').then((m) => m.prefetchDetail(queryClient, pathname, search));
  }
}
