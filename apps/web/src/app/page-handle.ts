/**
 * A route's `handle` when the server renders its page: a public page, the same for every visitor
 * of a language and currency (personal parts fill in in the browser). What the page needs beyond
 * the first-page data it waits for by suspending (React's `use`), so the browser keeps the server's
 * HTML until then.
 */
interface PageHandle {
  serverRendered: true;
}

export const SERVER_RENDERED: PageHandle = { serverRendered: true };

export function isServerRendered(handle: unknown): boolean {
  return (handle as PageHandle | undefined)?.serverRendered === true;
}
