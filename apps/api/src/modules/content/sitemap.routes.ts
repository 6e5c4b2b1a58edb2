import type { FastifyPluginAsync } from 'fastify';
import { ctxOf } from '../../lib/use-case.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** `/sitemap.xml` and `/robots.txt` for search engines, with the shop's public address; cached for an hour. */
const sitemapRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, opts) => {
  const base = opts.publicUrl.replace(/\/$/, '');
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapXml(ctxOf(request), base)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(base)),
  );
};

export default sitemapRoutes;
