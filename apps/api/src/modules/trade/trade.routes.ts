import { envelope, ZTradeConfig } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf, ok } from '../../lib/use-case.ts';
import { getTradeConfig } from './get-trade-config.ts';

const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/trade/config/get', {
    schema: { tags: ['trade'], summary: 'After-sale reasons and delivery threshold', response: { 200: envelope(ZTradeConfig) } },
    handler: async (request) => ok(await getTradeConfig(ctxOf(request))),
  });
};

export default tradeRoutes;
