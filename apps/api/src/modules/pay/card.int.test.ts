import { channelTakes, type TPayChannelOffer } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../test/fake-paypal-card.ts';
import { paypalSettings, startFakePaypal } from '../../../test/fake-paypal.ts';
import {
  berlinAddress,
  createMember,
  createTestApp,
  getJson,
  postJson,
  TENANT,
  type TestApp,
  withClockAhead,
} from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';

const OVER_LIMIT = 1_007_001_001;
const CAPTURE_FAILED = 1_007_002_002;
const CARD_DECLINED = 1_007_005_000;
const CARD_AUTHENTICATION_FAILED = 1_007_005_001;
const CARD_PAYMENT_EXPIRED = 1_007_005_002;

let app: TestApp;
let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
beforeAll(async () => {
  paypal = await startFakePaypal();
  app = await createTestApp({ ...paypalSettings(paypal.url), RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => {
  await app.close();
  await paypal.close();
});

/** The shop's clock moved on by `ms` while `run` runs. */
const later = <T>(ms: number, run: () => Promise<T>) => withClockAhead(app, ms, run);

/** An unpaid EUR order of a new member; `amount` (cents) sets what its payment asks. */
async function unpaidOrder(amount?: number) {
  const member = await createMember(app);
  const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 } } });
  const created = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...berlinAddress },
    member.auth,
  );
  expect(created.body.code, created.body.msg).toBe(0);
  const order = { member, ...(created.body.data as { id: number; payOrderId: number }) };
  if (amount !== undefined) await app.db.payOrder.update({ where: { id: order.payOrderId }, data: { amount } });
  return order;
}

type Order = Awaited<ReturnType<typeof unpaidOrder>>;

const openCard = async (order: Order, language = 'en') =>
  (
    await postJson(app, `/pc-api/pay/order/card/create?id=${order.payOrderId}`, undefined, {
      ...order.member.auth,
      'accept-language': language,
    })
  ).body;
const paySuccess = (order: Order, token: string, channelCode = 'card', language = 'en') =>
  postJson(
    app,
    '/pc-api/pay/order/pay/success',
    { id: order.payOrderId, channelCode, token },
    { ...order.member.auth, 'accept-language': language },
  );
const detailOf = async (order: Order) => (await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, order.member.auth)).body.data;

/** What PayPal's hosted card fields do in the payer's browser: the card goes to PayPal, and PayPal's 3-D Secure page when it asks. */
async function enterCard(approveUrl: string, number: string, threeDSecure: 'pass' | 'fail' = 'pass'): Promise<URL> {
  const form = { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } } as const;
  expect((await fetch(approveUrl)).status).toBe(200);
  const entered = await fetch(approveUrl, { ...form, body: new URLSearchParams({ number, name: 'Erika Mustermann', expiry: '2030-12' }) });
  let next = new URL(entered.headers.get('location')!);
  if (next.pathname === '/webapps/helios') {
    const challenged = await fetch(next, { ...form, body: new URLSearchParams({ result: threeDSecure }) });
    next = new URL(challenged.headers.get('location')!);
  }
  return next;
}

describe('cards through PayPal (card payment source, 3-D Secure) against the local PayPal', () => {
  it('offers cards up to 4,000 beside PayPal; a 4,000.01 € order is not offered the card and is refused at payment', async () => {
    const channels = (await getJson(app, '/pc-api/trade/config/get', { 'country-code': 'DE' })).body.data.payChannels as TPayChannelOffer[];
    const card = channels.find((channel) => channel.code === 'card')!;
    expect(card).toEqual({ code: 'card', maxAmount: 4000 });
    expect(channelTakes(card, 400_000)).toBe(true);
    expect(channelTakes(card, 400_001)).toBe(false);
    const order = await unpaidOrder(400_001);
    const created = paypal.state.captures;
    const refused = await openCard(order, 'de');
    expect(refused.code).toBe(OVER_LIMIT);
    expect(refused.msg).toContain('4.000,00');
    expect(paypal.state.captures).toBe(created);
    // PayPal still takes it.
    expect((await postJson(app, `/pc-api/pay/order/paypal/create?id=${order.payOrderId}`, undefined, order.member.auth)).body.code).toBe(0);
  });

  it("lets PayPal's JS SDK and hosted card fields into the storefront's pages (Content-Security-Policy)", async () => {
    const policy = String(
      (await app.inject({ method: 'GET', url: '/pc-api/trade/config/get', headers: { 'tenant-id': '1' } })).headers[
        'content-security-policy'
      ],
    );
    expect(policy).toContain("script-src 'self' https://*.paypal.com");
    expect(policy).toContain('frame-src https://*.paypal.com');
  });

  it('captures a frictionless Visa payment and names the card on the order: VISA ending 1111', async () => {
    const order = await unpaidOrder();
    const { code, data } = await openCard(order);
    expect(code).toBe(0);
    expect(data).toMatchObject({ token: expect.stringMatching(/^PAYPAL-/), clientId: 'client' });
    expect(data.expireTime - Date.now()).toBeGreaterThan(14 * 60_000);
    const back = await enterCard(data.approveUrl, TEST_CARDS.visa);
    expect(`${back.origin}${back.pathname}`).toBe(`${app.services.config.PUBLIC_URL}/payOrder`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ id: String(order.id), pay: 'card', token: data.token });
    expect((await paySuccess(order, data.token)).body).toMatchObject({ code: 0, data: true });
    expect(await detailOf(order)).toMatchObject({ status: 10, payChannelCode: 'card', payCard: { brand: 'VISA', lastDigits: '1111' } });
    const invoice = await app.inject({
      method: 'GET',
      url: `/pc-api/trade/order/invoice?id=${order.id}`,
      headers: { ...TENANT, ...order.member.auth },
    });
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(invoice.rawPayload)).text).toContain('Credit card (PayPal)');
    // A repeat takes nothing more.
    const captures = paypal.state.captures;
    expect((await paySuccess(order, data.token)).body.code).toBe(0);
    expect(paypal.state.captures).toBe(captures);
  });

  it('refunds a card payment through PayPal, once, when the paid order is cancelled within 24 hours', async () => {
    const order = await unpaidOrder();
    const { data } = await openCard(order);
    await enterCard(data.approveUrl, TEST_CARDS.visa);
    expect((await paySuccess(order, data.token)).body.code).toBe(0);
    const refunds = paypal.state.refunds;
    const cancel = () =>
      app.inject({ method: 'DELETE', url: `/pc-api/trade/order/cancel?id=${order.id}`, headers: { ...TENANT, ...order.member.auth } });
    expect((await cancel()).json()).toMatchObject({ code: 0, data: true });
    expect((await cancel()).json().code).not.toBe(0);
    expect(paypal.state.refunds).toBe(refunds + 1);
    expect(paypal.state.refunded.at(-1)).toMatchObject({ captureId: `CAP-${data.token}` });
    expect(await detailOf(order)).toMatchObject({ status: 40, payChannelCode: 'card' });
  });

  it('leaves the order payable after a declined card (422 INSTRUMENT_DECLINED), in the buyer language, and takes another card', async () => {
    const order = await unpaidOrder();
    const first = (await openCard(order)).data;
    await enterCard(first.approveUrl, TEST_CARDS.declined);
    const declined = (await paySuccess(order, first.token, 'card', 'de')).body;
    expect(declined.code).toBe(CARD_DECLINED);
    expect(declined.msg).toBe(
      'Ihre Karte wurde abgelehnt. Es wurde nichts belastet; Ihre Bestellung bleibt unbezahlt. Bitte nutzen Sie eine andere Karte oder eine andere Zahlungsart.',
    );
    expect(await detailOf(order)).toMatchObject({ status: 0, payCard: null });
    const second = (await openCard(order)).data;
    expect(second.token).not.toBe(first.token);
    await enterCard(second.approveUrl, TEST_CARDS.mastercard);
    expect((await paySuccess(order, second.token)).body.code).toBe(0);
    expect(await detailOf(order)).toMatchObject({ status: 10, payCard: { brand: 'MASTERCARD', lastDigits: '4444' } });
  });

  it('leaves the order payable when the capture comes back DECLINED with the processor response', async () => {
    const order = await unpaidOrder();
    const { data } = await openCard(order);
    await enterCard(data.approveUrl, TEST_CARDS.refused);
    expect((await paySuccess(order, data.token, 'card', 'zh')).body).toMatchObject({
      code: CARD_DECLINED,
      msg: '您的银行卡被拒绝。未扣款，订单仍为待付款。请换一张卡或选择其他付款方式。',
    });
    expect(await detailOf(order)).toMatchObject({ status: 0 });
    expect((await app.db.payOrder.findUniqueOrThrow({ where: { id: order.payOrderId } })).status).toBe(0);
  });

  it('does not capture when 3-D Secure fails (liability stays with the shop); the order stays payable by PayPal', async () => {
    const order = await unpaidOrder();
    const { data } = await openCard(order);
    const back = await enterCard(data.approveUrl, TEST_CARDS.challenge, 'fail');
    expect(back.searchParams.get('token')).toBe(data.token);
    const captures = paypal.state.captures;
    const refused = (await paySuccess(order, data.token, 'card', 'en')).body;
    expect(refused.code).toBe(CARD_AUTHENTICATION_FAILED);
    expect(refused.msg).toContain('3-D Secure');
    expect(paypal.state.captures).toBe(captures);
    // The failed attempt is forgotten: never captured later.
    expect((await paySuccess(order, data.token)).body.code).toBe(CAPTURE_FAILED);
    expect(paypal.state.captures).toBe(captures);
    expect(await detailOf(order)).toMatchObject({ status: 0 });
    const wallet = (await postJson(app, `/pc-api/pay/order/paypal/create?id=${order.payOrderId}`, undefined, order.member.auth)).body.data;
    expect((await paySuccess(order, wallet.token, 'paypal')).body.code).toBe(0);
    expect(await detailOf(order)).toMatchObject({ status: 10, payChannelCode: 'paypal', payCard: null });
  });

  it('refuses to capture a card order still waiting for its 3-D Secure challenge', async () => {
    const order = await unpaidOrder();
    const { data } = await openCard(order);
    expect((await paySuccess(order, data.token)).body.code).toBe(CARD_AUTHENTICATION_FAILED);
    expect(await detailOf(order)).toMatchObject({ status: 0 });
  });

  it('captures after a passed 3-D Secure challenge', async () => {
    const order = await unpaidOrder();
    const { data } = await openCard(order);
    await enterCard(data.approveUrl, TEST_CARDS.challenge, 'pass');
    expect((await paySuccess(order, data.token)).body.code).toBe(0);
    expect(await detailOf(order)).toMatchObject({ status: 10, payCard: { brand: 'VISA', lastDigits: '2503' } });
  });

  it('lets a card payment lapse after 15 minutes: not captured then or later, the order payable again', async () => {
    const order = await unpaidOrder();
    const { data } = await openCard(order);
    await enterCard(data.approveUrl, TEST_CARDS.amex);
    const captures = paypal.state.captures;
    const lapsed = await later(15 * 60_000 + 1000, () => paySuccess(order, data.token));
    expect(lapsed.body.code).toBe(CARD_PAYMENT_EXPIRED);
    expect((await paySuccess(order, data.token)).body.code).toBe(CAPTURE_FAILED);
    expect(paypal.state.captures).toBe(captures);
    expect(await detailOf(order)).toMatchObject({ status: 0 });
    const again = (await openCard(order)).data;
    await enterCard(again.approveUrl, TEST_CARDS.amex);
    expect((await later(14 * 60_000, () => paySuccess(order, again.token))).body.code).toBe(0);
    expect(await detailOf(order)).toMatchObject({ status: 10, payCard: { brand: 'AMEX', lastDigits: '0005' } });
  });

  it("pays a guest's order by card: PayPal returns the guest to the order's signed link", async () => {
    const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 } } });
    const created = await postJson(app, '/pc-api/trade/order/guest/create', {
      items: [{ skuId: sku.id, count: 1 }],
      deliveryType: '1',
      email: `card-guest-${Date.now()}@example.test`,
      address: berlinAddress,
    });
    expect(created.body.code, created.body.msg).toBe(0);
    const orderToken = created.body.data.token as string;
    const { data } = (await postJson(app, '/pc-api/pay/order/guest/card/create', { orderToken })).body;
    const back = await enterCard(data.approveUrl, TEST_CARDS.mastercard);
    expect(`${back.origin}${back.pathname}`).toBe(`${app.services.config.PUBLIC_URL}/guestOrder`);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ key: orderToken, pay: 'card', token: data.token });
    expect(
      (await postJson(app, '/pc-api/pay/order/guest/pay/success', { orderToken, channelCode: 'card', token: data.token })).body.code,
    ).toBe(0);
    const detail = await getJson(app, `/pc-api/trade/order/guest/get-detail?token=${encodeURIComponent(orderToken)}`);
    expect(detail.body.data).toMatchObject({ status: 10, payChannelCode: 'card', payCard: { brand: 'MASTERCARD', lastDigits: '4444' } });
  });

  it("never captures a card's PayPal order as PayPal's wallet (which would skip 3-D Secure and the window)", async () => {
    const order = await unpaidOrder();
    const { data } = await openCard(order);
    await enterCard(data.approveUrl, TEST_CARDS.challenge, 'fail');
    const captures = paypal.state.captures;
    expect((await paySuccess(order, data.token, 'paypal')).body.code).toBe(CAPTURE_FAILED);
    expect(paypal.state.captures).toBe(captures);
  });
});
