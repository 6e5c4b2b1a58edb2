import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

export type CaptureOutcome = 'approve' | 'decline' | 'wrong-amount';

interface FakeOrder {
  id: string;
  referenceId: string;
  currency: string;
  value: string;
}

/**
 * A local stand-in for PayPal's REST API (OAuth token, Orders v2 create and capture), speaking
 * its JSON, so the real SDK runs against it. `outcome` decides how the next captures end.
 */
export async function startFakePaypal() {
  const orders = new Map<string, FakeOrder>();
  const state = { outcome: 'approve' as CaptureOutcome, captures: 0 };
  const app = Fastify();
  // PayPal's SDK sends JSON content types with empty bodies (token, capture).
  app.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body ? (String(body).trim().startsWith('{') ? JSON.parse(String(body)) : {}) : {});
    } catch (error) {
      done(error as Error);
    }
  });
  app.post('/v1/oauth2/token', async () => ({ access_token: `fake-${randomUUID()}`, token_type: 'Bearer', expires_in: 3600, scope: 'https://uri.paypal.com/services/payments' }));
  app.post('/v2/checkout/orders', async (request, reply) => {
    const unit = (request.body as { purchase_units: { reference_id: string; amount: { currency_code: string; value: string } }[] }).purchase_units[0]!;
    const order = { id: `PAYPAL-${randomUUID().slice(0, 8).toUpperCase()}`, referenceId: unit.reference_id, currency: unit.amount.currency_code, value: unit.amount.value };
    orders.set(order.id, order);
    return reply.status(201).send({ id: order.id, status: 'CREATED' });
  });
  app.post('/v2/checkout/orders/:id/capture', async (request, reply) => {
    const order = orders.get((request.params as { id: string }).id);
    if (!order) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
    state.captures += 1;
    if (state.outcome === 'decline') return reply.status(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    const value = state.outcome === 'wrong-amount' ? '0.01' : order.value;
    return reply.status(201).send({
      id: order.id,
      status: 'COMPLETED',
      purchase_units: [{ reference_id: order.referenceId, payments: { captures: [{ id: `CAP-${order.id}`, status: 'COMPLETED', amount: { currency_code: order.currency, value } }] } }],
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, state, close: () => app.close() };
}
