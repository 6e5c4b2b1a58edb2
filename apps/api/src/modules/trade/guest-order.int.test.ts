import { formatMoney } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  berlinAddress,
  createMember,
  createTestApp,
  getJson,
  postJson,
  TENANT,
  type TestApp,
  texasAddress,
} from '../../../test/helpers.ts';
import { GUEST_LINK_VALID_MS, guestOrderToken } from './guest-link.ts';

let app: TestApp;
beforeAll(async () => {
  // These guests order the same SKU from one client address, most of them leaving their orders unpaid.
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', UNPAID_ORDERS_PER_BUYER: '1000', UNPAID_STOCK_SHARE_PERCENT: '100' });
});
afterAll(async () => app.close());

let guests = 0;
const guestMail = () => `guest${++guests}-${Date.now()}@example.test`;

async function sku(min = 5) {
  return app.db.sku.findFirstOrThrow({ where: { stock: { gte: min }, spu: { status: 1 } }, orderBy: { id: 'asc' } });
}

/** A guest's order: the e-mail and address typed at checkout, no login. */
async function guestOrder(
  email: string,
  address: object = berlinAddress,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const line = await sku();
  const { body } = await postJson(
    app,
    '/pc-api/trade/order/guest/create',
    { items: [{ skuId: line.id, count: 2 }], deliveryType: '1', email, address, ...extra },
    headers,
  );
  return { body, sku: line };
}

const detail = (token: string) => getJson(app, `/pc-api/trade/order/guest/get-detail?token=${encodeURIComponent(token)}`);
const payDemo = (orderToken: string) => postJson(app, '/pc-api/pay/order/guest/pay/success', { orderToken, channelCode: 'demo' });

describe('guest checkout', () => {
  it('creates, pays and opens a guest order by its key, priced for the Berlin address in euros with VAT whatever the Country-Code', async () => {
    const email = guestMail();
    const { body, sku: line } = await guestOrder(email, berlinAddress, {}, { 'country-code': 'US', 'accept-language': 'de' });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ id: expect.any(Number), payOrderId: expect.any(Number), token: expect.any(String) });
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: body.data.id } });
    expect(order).toMatchObject({ memberId: null, email, currency: 'EUR', salesTaxPrice: 0, guestLanguage: 'de' });
    expect(order.vatIncludedPrice).toBeGreaterThan(0);
    expect(order.address).toMatchObject({ countryCode: 'DE', city: 'Berlin', firstName: 'Erika' });
    expect(order.billingAddress).toEqual(order.address);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: line.id } })).stock).toBe(line.stock - 2);

    const unpaid = await detail(body.data.token);
    expect(unpaid.body.data).toMatchObject({ id: order.id, no: order.no, status: 0, currency: 'EUR', payOrderId: body.data.payOrderId });
    expect((await payDemo(body.data.token)).body).toMatchObject({ code: 0, data: true });
    expect((await payDemo(body.data.token)).body.code).toBe(0);
    expect((await detail(body.data.token)).body.data).toMatchObject({ status: 10, payChannelCode: 'demo' });

    // One mail, after the payment: the confirmation in the guest's language, with a link that opens the order.
    const mails = await app.db.mailLog.findMany({ where: { toAddress: email } });
    expect(mails.map((m) => [m.template, m.language])).toEqual([['order-paid', 'de']]);
    const text = mails[0]!.text;
    expect(text).toContain(`2 × ${unpaid.body.data.items[0].spuName}`);
    // Euros as German writes them, as the German shop shows them: "204,02 €".
    expect(text).toMatch(/^Gesamt: \d{1,3}(\.\d{3})*,\d\d\u00a0€$/m);
    expect(text).toContain(`Gesamt: ${formatMoney(order.payPrice, 'EUR', 'de')}\n`);
    expect(text).toContain(`Enthaltene MwSt.: ${formatMoney(order.vatIncludedPrice, 'EUR', 'de')}\n`);
    expect(text).not.toContain('Sales Tax');
    expect(text).toContain('10115 Berlin');
    // Greeted by the first name typed with the address: a plain name.
    expect(text).toMatch(/^Hallo Erika,\n/);
    const link = /http:\/\/shop\.test\/guestOrder\?key=(\S+)/.exec(text)?.[1];
    expect(link).toBeDefined();
    expect((await detail(decodeURIComponent(link!))).body.data.no).toBe(order.no);
  });

  it('greets a guest neutrally when the typed first name is no plain name', async () => {
    const email = guestMail();
    const line = await sku();
    // From a client address of its own: the file's other guests share the orders a minute allows one address.
    const created = await app.inject({
      method: 'POST',
      url: '/pc-api/trade/order/guest/create',
      payload: {
        items: [{ skuId: line.id, count: 1 }],
        deliveryType: '1',
        email,
        address: { ...berlinAddress, firstName: 'Visit cheap.example' },
      },
      headers: TENANT,
      remoteAddress: '192.0.2.77',
    });
    const body = created.json();
    expect(body.code).toBe(0);
    const paid = await postJson(app, '/pc-api/pay/order/guest/pay/success', { orderToken: body.data.token, channelCode: 'demo' });
    expect(paid.body.code).toBe(0);
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: email } });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.html).toContain('<p style="margin:0 0 16px">Hello,</p>');
  });

  it('bills a separate address when one is given and prices a Texas address in dollars with sales tax', async () => {
    const { body } = await guestOrder(guestMail(), texasAddress, { billingAddress: berlinAddress }, { 'country-code': 'DE' });
    expect(body.code).toBe(0);
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: body.data.id } });
    expect(order).toMatchObject({ currency: 'USD', vatIncludedPrice: 0 });
    expect(order.salesTaxPrice).toBeGreaterThan(0);
    expect(order.address).toMatchObject({ countryCode: 'US', state: 'TX' });
    expect(order.billingAddress).toMatchObject({ countryCode: 'DE', city: 'Berlin' });
  });

  it('refuses an incomplete address and a state the country does not have', async () => {
    const { detailAddress: _street, ...noStreet } = berlinAddress;
    expect((await guestOrder(guestMail(), noStreet)).body.code).toBe(400);
    expect((await guestOrder(guestMail(), { ...texasAddress, state: 'ZZ' })).body.code).toBe(1_004_004_002);
  });

  it('orders to a German address without a state, and refuses a US address without one', async () => {
    const { state: _state, ...noState } = berlinAddress;
    const { body } = await guestOrder(guestMail(), noState);
    expect(body.code).toBe(0);
    expect((await app.db.tradeOrder.findUniqueOrThrow({ where: { id: body.data.id } })).address).toMatchObject({
      countryCode: 'DE',
      state: '',
    });
    const { state: _texasState, ...texasNoState } = texasAddress;
    const refused = await guestOrder(guestMail(), texasNoState);
    expect(refused.body.code).toBe(400);
    expect(refused.body.fields?.map((f: { field: string }) => f.field)).toEqual(['address.state']);
  });

  it('opens nothing with an expired, forged or foreign key', async () => {
    const { body } = await guestOrder(guestMail());
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: body.data.id } });
    const secret = app.services.config.JWT_SECRET;
    const expired = guestOrderToken(secret, order, new Date(Date.now() - GUEST_LINK_VALID_MS - 1000));
    expect((await detail(expired)).body.code).toBe(1_011_000_000);
    expect((await payDemo(expired)).body.code).toBe(1_007_002_000);
    const [id, expiry, mac] = body.data.token.split('.');
    const other = await guestOrder(guestMail());
    // Another order's id under this key's signature, a later expiry, a changed signature, a key signed with another secret.
    expect((await detail(`${other.body.data.id}.${expiry}.${mac}`)).body.code).toBe(1_011_000_000);
    expect((await detail(`${id}.${(Date.now() + 10 * GUEST_LINK_VALID_MS).toString(36)}.${mac}`)).body.code).toBe(1_011_000_000);
    expect((await detail(`${id}.${expiry}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`)).body.code).toBe(1_011_000_000);
    expect((await detail(guestOrderToken('another-secret-another-secret-1234', order, new Date()))).body.code).toBe(1_011_000_000);
    expect((await detail(String(order.id))).body.code).toBe(1_011_000_000);
    expect((await detail(body.data.token)).body.code).toBe(0);
  });

  it("keeps members' orders private: a member sees no guest order by id, and no key opens a member's order", async () => {
    const member = await createMember(app);
    const { body } = await guestOrder(guestMail());
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${body.data.id}`, member.auth)).body.code).toBe(1_011_000_000);
    expect((await getJson(app, '/pc-api/trade/order/page', member.auth)).body.data.total).toBe(0);
    expect(
      (await postJson(app, '/pc-api/pay/order/pay/success', { id: body.data.payOrderId, channelCode: 'demo' }, member.auth)).body.code,
    ).toBe(1_007_002_000);
    const line = await sku();
    const own = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: [{ skuId: line.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
      member.auth,
    );
    const memberOrder = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: own.body.data.id } });
    // Even a correctly signed key opens only a guest's order.
    expect((await detail(guestOrderToken(app.services.config.JWT_SECRET, memberOrder, new Date()))).body.code).toBe(1_011_000_000);
    // The guest endpoints need no login, and a login does not widen them.
    expect((await postJson(app, '/pc-api/trade/order/guest/create', {}, member.auth)).body.code).toBe(400);
  });

  it('answers the same order for the same Idempotency-Key and limits a flood of orders per e-mail address with 429', async () => {
    const email = guestMail();
    const key = { 'idempotency-key': `guest-${Date.now()}` };
    const first = await guestOrder(email, berlinAddress, {}, key);
    const again = await guestOrder(email, berlinAddress, {}, key);
    expect(again.body.data.id).toBe(first.body.data.id);
    const codes: number[] = [];
    for (let n = 0; n < 10; n += 1) codes.push((await guestOrder(email)).body.code);
    expect(codes.slice(0, 9).every((code) => code === 0)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('makes one order of identical guest requests sent at the same instant with the same Idempotency-Key', async () => {
    const email = guestMail();
    const line = await sku();
    const order = { items: [{ skuId: line.id, count: 1 }], deliveryType: '1', email, address: berlinAddress };
    const key = `guest-race-${Date.now()}`;
    // From a client of its own, so the limit per client address counts these requests only.
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/pc-api/trade/order/guest/create',
        payload: order,
        headers: { ...TENANT, 'idempotency-key': key },
        remoteAddress: '192.0.2.18',
      });
    const answers = (await Promise.all(Array.from({ length: 6 }, send))).map((r) => r.json());
    expect(answers.map((a) => a.code)).toEqual(Array(6).fill(0));
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await app.db.tradeOrder.count({ where: { email } })).toBe(1);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: line.id } })).stock).toBe(line.stock - 1);
  });

  it('attaches the guest orders to the account registered with their e-mail; the key then opens nothing', async () => {
    const email = guestMail();
    const { body } = await guestOrder(email);
    expect(body, JSON.stringify(body)).toMatchObject({ code: 0 });
    await payDemo(body.data.token);
    await postJson(app, '/pc-api/member/auth/send-email-code', { email, scene: 0 });
    const codeMail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: email, template: 'register-code' } });
    const code = /\b(\d{6})\b/.exec(codeMail.text)![1];
    const registered = await postJson(app, '/pc-api/member/auth/sms-mail-register', {
      mail: email,
      code,
      password: 'paper-2024',
      confirmPassword: 'paper-2024',
      firstName: 'Erika',
      lastName: 'Muster',
    });
    expect(registered.body.code).toBe(0);
    const auth = { authorization: `Bearer ${registered.body.data.accessToken}` };
    const page = await getJson(app, '/pc-api/trade/order/page', auth);
    expect(page.body.data.list.map((o: { id: number }) => o.id)).toEqual([body.data.id]);
    expect(page.body.data.list[0]).toMatchObject({ status: 10, currency: 'EUR' });
    expect((await detail(body.data.token)).body.code).toBe(1_011_000_000);
    // A later guest order with that e-mail joins the account at the next login.
    const later = await guestOrder(email);
    expect(later.body, JSON.stringify(later.body)).toMatchObject({ code: 0 });
    await postJson(app, '/pc-api/member/auth/login', { mobile: email, password: 'paper-2024' });
    expect((await app.db.tradeOrder.findUniqueOrThrow({ where: { id: later.body.data.id } })).memberId).toBe(registered.body.data.userId);
  });
});

const cancelByKey = async (token: string) =>
  (
    await app.inject({ method: 'DELETE', url: `/pc-api/trade/order/guest/cancel?token=${encodeURIComponent(token)}`, headers: TENANT })
  ).json();

describe("a guest's cancel from the order's link", () => {
  // The tests above used up this client address's guest orders for the hour: a new hour begins.
  beforeAll(async () => {
    await app.db.$executeRaw`DELETE FROM member_attempt_count WHERE key LIKE 'guest-order:%'`;
  });

  it('cancels an unpaid order with its key and gives the stock back; a second cancel is refused', async () => {
    const { body, sku: line } = await guestOrder(guestMail());
    expect(await cancelByKey(body.data.token)).toMatchObject({ code: 0, data: true });
    expect((await detail(body.data.token)).body.data).toMatchObject({ status: 40, cancelTime: expect.any(Number) });
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: line.id } })).stock).toBe(line.stock);
    expect(await app.db.payOrder.findUniqueOrThrow({ where: { id: body.data.payOrderId } })).toMatchObject({ status: 20 });
    expect((await cancelByKey(body.data.token)).code).toBe(1_011_000_005);
  });

  it('cancels nothing with an expired or forged key', async () => {
    const { body } = await guestOrder(guestMail());
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: body.data.id } });
    const expired = guestOrderToken(app.services.config.JWT_SECRET, order, new Date(Date.now() - GUEST_LINK_VALID_MS - 1000));
    const [id, expiry, mac] = body.data.token.split('.');
    expect((await cancelByKey(expired)).code).toBe(1_011_000_000);
    expect((await cancelByKey(`${id}.${expiry}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`)).code).toBe(1_011_000_000);
    expect((await cancelByKey(guestOrderToken('another-secret-another-secret-1234', order, new Date()))).code).toBe(1_011_000_000);
    expect((await app.db.tradeOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(0);
  });

  it('refunds a paid order within 24 hours of payment, as for members, and refuses after them or after dispatch', async () => {
    const email = guestMail();
    const refunded = await guestOrder(email);
    await payDemo(refunded.body.data.token);
    expect((await cancelByKey(refunded.body.data.token)).code).toBe(0);
    expect((await detail(refunded.body.data.token)).body.data).toMatchObject({ status: 40, refundTime: expect.any(Number) });
    expect((await app.db.mailLog.findMany({ where: { toAddress: email } })).map((m) => m.template)).toContain('order-refunded');

    const late = await guestOrder(guestMail());
    await payDemo(late.body.data.token);
    await app.db.tradeOrder.update({ where: { id: late.body.data.id }, data: { payTime: new Date(Date.now() - 25 * 60 * 60_000) } });
    expect((await cancelByKey(late.body.data.token)).code).toBe(1_011_000_006);
    expect((await detail(late.body.data.token)).body.data.status).toBe(10);

    const shipped = await guestOrder(guestMail());
    await payDemo(shipped.body.data.token);
    await app.db.tradeOrder.update({ where: { id: shipped.body.data.id }, data: { status: 20, deliveryTime: new Date() } });
    expect((await cancelByKey(shipped.body.data.token)).code).toBe(1_011_000_005);
    expect((await detail(shipped.body.data.token)).body.data.status).toBe(20);
  });
});

describe('currency and tax by the delivery address', () => {
  it("prices a member's saved Berlin address in euros with VAT and a saved Texas address in dollars with sales tax, whatever the Country-Code", async () => {
    const member = await createMember(app);
    const berlinId = (await postJson(app, '/pc-api/member/address/create', berlinAddress, member.auth)).body.data;
    const texasId = (await postJson(app, '/pc-api/member/address/create', texasAddress, member.auth)).body.data;
    const line = await sku();
    const settle = (addressId: number, country: string) =>
      postJson(
        app,
        '/pc-api/trade/order/settlement',
        { items: [{ skuId: line.id, count: 1 }], deliveryType: '1', addressId },
        { ...member.auth, 'country-code': country },
      );
    const eu = await settle(berlinId, 'US');
    expect(eu.headers['currency-code']).toBe('EUR');
    expect(eu.body.data.items[0].price).toBe(line.priceEur);
    expect(eu.body.data.price).toMatchObject({ salesTaxPrice: 0, vatIncludedPrice: expect.any(Number) });
    expect(eu.body.data.price.vatIncludedPrice).toBeGreaterThan(0);
    const us = await settle(texasId, 'DE');
    expect(us.headers['currency-code']).toBe('USD');
    expect(us.body.data.items[0].price).toBe(line.priceUsd);
    expect(us.body.data.price.vatIncludedPrice).toBe(0);
    expect(us.body.data.price.salesTaxPrice).toBeGreaterThan(0);
  });
});

describe("a guest's per-person coupons", () => {
  const COUPON_USED = 1_011_010_003;
  const withCode = (email: string, code: string) => guestOrder(email, berlinAddress, { code });

  it('uses WELCOME10 once per mailbox: a +tag, capitals or Gmail’s dots and domains make no second guest', async () => {
    const local = `ann${Date.now()}`;
    expect((await withCode(`${local}@example.test`, 'WELCOME10')).body.code).toBe(0);
    expect((await withCode(`${local}+again@example.test`, 'WELCOME10')).body.code).toBe(COUPON_USED);
    expect((await withCode(`${local.toUpperCase()}+X@Example.TEST`, 'WELCOME10')).body.code).toBe(COUPON_USED);
    expect((await withCode(`a.${local}@gmail.com`, 'WELCOME10')).body.code).toBe(0);
    expect((await withCode(`a${local}+2@googlemail.com`, 'WELCOME10')).body.code).toBe(COUPON_USED);
    // Dots count outside Gmail: another mailbox there.
    expect((await withCode(`a.${local}@example.test`, 'WELCOME10')).body.code).toBe(0);
  });

  it('lets a code bound to an e-mail address be used from that mailbox however it is spelled, and from no other', async () => {
    const local = `bob${Date.now()}`;
    const coupon = await app.db.coupon.create({
      data: { code: `BOUND${Date.now()}`, type: 'fixed', value: 100, mail: `${local}@gmail.com` },
    });
    expect((await withCode(`${local}+elsewhere@example.test`, coupon.code)).body.code).toBe(COUPON_USED);
    expect((await withCode(`${local.slice(0, 2)}.${local.slice(2)}+shop@googlemail.com`, coupon.code)).body.code).toBe(0);
  });
});
