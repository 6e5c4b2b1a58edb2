import { envelope, ZOrderCreateRequest, ZOrderCreateResponse, ZSettlementRequest, ZSettlementResponse, ZTradeConfig } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf, ok } from '../../lib/use-case.ts';
import { createOrder } from './create-order.ts';
import { getTradeConfig } from './get-trade-config.ts';
import { buildQuote } from './quote.ts';

const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/trade/config/get', {
    schema: { tags: ['trade'], summary: 'After-sale reasons and delivery threshold', response: { 200: envelope(ZTradeConfig) } },
    handler: async (request) => ok(await getTradeConfig(ctxOf(request))),
  });

  app.post('/trade/order/settlement', {
    schema: { tags: ['trade'], summary: 'Price an order: lines with quantity discounts, coupon, delivery, tax, total', body: ZSettlementRequest, response: { 200: envelope(ZSettlementResponse) } },
    handler: async (request) => {
      const { items, price } = await buildQuote(ctxOf(request), request.body);
      return ok({ items, price });
    },
  });

  app.post('/trade/order/create', {
    preHandler: app.requireMember,
    schema: {
      tags: ['trade'],
      summary: 'Create the order (prices recomputed, stock reserved); send an Idempotency-Key header to make retries safe',
      body: ZOrderCreateRequest,
      response: { 200: envelope(ZOrderCreateResponse) },
    },
    handler: async (request) => {
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && key.length > 0 && key.length <= 100 ? key : undefined;
      return ok(await createOrder(ctxOf(request), request.body, idempotencyKey));
    },
  });
};

export default tradeRoutes;
