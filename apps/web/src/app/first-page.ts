import type { FirstPageData } from '@shop/shared';
import { queryClient } from '../lib/query-client.ts';

/**
 * Puts the first page's catalogue data that the server sent inside the HTML into the query cache,
 * so the page renders without waiting for its API calls; only when it was made for this
 * visitor's language and currency.
 */
export function seedFirstPage(language: string, currency: string): void {
  const text = document.getElementById('first-page')?.textContent;
  if (!text) return;
  try {
    const data = JSON.parse(text) as FirstPageData;
    if (data.language !== language || data.currency !== currency) return;
    for (const [key, value] of data.queries) queryClient.setQueryData(key, value);
  } catch {
    // A damaged payload: the page asks the API itself.
  }
}

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
