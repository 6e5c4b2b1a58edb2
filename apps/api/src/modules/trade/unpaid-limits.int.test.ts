import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  berlinAddress,
  createMember,
  createTestApp,
  deleteJson,
  postJson,
  TENANT,
  type TestApp,
  texasAddress,
} from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

const UNPAID_ORDERS = 1_011_000_011;
const STOCK_SHARE = 1_011_000_012;

type Member = Awaited<ReturnType<typeof createMember>>;

const taken: number[] = [];
/** A SKU of a product on sale that no other test of this file uses, its stock set to `stock`. */
async function freshSku(stock: number) {
  const sku = await app.db.sku.findFirstOrThrow({
    where: { spu: { status: 1, quantityRules: { none: {} } }, id: { notIn: taken } },
    orderBy: { id: 'asc' },
  });
  taken.push(sku.id);
  return app.db.sku.update({ where: { id: sku.id }, data: { stock }, include: { spu: true } });
}

const memberOrder = (member: Member, skuId: number, count = 1) =>
  postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [{ skuId, count }], deliveryType: '1', email: member.mail, ...texasAddress },
    member.auth,
  );

const payMember = (member: Member, payOrderId: number) =>
  postJson(app, '/pc-api/pay/order/pay/success', { id: payOrderId, channelCode: 'demo' }, member.auth);

let guests = 0;
const guestMail = () => `limits-guest${++guests}-${Date.now()}@example.test`;
let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

/** A guest's order of `count` pieces from the client address `client`. */
async function guestOrder(email: string, client: string, skuId: number, count = 1) {
  const response = await app.inject({
    method: 'POST',
    url: '/pc-api/trade/order/guest/create',
    payload: { items: [{ skuId, count }], deliveryType: '1', email, address: berlinAddress },
    headers: TENANT,
    remoteAddress: client,
  });
  return response.json() as { code: number; data: { id: number; payOrderId: number; token: string }; msg: string };
}

describe('unpaid orders per buyer', () => {
  it("refuses a member's fourth unpaid order naming the limit; paying or cancelling one frees its place", async () => {
    const member = await createMember(app);
    const sku = await freshSku(500);
    const placed = [];
    for (let n = 0; n < 3; n += 1) placed.push((await memberOrder(member, sku.id)).body);
    expect(placed.map((p) => p.code)).toEqual([0, 0, 0]);
    const fourth = await memberOrder(member, sku.id);
    expect(fourth.body.code).toBe(UNPAID_ORDERS);
    expect(fourth.body.msg).toBe('You have 3 unpaid orders: pay or cancel one first.');
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(497);

    expect((await payMember(member, placed[0]!.data.payOrderId)).body.code).toBe(0);
    expect((await memberOrder(member, sku.id)).body.code).toBe(0);
    expect((await memberOrder(member, sku.id)).body.code).toBe(UNPAID_ORDERS);
    expect((await deleteJson(app, `/pc-api/trade/order/cancel?id=${placed[1]!.data.id}`, member.auth)).body.code).toBe(0);
    expect((await memberOrder(member, sku.id)).body.code).toBe(0);
  });

  it('answers in the shopper’s language', async () => {
    const member = await createMember(app);
    const sku = await freshSku(100);
    for (let n = 0; n < 3; n += 1) expect((await memberOrder(member, sku.id)).body.code).toBe(0);
    const order = { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress };
    const german = await postJson(app, '/pc-api/trade/order/create', order, { ...member.auth, 'accept-language': 'de' });
    expect(german.body.msg).toContain('3 unbezahlte Bestellungen');
    const chinese = await postJson(app, '/pc-api/trade/order/create', order, { ...member.auth, 'accept-language': 'zh' });
    expect(chinese.body.msg).toContain('3 个未付款订单');
  });

  it('10 orders of one member at the same moment: 3 are placed, the others refused with the limit', async () => {
    const member = await createMember(app);
    const sku = await freshSku(1000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => memberOrder(member, sku.id)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c !== 0)).toEqual(Array(7).fill(UNPAID_ORDERS));
    expect(await app.db.tradeOrder.count({ where: { memberId: member.id, status: 0 } })).toBe(3);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(997);
  });

  it("answers a double click on a member's last free place with one order, not a refusal", async () => {
    const member = await createMember(app);
    const sku = await freshSku(100);
    for (let n = 0; n < 2; n += 1) expect((await memberOrder(member, sku.id)).body.code).toBe(0);
    const order = { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress };
    const send = () => postJson(app, '/pc-api/trade/order/create', order, { ...member.auth, 'idempotency-key': 'last-place' });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
  });

  it('other buyers order as usual while one member is at the limit', async () => {
    const busy = await createMember(app);
    const other = await createMember(app);
    const sku = await freshSku(100);
    for (let n = 0; n < 3; n += 1) expect((await memberOrder(busy, sku.id)).body.code).toBe(0);
    expect((await memberOrder(busy, sku.id)).body.code).toBe(UNPAID_ORDERS);
    expect((await memberOrder(other, sku.id)).body.code).toBe(0);
    expect((await guestOrder(guestMail(), newClient(), sku.id)).code).toBe(0);
  });

  it("refuses a guest e-mail address's fourth unpaid order, from whatever client address; paying one frees its place", async () => {
    const email = guestMail();
    const sku = await freshSku(100);
    const placed = [];
    for (let n = 0; n < 3; n += 1) placed.push(await guestOrder(email, newClient(), sku.id));
    expect(placed.map((p) => p.code)).toEqual([0, 0, 0]);
    const fourth = await guestOrder(email, newClient(), sku.id);
    expect(fourth.code).toBe(UNPAID_ORDERS);
    expect(fourth.msg).toBe('You have 3 unpaid orders: pay or cancel one first.');
    // The same mailbox spelled with a tag and in capitals.
    expect((await guestOrder(email.replace('@', '+again@').toUpperCase(), newClient(), sku.id)).code).toBe(UNPAID_ORDERS);
    const paid = await postJson(app, '/pc-api/pay/order/guest/pay/success', { orderToken: placed[0]!.data.token, channelCode: 'demo' });
    expect(paid.body.code).toBe(0);
    expect((await guestOrder(email, newClient(), sku.id)).code).toBe(0);
  });

  it("refuses a client address's fourth unpaid guest order, whatever e-mail addresses are typed", async () => {
    const client = newClient();
    const sku = await freshSku(100);
    for (let n = 0; n < 3; n += 1) expect((await guestOrder(guestMail(), client, sku.id)).code).toBe(0);
    expect((await guestOrder(guestMail(), client, sku.id)).code).toBe(UNPAID_ORDERS);
    expect((await guestOrder(guestMail(), newClient(), sku.id)).code).toBe(0);
  });

  it('6 guest orders from one client address at the same moment: 3 are placed', async () => {
    const client = newClient();
    const sku = await freshSku(100);
    const codes = (await Promise.all(Array.from({ length: 6 }, () => guestOrder(guestMail(), client, sku.id)))).map((a) => a.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c !== 0)).toEqual(Array(3).fill(UNPAID_ORDERS));
  });
});

describe('share of a SKU’s stock per buyer', () => {
  it("refuses a member's order that would hold more than half the stock in unpaid orders, naming the pieces", async () => {
    const member = await createMember(app);
    const sku = await freshSku(100);
    expect((await memberOrder(member, sku.id, 30)).body.code).toBe(0);
    const second = await memberOrder(member, sku.id, 25);
    expect(second.body.code).toBe(STOCK_SHARE);
    expect(second.body.msg).toBe(
      `At most 50 pieces of ${(sku.spu.name as { en: string }).en} can be reserved per customer in unpaid orders (yours hold 30).`,
    );
    expect((await memberOrder(member, sku.id, 20)).body.code).toBe(0);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(50);
  });

  it('refuses a single order for more than half the stock, and lets a paid order no longer count', async () => {
    const member = await createMember(app);
    const sku = await freshSku(1000);
    expect((await memberOrder(member, sku.id, 501)).body.code).toBe(STOCK_SHARE);
    const first = await memberOrder(member, sku.id, 500);
    expect(first.body.code).toBe(0);
    expect((await memberOrder(member, sku.id, 1)).body.code).toBe(STOCK_SHARE);
    expect((await payMember(member, first.body.data.payOrderId)).body.code).toBe(0);
    // 500 pieces left: half of them may be reserved again.
    expect((await memberOrder(member, sku.id, 251)).body.code).toBe(STOCK_SHARE);
    expect((await memberOrder(member, sku.id, 250)).body.code).toBe(0);
  });

  it('lets a buyer always reserve up to 10 pieces of a small stock, never more than the stock', async () => {
    const member = await createMember(app);
    const small = await freshSku(12);
    expect((await memberOrder(member, small.id, 11)).body.code).toBe(STOCK_SHARE);
    expect((await memberOrder(member, small.id, 10)).body.code).toBe(0);
    const tiny = await freshSku(7);
    expect((await memberOrder(member, tiny.id, 7)).body.code).toBe(0);
  });

  it('bounds a guest e-mail address and a client address alike', async () => {
    const sku = await freshSku(100);
    const email = guestMail();
    expect((await guestOrder(email, newClient(), sku.id, 40)).code).toBe(0);
    expect((await guestOrder(email, newClient(), sku.id, 11)).code).toBe(STOCK_SHARE);
    const client = newClient();
    const other = await freshSku(100);
    expect((await guestOrder(guestMail(), client, other.id, 40)).code).toBe(0);
    expect((await guestOrder(guestMail(), client, other.id, 11)).code).toBe(STOCK_SHARE);
    expect((await guestOrder(guestMail(), newClient(), other.id, 11)).code).toBe(0);
  });

  it('two orders of one member at the same moment cannot together pass the share', async () => {
    const member = await createMember(app);
    const sku = await freshSku(100);
    const codes = (await Promise.all([memberOrder(member, sku.id, 30), memberOrder(member, sku.id, 30)])).map((a) => a.body.code);
    expect(codes.sort()).toEqual([0, STOCK_SHARE]);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(70);
  });
});

describe('the limits as configured', () => {
  it('follows UNPAID_ORDERS_PER_BUYER and UNPAID_STOCK_SHARE_PERCENT', async () => {
    const strict = await createTestApp({ UNPAID_ORDERS_PER_BUYER: '1', UNPAID_STOCK_SHARE_PERCENT: '20' });
    try {
      const member = await createMember(strict);
      const sku = await strict.db.sku.update({ where: { id: (await freshSku(0)).id }, data: { stock: 200 } });
      const order = (count: number) =>
        postJson(
          strict,
          '/pc-api/trade/order/create',
          { items: [{ skuId: sku.id, count }], deliveryType: '1', email: member.mail, ...texasAddress },
          member.auth,
        );
      expect((await order(41)).body).toMatchObject({ code: STOCK_SHARE, msg: expect.stringContaining('At most 40 pieces') });
      expect((await order(40)).body.code).toBe(0);
      expect((await order(1)).body).toMatchObject({ code: UNPAID_ORDERS, msg: 'You have 1 unpaid orders: pay or cancel one first.' });
    } finally {
      await strict.close();
    }
  });
});
