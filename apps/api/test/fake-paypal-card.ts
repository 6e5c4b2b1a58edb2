import type { FastifyInstance } from 'fastify';

/**
 * PayPal's card payments in the local PayPal stand-in (Orders v2 with `payment_source.card`, as the
 * Advanced Card Fields integration uses them):
 *
 * - `POST /v2/checkout/orders` with `payment_source.card` answers PAYER_ACTION_REQUIRED and a
 *   `payer-action` link to `/cardfields`, a plain page standing in for PayPal's hosted card fields
 *   (PayPal's JS SDK cannot load here): the payer types the card there, and it is sent to
 *   `POST /v2/checkout/orders/:id/confirm-payment-source` as the card fields send it.
 * - confirm-payment-source answers APPROVED, or PAYER_ACTION_REQUIRED with a `payer-action` link to
 *   PayPal's 3-D Secure page (`/webapps/helios?action=verify&flow=3ds&cart_id=`) when the card asks
 *   for a challenge or the order asked SCA_ALWAYS; that page passes or fails the authentication and
 *   sends the payer to the order's return URL with `token`, as PayPal does.
 * - `GET /v2/checkout/orders/:id` answers the order with `payment_source.card` (brand, last digits,
 *   `authentication_result` with liability_shift and three_d_secure enrollment/authentication status).
 * - capture answers 201 with the card, its `authentication_result` and the capture's
 *   `processor_response`; a declined card answers 422 UNPROCESSABLE_ENTITY (INSTRUMENT_DECLINED), or
 *   201 with a DECLINED capture and the processor's response code; an order not yet approved 422
 *   ORDER_NOT_APPROVED.
 */

/** The test cards, PayPal sandbox style: the number decides what happens. */
export const TEST_CARDS = {
  /** Visa, 3-D Secure frictionless (liability shifts without a challenge). */
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  /** Visa that asks for a 3-D Secure challenge (passed or failed on PayPal's 3-D Secure page). */
  challenge: '4000000000002503',
  /** Visa the issuer declines at capture: 422 INSTRUMENT_DECLINED. */
  declined: '4000000000000002',
  /** Visa whose capture comes back DECLINED (insufficient funds, processor response 5120). */
  refused: '4000000000000119',
} as const;

export interface FakeCardOrder {
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  method: string;
  number?: string;
  name?: string;
  authentication?: { liability_shift: string; three_d_secure: { enrollment_status: string; authentication_status?: string } };
}

interface CardOrder {
  id: string;
  referenceId: string;
  currency: string;
  value: string;
  returnUrl: string;
  card?: FakeCardOrder;
}

export const newCardOrder = (method: string | undefined): FakeCardOrder => ({
  status: 'PAYER_ACTION_REQUIRED',
  method: method ?? 'SCA_WHEN_REQUIRED',
});

export const cardLinks = (base: string, id: string) => [
  { href: `${base}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
  { href: `${base}/cardfields?token=${id}`, rel: 'payer-action', method: 'GET' },
];

const brandOf = (number: string) =>
  number.startsWith('4') ? 'VISA' : number.startsWith('5') ? 'MASTERCARD' : /^3[47]/.test(number) ? 'AMEX' : 'UNKNOWN';

/** The card as PayPal names it in `payment_source.card`. */
function cardSource(card: FakeCardOrder) {
  const number = card.number ?? '';
  return {
    name: card.name,
    last_digits: number.slice(-4),
    brand: brandOf(number),
    type: 'CREDIT',
    ...(card.authentication ? { authentication_result: card.authentication } : {}),
  };
}

const passed = { liability_shift: 'POSSIBLE', three_d_secure: { enrollment_status: 'Y', authentication_status: 'Y' } };
const failed = { liability_shift: 'NO', three_d_secure: { enrollment_status: 'Y', authentication_status: 'N' } };

/** The card fields' confirm-payment-source: takes the card; frictionless cards are approved, challenged ones wait for 3-D Secure. */
function confirmCard(order: CardOrder, card: { number?: string; name?: string }, base: string) {
  const fake = order.card!;
  fake.number = String(card.number ?? '').replace(/\s/g, '');
  fake.name = card.name ?? '';
  const challenge = fake.number === TEST_CARDS.challenge || fake.method === 'SCA_ALWAYS';
  fake.status = challenge ? 'PAYER_ACTION_REQUIRED' : 'APPROVED';
  fake.authentication = challenge ? undefined : passed;
  const links = [{ href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }];
  if (challenge)
    links.push({ href: `${base}/webapps/helios?action=verify&flow=3ds&cart_id=${order.id}`, rel: 'payer-action', method: 'GET' });
  return { id: order.id, status: fake.status, payment_source: { card: cardSource(fake) }, links };
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

/** Back to the shop's return URL with the order's token, as PayPal sends the payer after the card fields or 3-D Secure. */
function backToShop(order: CardOrder): string {
  const back = new URL(order.returnUrl);
  back.searchParams.set('token', order.id);
  return back.toString();
}

export function registerCardRoutes(app: FastifyInstance, orders: Map<string, CardOrder>): void {
  const cardOrder = (id: string | undefined) => {
    const order = orders.get(id ?? '');
    return order?.card ? order : undefined;
  };
  const notFound = { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', debug_id: 'fake' };
  app.post('/v2/checkout/orders/:id/confirm-payment-source', async (request, reply) => {
    const order = cardOrder((request.params as { id: string }).id);
    if (!order) return reply.status(404).send(notFound);
    const card = (request.body as { payment_source?: { card?: { number?: string; name?: string } } }).payment_source?.card ?? {};
    return reply.status(200).send(confirmCard(order, card, `http://${request.headers.host}`));
  });
  app.get('/v2/checkout/orders/:id', async (request, reply) => {
    const order = orders.get((request.params as { id: string }).id);
    if (!order) return reply.status(404).send(notFound);
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.card?.status ?? 'APPROVED',
      payment_source: order.card ? { card: cardSource(order.card) } : {},
      purchase_units: [{ reference_id: order.referenceId, amount: { currency_code: order.currency, value: order.value } }],
    };
  });
  // The stand-in for PayPal's hosted card fields.
  app.get('/cardfields', async (request, reply) => {
    const token = (request.query as { token?: string }).token;
    if (!cardOrder(token)) return reply.status(404).send('unknown order');
    const form = `<form method="post" action="/cardfields?token=${token}">
<label>Card number <input name="number" inputmode="numeric" autocomplete="cc-number"></label>
<label>Name on card <input name="name" autocomplete="cc-name"></label>
<label>Expiry <input name="expiry" placeholder="2030-12"></label>
<label>Security code <input name="security_code"></label>
<button type="submit">Pay</button></form>`;
    return reply.type('text/html').send(page('PayPal card fields (test)', form));
  });
  app.post('/cardfields', async (request, reply) => {
    const order = cardOrder((request.query as { token?: string }).token);
    if (!order) return reply.status(404).send('unknown order');
    const confirmed = confirmCard(order, request.body as { number?: string; name?: string }, `http://${request.headers.host}`);
    const challenge = confirmed.links.find((link) => link.rel === 'payer-action');
    return reply.redirect(challenge ? challenge.href : backToShop(order), 303);
  });
  // PayPal's 3-D Secure page: the issuer's challenge, passed or failed.
  app.get('/webapps/helios', async (request, reply) => {
    const id = (request.query as { cart_id?: string }).cart_id;
    if (!cardOrder(id)) return reply.status(404).send('unknown order');
    const form = (result: string, label: string) =>
      `<form method="post" action="/webapps/helios?cart_id=${id}"><input type="hidden" name="result" value="${result}"><button type="submit">${label}</button></form>`;
    return reply.type('text/html').send(page('3-D Secure (test)', form('pass', 'Authenticate') + form('fail', 'Fail authentication')));
  });
  app.post('/webapps/helios', async (request, reply) => {
    const order = cardOrder((request.query as { cart_id?: string }).cart_id);
    if (!order) return reply.status(404).send('unknown order');
    const ok = (request.body as { result?: string }).result === 'pass';
    order.card!.authentication = ok ? passed : failed;
    // PayPal leaves the order for the merchant to decide: approved either way, the result tells.
    order.card!.status = 'APPROVED';
    return reply.redirect(backToShop(order), 303);
  });
}

/** PayPal's answer to capturing a card order. */
export function captureCard(order: CardOrder, state: { outcome: string }): { status: number; body: unknown } {
  const card = order.card!;
  if (card.status !== 'APPROVED')
    return {
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', debug_id: 'fake', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
    };
  if (card.number === TEST_CARDS.declined || state.outcome === 'decline')
    return {
      status: 422,
      body: {
        name: 'UNPROCESSABLE_ENTITY',
        message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
        debug_id: 'fake',
        details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was either declined by the processor or bank.' }],
      },
    };
  const declined = card.number === TEST_CARDS.refused;
  card.status = 'COMPLETED';
  return {
    status: 201,
    body: {
      id: order.id,
      status: 'COMPLETED',
      payment_source: { card: cardSource(card) },
      purchase_units: [
        {
          reference_id: order.referenceId,
          payments: {
            captures: [
              {
                id: `CAP-${order.id}`,
                status: declined ? 'DECLINED' : 'COMPLETED',
                amount: { currency_code: order.currency, value: order.value },
                processor_response: declined
                  ? { avs_code: 'Y', cvv_code: 'M', response_code: '5120' }
                  : { avs_code: 'Y', cvv_code: 'M', response_code: '0000' },
              },
            ],
          },
        },
      ],
    },
  };
}
