import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ctxOf } from '../../lib/use-case.ts';
import { pageRenderer } from './render-page.ts';

const NOT_PAGES = /^\/(pc-api|admin-api|admin|uploads|docs|dev|healthz|assets)(\/|$|\?)/;

function isPageRequest(request: FastifyRequest): boolean {
  return !NOT_PAGES.test(request.url) && (request.headers.accept ?? '').includes('text/html');
}

/**
 * The storefront's pages: every address a browser asks for as HTML that no file or API route
 * answers gets index.html (the storefront routes on the client) with its first page's data.
 * Anything else falls through to the not-found answer.
 */
const storefrontRoutes: FastifyPluginAsync<{ webDist: string }> = async (app, opts) => {
  const render = pageRenderer(opts.webDist);
  if (!render) return;
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (!isPageRequest(request)) return reply.callNotFound();
    // The page's data depends on the visitor's language and currency choices (cookies) and region.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language')
      .send(await render(request, ctxOf(request)));
  });
};

export default storefrontRoutes;
