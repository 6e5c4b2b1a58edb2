import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from './newsletter.ts';

const { newsletter } = contract.promotion;

/** The newsletter's sign-up, confirmation and unsubscribe links, under /pc-api. */
const newsletterRoutes: FastifyPluginAsync<{ formsPerMinute: number }> = async (app, opts) => {
  // Each sign-up sends a mail: limited like the other forms.
  handle(app, newsletter.subscribe, (ctx, body) => subscribeNewsletter(ctx, body.email), {
    config: { rateLimit: { max: opts.formsPerMinute, timeWindow: '1 minute' } },
  });
  handle(app, newsletter.confirm, (ctx, query) => confirmNewsletter(ctx, query.token));
  handle(app, newsletter.unsubscribe, (ctx, query) => unsubscribeNewsletter(ctx, query.token));
};

export default newsletterRoutes;
