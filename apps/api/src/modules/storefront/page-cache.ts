import type { CatalogCache } from '../catalog/catalog-cache.ts';

/** A page's HTML and HTTP status; `keep`: whether it may be cached (a complete server-rendered page). */
export interface Page {
  html: string;
  status: 200 | 404;
  serverRendered: boolean;
  keep: boolean;
}

const TTL_MS = 60_000;
const MAX_PAGES = 500;

/**
 * Server-rendered pages, per address, language, currency, country and layout. Emptied together with
 * the catalogue cache (the same change notifications), kept at most a minute (the stock they show
 * may change without a notification; the browser refreshes it), and only while notifications
 * arrive. Fewer entries than the catalogue cache: a page weighs tens of kilobytes.
 */
export class PageCache {
  private readonly pages = new Map<string, { page: Page; expires: number }>();
  private readonly rendering = new Map<string, Promise<Page>>();

  constructor(private readonly catalog: CatalogCache) {
    catalog.on('cleared', () => {
      this.pages.clear();
      this.rendering.clear();
    });
  }

  /** The page under `key`, rendered once however many ask at the same time. */
  async get(key: string, render: () => Promise<Page>): Promise<Page> {
    const hit = this.pages.get(key);
    if (hit && hit.expires > Date.now() && this.catalog.listening) return hit.page;
    const pending = this.rendering.get(key);
    if (pending) return pending;
    const promise = render().then((page) => {
      // A change that arrived meanwhile emptied `rendering`: such a page is not kept.
      if (page.keep && this.rendering.get(key) === promise && this.catalog.listening) this.remember(key, page);
      return page;
    });
    this.rendering.set(key, promise);
    return promise.finally(() => {
      if (this.rendering.get(key) === promise) this.rendering.delete(key);
    });
  }

  private remember(key: string, page: Page): void {
    this.pages.delete(key);
    if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, { page, expires: Date.now() + TTL_MS });
  }
}
