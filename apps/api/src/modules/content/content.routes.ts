import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { createContactMessage } from './create-contact-message.ts';

const contentRoutes: FastifyPluginAsync<{ formsPerMinute: number }> = async (app, opts) => {
  handle(app, contract.system.contactUs.create, (ctx, body) => createContactMessage(ctx, body), {
    config: { rateLimit: { max: opts.formsPerMinute, timeWindow: '1 minute' } },
  });
};

export default contentRoutes;
