import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { captureCard, cardLinks, type FakeCardOrder, newCardOrder, registerCardRoutes } from './fake-paypal-card.ts';

export type CaptureOutcome = 'approve' | 'decline' | 'wrong-amount' | 'pending';
export type RefundOutcome = 'refund' | 'fail';

interface FakeOrder {
  id: string;
  referenceId: string;
  currency: string;
  value: string;
  returnUrl: string;
  cancelUrl: string;
  /** Card orders (payment_source.card): PayPal's order status, the card once entered, its 3-D Secure result. */
  card?: FakeCardOrder;
}

interface CreateBody {
  purchase_units: { reference_id: string; amount: { currency_code: string; value: string } }[];
  payment_source?: {
    paypal?: { experience_context?: { return_url?: string; cancel_url?: string } };
    card?: { attributes?: { verification?: { method?: string } }; experience_context?: { return_url?: string; cancel_url?: string } };
  };
}

/** The settings that point the shop's PayPal client at a fake at `url`. */
export const paypalSettings = (url: string) => ({ PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: url });

/**
 * A local stand-in for PayPal's REST API (OAuth token, Orders v2 create and capture, refunds of
 * captures), speaking its JSON, so the real SDK runs against it; and for PayPal's approval page,
 * which sends the shopper back to the order's return URL with `token` and `PayerID` as PayPal
 * does (or to the cancel URL with `?cancel=1`). `outcome` and `refundOutcome` decide how the next captures and refunds end.
 * Card orders (`payment_source.card`) as fake-paypal-card.ts describes: the test card's number decides their outcome.
 * Run as a script (`tsx fake-paypal.ts PORT`) it serves the browser journeys.
 */
export async function startFakePaypal(port = 0) {
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, string>();
  const captured = new Map<string, unknown>();
  /** `captureDelayMs` holds every capture back that long (a slow PayPal); `captureStatus` is what GET captures/:id answers. */
  const state = {
    outcome: 'approve' as CaptureOutcome,
    refundOutcome: 'refund' as RefundOutcome,
    captures: 0,
    refunds: 0,
    captureDelayMs: 0,
    captureStatus: 'COMPLETED',
    /** Every refund made (repeats of a request id not counted): of which capture, by which request id, how much. */
    refunded: [] as { captureId: string; requestId: string; value: string }[],
  };
  const app = Fastify();
  // PayPal's SDK sends JSON content types with empty bodies (token, capture).
  app.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string' }, (request, body, done) => {
    try {
      const text = String(body ?? '');
      // Forms of the card fields' and 3-D Secure pages as browsers post them.
      if (String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded') && !text.trim().startsWith('{'))
        return done(null, Object.fromEntries(new URLSearchParams(text)));
      done(null, text ? (text.trim().startsWith('{') ? JSON.parse(text) : {}) : {});
    } catch (error) {
      done(error as Error);
    }
  });
  app.post('/v1/oauth2/token', async () => ({
    access_token: `fake-${randomUUID()}`,
    token_type: 'Bearer',
    expires_in: 3600,
    scope: 'https://uri.paypal.com/services/payments',
  }));
  app.post('/v2/checkout/orders', async (request, reply) => {
    const body = request.body as CreateBody;
    const unit = body.purchase_units[0]!;
    const source = body.payment_source ?? {};
    const context = source.paypal?.experience_context ?? source.card?.experience_context ?? {};
    const id = `PAYPAL-${randomUUID().slice(0, 8).toUpperCase()}`;
    orders.set(id, {
      id,
      referenceId: unit.reference_id,
      currency: unit.amount.currency_code,
      value: unit.amount.value,
      returnUrl: context.return_url ?? '',
      cancelUrl: context.cancel_url ?? '',
      ...(source.card ? { card: newCardOrder(source.card.attributes?.verification?.method) } : {}),
    });
    if (source.card)
      return reply.status(200).send({ id, status: 'PAYER_ACTION_REQUIRED', links: cardLinks(`http://${request.headers.host}`, id) });
    const approve = `http://${request.headers.host}/checkoutnow?token=${id}`;
    return reply.status(200).send({ id, status: 'PAYER_ACTION_REQUIRED', links: [{ href: approve, rel: 'payer-action', method: 'GET' }] });
  });
  app.get('/checkoutnow', async (request, reply) => {
    const { token, cancel } = request.query as { token?: string; cancel?: string };
    const order = orders.get(token ?? '');
    if (!order) return reply.status(404).send('unknown order');
    const back = new URL(cancel ? order.cancelUrl : order.returnUrl);
    back.searchParams.set('token', order.id);
    if (!cancel) back.searchParams.set('PayerID', 'FAKEPAYER1');
    return reply.redirect(back.toString());
  });
  app.post('/v2/payments/captures/:id/refund', async (request, reply) => {
    const captureId = (request.params as { id: string }).id;
    const order = orders.get(captureId.replace(/^CAP-/, ''));
    if (!order) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
    if (state.refundOutcome === 'fail')
      return reply.status(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] });
    // PayPal-Request-Id makes a repeated refund answer the first one.
    const key = String(request.headers['paypal-request-id'] ?? randomUUID());
    const amount = (request.body as { amount?: { currency_code: string; value: string } }).amount ?? {
      currency_code: order.currency,
      value: order.value,
    };
    if (!refunds.has(key)) {
      // As PayPal: never more back than the capture took, over all its refunds.
      const cents = (value: string) => Math.round(Number(value) * 100);
      const before = state.refunded.filter((r) => r.captureId === captureId).reduce((sum, r) => sum + cents(r.value), 0);
      if (before + cents(amount.value) > cents(order.value))
        return reply.status(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] });
      refunds.set(key, `REFUND-${randomUUID().slice(0, 8).toUpperCase()}`);
      state.refunds += 1;
      state.refunded.push({ captureId, requestId: key, value: amount.value });
    }
    return reply.status(201).send({ id: refunds.get(key), status: 'COMPLETED', amount });
  });
  app.post('/v2/checkout/orders/:id/capture', async (request, reply) => {
    const order = orders.get((request.params as { id: string }).id);
    if (!order) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
    // PayPal-Request-Id makes a repeated capture answer the first one.
    const key = String(request.headers['paypal-request-id'] ?? randomUUID());
    if (captured.has(key)) return reply.status(201).send(captured.get(key));
    if (state.captureDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.captureDelayMs));
    if (order.card) {
      const answer = captureCard(order, state);
      if (answer.status === 201) {
        state.captures += 1;
        captured.set(key, answer.body);
      }
      return reply.status(answer.status).send(answer.body);
    }
    state.captures += 1;
    if (state.outcome === 'decline')
      return reply.status(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    const value = state.outcome === 'wrong-amount' ? '0.01' : order.value;
    const status = state.outcome === 'pending' ? 'PENDING' : 'COMPLETED';
    const answer = {
      id: order.id,
      status: 'COMPLETED',
      purchase_units: [
        {
          reference_id: order.referenceId,
          payments: { captures: [{ id: `CAP-${order.id}`, status, amount: { currency_code: order.currency, value } }] },
        },
      ],
    };
    captured.set(key, answer);
    return reply.status(201).send(answer);
  });
  app.get('/v2/payments/captures/:id', async (request, reply) => {
    const captureId = (request.params as { id: string }).id;
    const order = orders.get(captureId.replace(/^CAP-/, ''));
    if (!order) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
    return { id: captureId, status: state.captureStatus, amount: { currency_code: order.currency, value: order.value } };
  });
  registerCardRoutes(app, orders);
  await app.listen({ port, host: '127.0.0.1' });
  const { port: listening } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${listening}`, state, close: () => app.close() };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'))) await startFakePaypal(Number(process.argv[2] ?? 0));
