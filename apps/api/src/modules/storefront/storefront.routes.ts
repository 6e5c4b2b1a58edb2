import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ctxOf } from '../../lib/use-case.ts';
import { PageCache } from './page-cache.ts';
import { pageRenderer } from './render-page.ts';

const NOT_PAGES = /^\/(pc-api|admin-api|admin|uploads|docs|dev|healthz|assets)(\/|$|\?)/;

/**
 * A server-rendered page is the same for every visitor with the same language, currency, country
 * and layout, so a CDN may keep it a minute and serve it stale for ten while it asks again; the
 * personal parts (cart badge, account menu) fill in in the browser.
 */
const SERVER_RENDERED_CACHING = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** A missing file (`/logo.png`) stays a plain 404; only addresses without an extension are pages. */
const FILE_NAME = /\.[a-z0-9]+$/i;

/**
 * Browsers ask for text/html; link previews, crawlers and curl often accept any type or send no
 * Accept at all, and must get the page too.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (NOT_PAGES.test(request.url)) return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || (accept.includes('*/*') && !FILE_NAME.test(request.url.split('?')[0] ?? ''));
}

/**
 * The storefront's pages: every address a browser asks for as HTML that no file or API route
 * answers gets index.html with its first page's data, and public pages come rendered on the
 * server. Anything else falls through to the not-found answer.
 */
const storefrontRoutes: FastifyPluginAsync<{ webDist: string; publicUrl: string }> = async (app, opts) => {
  const render = await pageRenderer(opts.webDist, opts.publicUrl.replace(/\/$/, ''), new PageCache(app.services.catalogCache));
  if (!render) return;
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (!isPageRequest(request)) return reply.callNotFound();
    const page = await render(request, ctxOf(request));
    // The page depends on the visitor's language and country choices (cookies), region and layout (user agent).
    // A not-found page is not for a CDN to keep: the product may be published a moment later.
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', page.serverRendered && page.status === 200 ? SERVER_RENDERED_CACHING : 'no-cache')
      .header('vary', page.serverRendered ? 'cookie, accept-language, user-agent, sec-ch-ua-mobile' : 'cookie, accept-language')
      .send(page.html);
  });
};

export default storefrontRoutes;
