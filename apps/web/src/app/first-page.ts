import type { FirstPageData } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { firstRender } from '../lib/first-render.ts';
import { queryClient } from '../lib/query-client.ts';
import { isServerRendered } from './page-handle.ts';
import { routes } from './router.tsx';

/** The first page's data the server sent inside the HTML, if any. */
export function readFirstPage(): FirstPageData | null {
  const text = document.getElementById('first-page')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstPageData;
  } catch {
    // A damaged payload: the page asks the API itself.
    return null;
  }
}

/**
 * The first page's answers in a query cache, dated when the server read them (a page from a cache
 * refreshes what has grown stale, such as stock). What the catalogue said does not exist is a failed
 * query that is not asked again when the page mounts: the page shows it is not found, on the server
 * and when hydrated alike.
 */
export function fillQueryCache(client: QueryClient, data: FirstPageData): void {
  for (const [key, value] of data.queries) client.setQueryData(key, value, { updatedAt: data.updatedAt });
  for (const key of data.missing) {
    client.setQueryDefaults(key, { retryOnMount: false });
    client
      .getQueryCache()
      .build(client, { queryKey: key })
      .setState({ status: 'error', error: new Error('Not found'), errorUpdatedAt: data.updatedAt, fetchStatus: 'idle' });
  }
}

/**
 * Puts the first page's catalogue data into the query cache, so the page renders without waiting
 * for its API calls; only when it was made for this visitor's language and currency. Answers
 * whether it was, that is whether the server's HTML of the page can be hydrated.
 */
export function seedFirstPage(data: FirstPageData | null, language: string, currency: string): boolean {
  if (!data || data.language !== language || data.currency !== currency) return false;
  fillQueryCache(queryClient, data);
  firstRender.mobile = data.mobile;
  firstRender.country = data.country;
  return true;
}

/** Whether the server renders the page at `pathname` (its manifest entry, the route's `handle`, says so). */
export function renderedOnServer(pathname: string): boolean {
  return isServerRendered(matchRoutes(routes, pathname)?.at(-1)?.route.handle);
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
  } else if (pathname === '/customDesign') {
    void import('../features/catalog/design/design-page.tsx').then((m) => m.prefetchDesign(queryClient, search));
  }
}
