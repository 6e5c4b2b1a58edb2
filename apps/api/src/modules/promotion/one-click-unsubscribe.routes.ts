import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ctxOf } from '../../lib/use-case.ts';
import { unsubscribeNewsletter } from './newsletter.ts';

const ZToken = z.object({ token: z.string().trim().min(16).max(128) });

/**
 * The address of a marketing mail's List-Unsubscribe header, outside /pc-api: mail programs POST
 * `List-Unsubscribe=One-Click` to it without login or the shop's headers (RFC 8058); a browser
 * opening it goes to the newsletter page, which unsubscribes and says so.
 */
const oneClickUnsubscribeRoutes: FastifyPluginAsync = async (app) => {
  // Mail programs send the one field as a form; parsed here only, in this plugin's scope.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const tokenOf = (query: unknown) => {
    const parsed = ZToken.safeParse(query);
    if (!parsed.success) throw new AppError('NEWSLETTER_LINK_INVALID');
    return parsed.data.token;
  };
  app.post('/newsletter/unsubscribe', { schema: { hide: true } }, async (request) => {
    await unsubscribeNewsletter(ctxOf(request), tokenOf(request.query));
    return { code: 0, data: true, msg: '' };
  });
  app.get('/newsletter/unsubscribe', { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(`/newsletter?unsubscribe=${encodeURIComponent(tokenOf(request.query))}`),
  );
};

export default oneClickUnsubscribeRoutes;
