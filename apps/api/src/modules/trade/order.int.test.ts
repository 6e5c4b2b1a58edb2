import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  catalogChanged,
  berlinAddress,
  createMember,
  createTestApp,
  deleteJson,
  getJson,
  postJson,
  type TestApp,
  texasAddress,
} from '../../../test/helpers.ts';
import { mailUnpaidOrders } from './mail-unpaid-orders.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

const US = 281;
/** A SKU of a product on sale without rules of its own (the shop's default tiers apply). */
async function plainSku(min = 1, notIn: number[] = []) {
  return app.db.sku.findFirstOrThrow({
    where: { stock: { gte: min }, spu: { status: 1, quantityRules: { none: {} } }, id: { notIn } },
    orderBy: { id: 'asc' },
  });
}

/** Order creation by `member` with these lines, delivered to Texas, with `extra` body fields. */
const placeOrder = (member: { mail: string; auth: Record<string, string> }, items: unknown[], extra: Record<string, unknown> = {}) =>
  postJson(app, '/pc-api/trade/order/create', { items, deliveryType: '1', email: member.mail, ...texasAddress, ...extra }, member.auth);

const settle = (body: unknown, headers: Record<string, string> = {}) => postJson(app, '/pc-api/trade/order/settlement', body, headers);

describe('POST trade/order/settlement', () => {
  it('prices from the database with the default quantity tiers, delivery and Texas sales tax, ignoring prices the client sends', async () => {
    const sku = await plainSku(10);
    const { body } = await settle({
      items: [{ skuId: sku.id, count: 10, price: 1, totalPrice: 1 }],
      deliveryType: '2',
      areaId: US,
      state: 'TX',
      pointStatus: false,
    });
    expect(body.code).toBe(0);
    const total = sku.priceUsd * 10;
    const goods = Math.round(total * 0.85);
    expect(body.data.items[0]).toMatchObject({
      skuId: sku.id,
      count: 10,
      price: sku.priceUsd,
      totalPrice: total,
      discountedPrice: goods,
      discountDescription: '15% off from 10 pieces',
    });
    const standard = goods >= 3999 ? 0 : 699;
    expect(body.data.price).toMatchObject({
      totalPrice: total,
      discountPrice: total - goods,
      couponPrice: 0,
      deliveryPrice: standard + 699,
      salesTaxPrice: Math.round(goods * 0.0625),
    });
    const p = body.data.price;
    expect(p.payPrice).toBe(p.totalPrice - p.discountPrice - p.couponPrice + p.deliveryPrice + p.salesTaxPrice + p.decalsPrice);
  });

  it('prices in euros for an EU request, with VAT contained and no sales tax', async () => {
    const sku = await plainSku(1);
    const { body } = await settle({ items: [{ skuId: sku.id, count: 1 }], deliveryType: '1' }, { 'country-code': 'DE' });
    expect(body.data.items[0].price).toBe(sku.priceEur);
    expect(body.data.price.salesTaxPrice).toBe(0);
    expect(body.data.price.vatIncludedPrice).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown code', 'NOPE', 1_011_010_000],
    ['an expired code', 'OLD', 1_011_010_001],
    ['a code with a minimum spend above the goods', 'SAVE5', 1_011_010_002],
    ["another member's code", 'MINE', 1_011_010_003],
  ])('refuses %s with its code', async (_name, code, expected) => {
    await app.db.coupon.createMany({
      data: [
        { code: 'OLD', type: 'percent', value: 10, validTo: new Date(Date.now() - 1000) },
        { code: 'MINE', type: 'fixed', value: 100, memberId: 999_999 },
      ],
      skipDuplicates: true,
    });
    const sku = await plainSku(1);
    const { body } = await settle({ items: [{ skuId: sku.id, count: 1 }], code, deliveryType: '1' });
    expect(body.code).toBe(expected);
  });

  it('applies the demo code to the goods after quantity discounts, in any case', async () => {
    const sku = await plainSku(5);
    const { body } = await settle({ items: [{ skuId: sku.id, count: 5 }], code: 'welcome10', deliveryType: '1' });
    const goods = body.data.items[0].discountedPrice;
    expect(body.data.price.couponPrice).toBe(Math.round(goods / 10));
  });

  it('refuses logo lines under 25 pieces, pictures the shop did not issue, and unknown products', async () => {
    const sku = await plainSku(30);
    expect(
      (
        await settle({
          items: [{ skuId: sku.id, count: 24, orderType: '2', customizedType: 4, size: '1', imgUrl: 'https://elsewhere.test/logo.png' }],
          deliveryType: '1',
        })
      ).body.code,
    ).toBe(1_001_003_003);
    const image = await app.db.uploadedFile.create({
      data: {
        kind: 'image',
        path: `image/t/${Date.now()}.png`,
        url: `http://shop.test/uploads/image/t/${Date.now()}.png`,
        mime: 'image/png',
        size: 1,
        sha256: 'x',
      },
    });
    // The logo mug: printable by screen print (1), logo position 1.
    const mug = await app.db.sku.findFirstOrThrow({ where: { spuId: 1027, stock: { gte: 30 } } });
    const logo = { orderType: 2, locationId: 1, decoratingMethod: '1', imgUrl: image.url };
    expect((await settle({ items: [{ skuId: mug.id, count: 24, size: '1', ...logo }], deliveryType: '1' })).body.code).toBe(1_011_000_003);
    const ok = await settle({ items: [{ skuId: mug.id, count: 25, size: '8x8', ...logo }], deliveryType: '1' });
    expect(ok.body.data.price.decalsPrice).toBe(25 * 149);
    expect((await settle({ items: [{ skuId: 999_999_999, count: 1 }], deliveryType: '1' })).body.code).toBe(1_011_000_001);
  });

  it.each([
    [{ items: [], deliveryType: '1' }],
    [{ items: [{ skuId: 100101, count: 0 }] }],
    [{ items: [{ skuId: 100101, count: 1 }], deliveryType: '7' }],
  ])('refuses bad input %j with code 400', async (body) => {
    expect((await settle(body)).body.code).toBe(400);
  });

  it('prices a repeated settlement from the catalogue cache, reading live only what a member may have changed, and sees changes at once', async () => {
    const sku = await plainSku(1);
    const member = await createMember(app);
    const addressId = (await postJson(app, '/pc-api/member/address/create', texasAddress, member.auth)).body.data;
    const asGuest = { items: [{ skuId: sku.id, count: 1 }], areaId: US, state: 'TX', code: 'WELCOME10', deliveryType: '1' };
    const asMember = { items: [{ skuId: sku.id, count: 1 }], addressId, code: 'WELCOME10', deliveryType: '1' };
    await settle(asGuest);
    const statements: string[] = [];
    app.db.$on('query', (event) => statements.push(event.query));
    const plain = vi.spyOn(app.db.sql, 'query');
    const counted = () =>
      statements.splice(0).filter((q) => !/^(BEGIN|COMMIT|DEALLOCATE)/.test(q)).length + plain.mock.calls.splice(0).length;
    expect((await settle(asGuest)).body.data.items[0].price).toBe(sku.priceUsd);
    expect(counted()).toBe(0);
    expect((await settle(asMember, member.auth)).body.data.price.couponPrice).toBeGreaterThan(0);
    expect(counted()).toBe(1); // the address and the member's uses of the code, together
    plain.mockRestore();
    const changed = catalogChanged(app);
    await app.db.sku.update({ where: { id: sku.id }, data: { priceUsd: sku.priceUsd + 100 } });
    await changed;
    expect((await settle(asGuest)).body.data.items[0].price).toBe(sku.priceUsd + 100);
    await app.db.sku.update({ where: { id: sku.id }, data: { priceUsd: sku.priceUsd } });
    const ended = catalogChanged(app);
    await app.db.coupon.update({ where: { code: 'WELCOME10' }, data: { validTo: new Date(Date.now() - 1000) } });
    await ended;
    expect((await settle(asGuest)).body.code).toBe(1_011_010_001);
    await app.db.coupon.update({ where: { code: 'WELCOME10' }, data: { validTo: null } });
  });

  it('checks a typed destination as a saved address: unknown US state or a bad ZIP code is refused, never taxed at 0 %', async () => {
    const sku = await plainSku(1);
    const body = { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', areaId: US };
    expect((await settle({ ...body, state: 'ZZ', zipCode: '77002' })).body.code).toBe(1_004_004_002);
    expect((await settle({ ...body, zipCode: '77002' })).body.code).toBe(1_004_004_002);
    expect((await settle({ ...body, state: 'TX', zipCode: 'ABCDE' })).body.code).toBe(1_004_004_003);
    const member = await createMember(app);
    const order = await postJson(
      app,
      '/pc-api/trade/order/create',
      { ...body, email: member.mail, ...texasAddress, state: 'ZZ' },
      member.auth,
    );
    expect(order.body.code).toBe(1_004_004_002);
    const taxed = await settle({ ...body, state: 'tx', zipCode: '77002' });
    expect(taxed.body.data.price.salesTaxPrice).toBeGreaterThan(0);
  });

  it('prices and charges in the currency of the destination, whatever the request country', async () => {
    const sku = await plainSku(1);
    const berlin = { ...berlinAddress, firstName: 'Ada', lastName: 'L' };
    const settled = await settle({ items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', ...berlin }, { 'country-code': 'US' });
    expect(settled.body.data.items[0].price).toBe(sku.priceEur);
    expect(settled.headers['currency-code']).toBe('EUR');
    const member = await createMember(app);
    const order = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...berlin },
      { ...member.auth, 'country-code': 'US' },
    );
    expect(order.body.code).toBe(0);
    expect((await app.db.tradeOrder.findUniqueOrThrow({ where: { id: order.body.data.id } })).currency).toBe('EUR');
    expect((await app.db.payOrder.findUniqueOrThrow({ where: { id: order.body.data.payOrderId } })).currency).toBe('EUR');
  });

  it("treats another member's address as missing", async () => {
    const owner = await createMember(app);
    const other = await createMember(app);
    const addressId = (await postJson(app, '/pc-api/member/address/create', texasAddress, owner.auth)).body.data;
    const sku = await plainSku(1);
    expect((await settle({ items: [{ skuId: sku.id, count: 1 }], addressId, deliveryType: '1' }, other.auth)).body.code).toBe(
      1_004_004_000,
    );
    expect((await settle({ items: [{ skuId: sku.id, count: 1 }], addressId, deliveryType: '1' }, owner.auth)).body.code).toBe(0);
  });
});

describe('POST trade/order/create', () => {
  it('creates the order with the recomputed price, takes the stock, removes the cart line and opens the payment', async () => {
    const member = await createMember(app);
    const sku = await plainSku(3);
    const cartId = (await postJson(app, '/pc-api/trade/cart/add', { skuId: sku.id, count: 2 }, member.auth)).body.data;
    const settlement = await settle({ items: [{ skuId: sku.id, count: 2 }], areaId: US, state: 'TX', deliveryType: '1' });
    const { body } = await placeOrder(member, [{ skuId: sku.id, count: 2, cartId, price: 1 }]);
    expect(body.code).toBe(0);
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: body.data.id }, include: { items: true, payOrder: true } });
    expect(order).toMatchObject({ memberId: member.id, status: 0, payPrice: settlement.body.data.price.payPrice, currency: 'USD' });
    expect(order.no).toMatch(/^o\d{14}\d{6}$/);
    expect(order.payOrder).toMatchObject({ id: body.data.payOrderId, amount: order.payPrice, status: 0 });
    expect(order.payExpireTime.getTime() - order.createdAt.getTime()).toBeGreaterThanOrEqual(29 * 60_000);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(sku.stock - 2);
    expect((await getJson(app, '/pc-api/trade/cart/list', member.auth)).body.data.validList).toEqual([]);
  });

  it("mails a member's order to the account's own address, whatever e-mail the request names: reminder and confirmation alike", async () => {
    const member = await createMember(app);
    const victim = `victim-${Date.now()}@example.test`;
    const sku = await plainSku(2);
    const { body } = await placeOrder(member, [{ skuId: sku.id, count: 1 }], { email: victim });
    expect(body.code).toBe(0);
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: body.data.id } });
    expect(order.email).toBe(member.mail);
    // Still unpaid minutes later: the mail asking for payment, then the confirmation once paid.
    expect(await mailUnpaidOrders(app, new Date(order.createdAt.getTime() + 6 * 60_000))).toBeGreaterThanOrEqual(1);
    const paid = await postJson(app, '/pc-api/pay/order/pay/success', { id: body.data.payOrderId, channelCode: 'demo' }, member.auth);
    expect(paid.body.code).toBe(0);
    const mails = await app.db.mailLog.findMany({ where: { text: { contains: order.no } }, orderBy: { id: 'asc' } });
    expect(mails.map((m) => [m.template, m.toAddress])).toEqual([
      ['order-created', member.mail],
      ['order-paid', member.mail],
    ]);
    expect(await app.db.mailLog.count({ where: { toAddress: victim } })).toBe(0);
  });

  it('answers quantities whose totals do not fit with code 400 naming the limit, at settlement and order creation alike', async () => {
    const member = await createMember(app);
    const sku = await plainSku(1);
    const items = Array.from({ length: 100 }, () => ({ skuId: sku.id, count: 100_000 }));
    const settled = await settle({ items, deliveryType: '1', areaId: US, state: 'TX' });
    expect(settled.body).toMatchObject({ code: 400, fields: [{ field: 'items', message: 'items may hold at most 100000 pieces in all' }] });
    const created = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items, deliveryType: '1', email: member.mail, ...texasAddress },
      member.auth,
    );
    expect(created.body).toMatchObject({ code: 400, fields: [{ field: 'items' }] });
  });

  it('answers an order whose amount passes 10,000,000.00 with code 400, never 500', async () => {
    const member = await createMember(app);
    const sku = await plainSku(1);
    const changed = catalogChanged(app);
    await app.db.sku.update({ where: { id: sku.id }, data: { priceUsd: 1_000_000 } });
    await changed;
    try {
      const items = [{ skuId: sku.id, count: 1_001 }];
      const settled = await settle({ items, deliveryType: '1', areaId: US, state: 'TX' });
      expect(settled.body.code).toBe(400);
      expect(settled.body.msg).toBe('Invalid request: items may come to at most $10,000,000.00 in all');
      const created = await postJson(
        app,
        '/pc-api/trade/order/create',
        { items, deliveryType: '1', email: member.mail, ...texasAddress },
        member.auth,
      );
      expect(created.body.code).toBe(400);
      // Just under the limit still settles.
      expect((await settle({ items: [{ skuId: sku.id, count: 1_000 }], deliveryType: '1', areaId: US, state: 'TX' })).body.code).toBe(0);
    } finally {
      await app.db.sku.update({ where: { id: sku.id }, data: { priceUsd: sku.priceUsd } });
    }
  });

  it("bills the delivery address, or another saved address of the member's own", async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const sku = await plainSku(3);
    const delivery = (await postJson(app, '/pc-api/member/address/create', texasAddress, member.auth)).body.data;
    const office = (
      await postJson(
        app,
        '/pc-api/member/address/create',
        { ...texasAddress, detailAddress: '500 Office Blvd', firstName: 'Accounts' },
        member.auth,
      )
    ).body.data;
    const foreign = (await postJson(app, '/pc-api/member/address/create', texasAddress, other.auth)).body.data;
    const order = (extra: object) =>
      postJson(
        app,
        '/pc-api/trade/order/create',
        { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, addressId: delivery, ...extra },
        member.auth,
      );
    const same = (await order({})).body.data;
    const billed = (await order({ billingAddressId: office })).body.data;
    expect((await order({ billingAddressId: foreign })).body.code).toBe(1_004_004_000);
    const detail = async (id: number) => (await getJson(app, `/pc-api/trade/order/get-detail?id=${id}`, member.auth)).body.data;
    expect((await detail(same.id)).billingAddress).toEqual((await detail(same.id)).address);
    expect((await detail(billed.id)).billingAddress).toMatchObject({ firstName: 'Accounts', detailAddress: '500 Office Blvd' });
    expect((await detail(billed.id)).address).toMatchObject({ detailAddress: '1 Main St' });
  });

  it('counts the sale without emptying the catalogue cache: taking stock is no catalogue change', async () => {
    const member = await createMember(app);
    const sku = await plainSku(1);
    const spu = await app.db.spu.findUniqueOrThrow({ where: { id: sku.spuId } });
    let cleared = 0;
    const count = () => (cleared += 1);
    app.services.catalogCache.on('cleared', count);
    const { body } = await placeOrder(member, [{ skuId: sku.id, count: 1 }]);
    expect(body.code).toBe(0);
    // Notifications arrive in commit order: this later change's is the only one.
    const changed = catalogChanged(app);
    await app.db.category.updateMany({ where: { id: spu.categoryId }, data: { sort: { increment: 0 } } });
    await changed;
    app.services.catalogCache.off('cleared', count);
    expect(cleared).toBe(1);
    expect((await app.db.spu.findUniqueOrThrow({ where: { id: spu.id } })).salesCount).toBe(spu.salesCount + 1);
  });

  it('makes one order for the same Idempotency-Key, even for requests at the same moment', async () => {
    const member = await createMember(app);
    const sku = await plainSku(5);
    const send = () =>
      postJson(
        app,
        '/pc-api/trade/order/create',
        { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
        { ...member.auth, 'idempotency-key': 'double-click-1' },
      );
    const answers = await Promise.all([send(), send(), send()]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await app.db.tradeOrder.count({ where: { memberId: member.id } })).toBe(1);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(sku.stock - 1);
  });

  it('uses the demo coupon once per member', async () => {
    const member = await createMember(app);
    const sku = await plainSku(5);
    const order = () => placeOrder(member, [{ skuId: sku.id, count: 1 }], { code: 'WELCOME10' });
    expect((await order()).body.code).toBe(0);
    expect((await order()).body.code).toBe(1_011_010_003);
  });

  it('needs a login and a complete address', async () => {
    const sku = await plainSku(1);
    const body = { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: 'a@example.test' };
    expect((await postJson(app, '/pc-api/trade/order/create', body)).body.code).toBe(401);
    const member = await createMember(app);
    expect((await postJson(app, '/pc-api/trade/order/create', { ...body, firstName: 'Sam' }, member.auth)).body.code).toBe(1_011_000_004);
  });
});

describe('no overselling', () => {
  it('200 buyers at once for a SKU with 7 pieces: exactly 7 orders, stock 0', async () => {
    const sku = await app.db.sku.update({ where: { id: (await plainSku(1)).id }, data: { stock: 7 } });
    const linesBefore = await app.db.tradeOrderItem.count({ where: { skuId: sku.id } });
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(app)));
    const attempts = Array.from({ length: 200 }, (_, i) => {
      const member = members[i % members.length]!;
      return placeOrder(member, [{ skuId: sku.id, count: 1 }]);
    });
    const codes = (await Promise.all(attempts)).map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(7);
    // The others found no stock left, or their member already held 3 unpaid orders.
    expect(codes.filter((c) => c !== 0).every((c) => c === 1_011_000_002 || c === 1_011_000_011)).toBe(true);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(0);
    expect(await app.db.tradeOrderItem.count({ where: { skuId: sku.id } })).toBe(linesBefore + 7);
  });

  it('orders and cancels at once over the same SKUs, lines in any order: no lock cycles, and the stock adds up', async () => {
    const a = await plainSku(50);
    const b = await plainSku(50, [a.id]);
    const c = await plainSku(50, [a.id, b.id]);
    const skus = [a, b, c];
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(app)));
    const order = (i: number) => {
      const member = members[i % members.length]!;
      const lines = i % 2 === 0 ? [c, a, b] : [b, c, a];
      return postJson(
        app,
        '/pc-api/trade/order/create',
        { items: lines.map((sku) => ({ skuId: sku.id, count: 1 })), deliveryType: '1', email: member.mail, ...texasAddress },
        member.auth,
      ).then((r) => ({ member, body: r.body }));
    };
    const first = await Promise.all(Array.from({ length: 12 }, (_, i) => order(i)));
    expect(first.every((r) => r.body.code === 0)).toBe(true);
    // Half the orders are cancelled while as many new ones are placed.
    const cancels = first
      .filter((_, i) => i % 2 === 0)
      .map((r) => deleteJson(app, `/pc-api/trade/order/cancel?id=${r.body.data.id}`, r.member.auth));
    const more = Array.from({ length: 6 }, (_, i) => order(i + 1));
    const results = await Promise.all([...cancels.map((p) => p.then((r) => r.body.code)), ...more.map((p) => p.then((r) => r.body.code))]);
    expect(results.every((code) => code === 0)).toBe(true);
    for (const sku of skus) expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(sku.stock - 12);
  });

  it('a once-per-member coupon in 8 orders at once of one member: exactly one order uses it', async () => {
    const member = await createMember(app);
    const sku = await plainSku(10);
    const order = () => placeOrder(member, [{ skuId: sku.id, count: 1 }], { code: 'WELCOME10' });
    const codes = (await Promise.all(Array.from({ length: 8 }, order))).map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === 1_011_010_003)).toBe(true);
    const coupon = await app.db.coupon.findUniqueOrThrow({ where: { code: 'WELCOME10' } });
    expect(await app.db.couponUse.count({ where: { couponId: coupon.id, memberId: member.id } })).toBe(1);
  });

  it('a coupon rush while orders with that coupon are cancelled: no error, stock and coupon uses add up', async () => {
    const sku = await plainSku(60);
    const coupon = await app.db.coupon.create({ data: { code: `RUSH${Date.now()}`, type: 'fixed', value: 100, perMemberLimit: 0 } });
    // Each member holds at most 2 unpaid orders at a time, below the limit of 3.
    const members = await Promise.all(Array.from({ length: 12 }, () => createMember(app)));
    const order = (i: number) => {
      const member = members[i % members.length]!;
      return placeOrder(member, [{ skuId: sku.id, count: 1 }], { code: coupon.code }).then((r) => ({ member, body: r.body }));
    };
    const first = await Promise.all(Array.from({ length: 12 }, (_, i) => order(i)));
    expect(first.map((r) => r.body.code)).toEqual(Array(12).fill(0));
    const cancels = first.map((r) =>
      deleteJson(app, `/pc-api/trade/order/cancel?id=${r.body.data.id}`, r.member.auth).then((x) => x.body.code),
    );
    const more = Array.from({ length: 12 }, (_, i) => order(i).then((r) => r.body.code));
    expect(await Promise.all([...cancels, ...more])).toEqual(Array(24).fill(0));
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(sku.stock - 12);
    const counted = await app.db.coupon.findUniqueOrThrow({ where: { id: coupon.id } });
    expect(counted.usedCount).toBe(12);
    expect(await app.db.couponUse.count({ where: { couponId: coupon.id } })).toBe(12);
  });

  it('the last pieces of several SKUs in one order: all or nothing', async () => {
    const a = await app.db.sku.update({ where: { id: (await plainSku(1)).id }, data: { stock: 2 } });
    const b = await app.db.sku.update({ where: { id: (await plainSku(1, [a.id])).id }, data: { stock: 1 } });
    const members = await Promise.all(Array.from({ length: 10 }, () => createMember(app)));
    const attempts = members.map((member) =>
      postJson(
        app,
        '/pc-api/trade/order/create',
        {
          items: [
            { skuId: a.id, count: 1 },
            { skuId: b.id, count: 1 },
          ],
          deliveryType: '1',
          email: member.mail,
          ...texasAddress,
        },
        member.auth,
      ),
    );
    const codes = (await Promise.all(attempts)).map((x) => x.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: a.id } })).stock).toBe(1);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: b.id } })).stock).toBe(0);
  });
});
