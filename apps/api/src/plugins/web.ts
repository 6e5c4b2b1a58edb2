import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The storefront's index.html, answered for every page route (client-side routing). */
    indexHtml: string | null;
  }
}

const NOT_PAGES = /^\/(pc-api|uploads|docs|dev|healthz|assets)(\/|$)/;

export function isPageRequest(request: FastifyRequest): boolean {
  return request.method === 'GET' && !NOT_PAGES.test(request.url) && (request.headers.accept ?? '').includes('text/html');
}

/** Uploaded files at /uploads/ and the built storefront at /. */
export default fp(
  async function web(app: FastifyInstance, opts: { uploadDir: string; webDist: string }) {
    await app.register(fastifyStatic, {
      root: opts.uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Uploaded files never change under their name.
      maxAge: '30d',
      immutable: true,
      setHeaders: (res) => res.header('x-content-type-options', 'nosniff'),
    });
    const index = join(opts.webDist, 'index.html');
    app.decorate('indexHtml', existsSync(index) ? readFileSync(index, 'utf8') : null);
    if (!app.indexHtml) return;
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'web' },
);
