import { loadPageTexts } from '../lib/i18n.ts';

/**
 * A route's `handle` when the server renders its page: a public page, the same for every visitor
 * of a language and currency (personal parts fill in in the browser). `prepare` loads what the
 * page's first render needs before the browser hydrates the server's HTML.
 */
export interface PageHandle {
  serverRendered: true;
  prepare?: () => Promise<void>;
}

export const SERVER_RENDERED: PageHandle = { serverRendered: true };

/** Information pages: their long texts load before hydration (the server has them all). */
export const SERVER_RENDERED_WITH_TEXTS: PageHandle = { serverRendered: true, prepare: loadPageTexts };

export function isServerRendered(handle: unknown): handle is PageHandle {
  return (handle as PageHandle | undefined)?.serverRendered === true;
}
