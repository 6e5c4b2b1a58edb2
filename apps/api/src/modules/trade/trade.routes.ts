import {
  envelope,
  ZIdOnlyQuery,
  ZOrder,
  ZOrderCountResponse,
  ZOrderCreateRequest,
  ZOrderCreateResponse,
  ZOrderPageRequest,
  ZOrderPageResponse,
  ZPaySuccessRequest,
  ZSettlementRequest,
  ZSettlementResponse,
  ZTradeConfig,
  ZWalletOrder,
} from '@shop/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf, ok } from '../../lib/use-case.ts';
import { createOrder } from './create-order.ts';
import { getTradeConfig } from './get-trade-config.ts';
import { cancelOrder, deleteOrder, orderCounts, ownOrder, pageOrders, receiveOrder, toOrder } from './order-lifecycle.ts';
import { createWalletOrder, paySuccess } from './pay-order.ts';
import { buildQuote, cachedSource } from './quote.ts';

const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/trade/config/get', {
    schema: { tags: ['trade'], summary: 'After-sale reasons and delivery threshold', response: { 200: envelope(ZTradeConfig) } },
    handler: async (request) => ok(await getTradeConfig(ctxOf(request), app.payments.offered)),
  });

  app.post('/trade/order/settlement', {
    schema: { tags: ['trade'], summary: 'Price an order: lines with quantity discounts, coupon, delivery, tax, total', body: ZSettlementRequest, response: { 200: envelope(ZSettlementResponse) } },
    handler: async (request) => {
      const ctx = ctxOf(request);
      const { items, price } = await buildQuote(ctx, request.body, cachedSource(ctx, app.catalogCache));
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
      return ok(await createOrder(ctxOf(request), app.mailer, request.body, idempotencyKey));
    },
  });

  const member = { preHandler: app.requireMember };
  const tags = ['orders'];
  const ZTrue = envelope(z.boolean());
  app.get('/trade/order/page', {
    ...member,
    schema: { tags, summary: "The member's orders, newest first, by status", querystring: ZOrderPageRequest, response: { 200: envelope(ZOrderPageResponse) } },
    handler: async (request) => ok(await pageOrders(ctxOf(request), request.query)),
  });
  app.get('/trade/order/get-detail', {
    ...member,
    schema: { tags, summary: 'One order with lines, prices, address and times', querystring: ZIdOnlyQuery, response: { 200: envelope(ZOrder) } },
    handler: async (request) => ok(toOrder(await ownOrder(ctxOf(request), request.query.id))),
  });
  app.get('/trade/order/get-count', {
    ...member,
    schema: { tags, summary: 'Orders per status', response: { 200: envelope(ZOrderCountResponse) } },
    handler: async (request) => ok(await orderCounts(ctxOf(request))),
  });
  app.delete('/trade/order/cancel', {
    ...member,
    schema: { tags, summary: 'Cancel an unpaid order, or a paid one within 24 h before dispatch (refunded in full); stock and coupon are given back', querystring: ZIdOnlyQuery, response: { 200: ZTrue } },
    handler: async (request) => ok(await cancelOrder(ctxOf(request), app.mailer, app.payments, request.query.id)),
  });
  app.put('/trade/order/receive', {
    ...member,
    schema: { tags, summary: 'Confirm receipt of a dispatched order', querystring: ZIdOnlyQuery, response: { 200: ZTrue } },
    handler: async (request) => ok(await receiveOrder(ctxOf(request), request.query.id)),
  });
  app.delete('/trade/order/delete', {
    ...member,
    schema: { tags, summary: 'Remove a completed or cancelled order from the list', querystring: ZIdOnlyQuery, response: { 200: ZTrue } },
    handler: async (request) => ok(await deleteOrder(ctxOf(request), request.query.id)),
  });
  app.post('/pay/order/pay/success', {
    ...member,
    schema: { tags: ['payment'], summary: 'Mark the order paid after the wallet approved (demo wallet when PayPal is not configured)', body: ZPaySuccessRequest, response: { 200: ZTrue } },
    handler: async (request) => ok(await paySuccess(ctxOf(request), app.mailer, app.payments, request.body)),
  });
  app.post('/pay/order/paypal/create', {
    ...member,
    schema: {
      tags: ['payment'],
      summary: "Open the PayPal order of a payment: its id (the token for pay/success) and PayPal's page where the shopper approves it",
      querystring: ZIdOnlyQuery,
      response: { 200: envelope(ZWalletOrder) },
    },
    handler: async (request) => ok(await createWalletOrder(ctxOf(request), app.config, app.payments, request.query.id)),
  });
};

export default tradeRoutes;
