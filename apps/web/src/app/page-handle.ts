import type { StorefrontPage } from '@shop/shared';

/** Whether a route's `handle` (its page's manifest entry, see `page()` in router.tsx) says the server renders it. */
export function isServerRendered(handle: unknown): boolean {
  return (handle as StorefrontPage | undefined)?.serverRendered === true;
}
