import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountedLinePrice, quantityDiscount } from '@shop/shared';
import { createMember, createTestApp, getJson, postJson, putJson, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '1000' });
});
afterAll(async () => app.close());

/** A SKU of a product on sale with at least `stock` pieces. */
async function skuWithStock(min: number, notIn: number[] = []) {
  return app.db.sku.findFirstOrThrow({ where: { stock: { gte: min }, spu: { status: 1 }, id: { notIn } }, orderBy: { id: 'asc' } });
}

const list = async (auth: Record<string, string>, headers: Record<string, string> = {}) =>
  (await getJson(app, '/pc-api/trade/cart/list', { ...auth, ...headers })).body.data;
const count = async (auth: Record<string, string>) => (await getJson(app, '/pc-api/trade/cart/get-count', auth)).body.data;

describe('adding and listing', () => {
  it('adds to the same line for the same SKU and answers the line with price, picture and translated names', async () => {
    const member = await createMember(app);
    const sku = await skuWithStock(10);
    const first = await postJson(app, '/pc-api/trade/cart/add', { skuId: sku.id, count: 2 }, member.auth);
    const second = await postJson(app, '/pc-api/trade/cart/add', { skuId: sku.id, count: 3 }, member.auth);
    expect(second.body.data).toBe(first.body.data);
    const cart = await list(member.auth, { 'accept-language': 'de', 'country-code': 'DE' });
    expect(cart.invalidList).toEqual([]);
    expect(cart.validList).toHaveLength(1);
    expect(cart.validList[0]).toMatchObject({
      id: first.body.data,
      count: 5,
      selected: true,
      sku: { id: sku.id, price: sku.priceEur, stock: sku.stock },
    });
    const spu = await app.db.spu.findUniqueOrThrow({ where: { id: sku.spuId } });
    expect(cart.validList[0].spu).toMatchObject({ id: spu.id, name: (spu.name as { de: string }).de });
    expect(await count(member.auth)).toBe(5);
  });

  it('refuses more pieces than the stock and off-sale or unknown SKUs', async () => {
    const member = await createMember(app);
    const sku = await skuWithStock(5);
    const tooMany = await postJson(app, '/pc-api/trade/cart/add', { skuId: sku.id, count: sku.stock + 1 }, member.auth);
    expect(tooMany.body).toMatchObject({ code: 1_011_002_002, msg: `Only ${sku.stock} pieces are in stock.` });
    expect((await postJson(app, '/pc-api/trade/cart/add', { skuId: 999_999_999, count: 1 }, member.auth)).body.code).toBe(1_011_002_001);
    expect(await list(member.auth)).toEqual({ validList: [], invalidList: [] });
  });

  it.each([
    [{ skuId: 100101, count: 0 }, 'count'],
    [{ skuId: 100101, count: 1.5 }, 'count'],
    [{ skuId: 100101, count: -3 }, 'count'],
    [{ skuId: 'abc', count: 1 }, 'skuId'],
    [[], ''],
  ] as [unknown, string][])('refuses bad input %j with code 400', async (body) => {
    const member = await createMember(app);
    expect((await postJson(app, '/pc-api/trade/cart/add', body, member.auth)).body.code).toBe(400);
  });

  it('lists lines off sale or out of stock as invalid, and leaves them out of the count', async () => {
    const member = await createMember(app);
    const offSale = await skuWithStock(3);
    const emptied = await skuWithStock(3, [offSale.id]);
    await postJson(app, '/pc-api/trade/cart/add', { skuId: offSale.id, count: 1 }, member.auth);
    await postJson(app, '/pc-api/trade/cart/add', { skuId: emptied.id, count: 2 }, member.auth);
    await app.db.spu.update({ where: { id: offSale.spuId }, data: { status: 0 } });
    await app.db.sku.update({ where: { id: emptied.id }, data: { stock: 0 } });
    const cart = await list(member.auth);
    expect(cart.validList).toEqual([]);
    expect(cart.invalidList.map((l: { sku: { id: number } }) => l.sku.id).sort()).toEqual([offSale.id, emptied.id].sort());
    expect(await count(member.auth)).toBe(0);
    await app.db.spu.update({ where: { id: offSale.spuId }, data: { status: 1 } });
    await app.db.sku.update({ where: { id: emptied.id }, data: { stock: emptied.stock } });
  });
});

describe('merging a guest cart', () => {
  it('adds a list to the existing lines, caps at the stock and says so, and loses no line', async () => {
    const member = await createMember(app);
    const kept = await skuWithStock(20);
    const small = await app.db.sku.update({ where: { id: (await skuWithStock(1, [kept.id])).id }, data: { stock: 4 } });
    await postJson(app, '/pc-api/trade/cart/add', { skuId: kept.id, count: 1 }, member.auth);
    const merged = await postJson(
      app,
      '/pc-api/trade/cart/add',
      [
        { skuId: kept.id, count: 2 },
        { skuId: small.id, count: 3 },
        { skuId: small.id, count: 3 },
        { skuId: 999_999_999, count: 1 },
      ],
      member.auth,
    );
    expect(merged.body.code).toBe(0);
    expect(merged.body.data.capped).toEqual([{ skuId: small.id, count: 4 }]);
    const cart = await list(member.auth);
    const counts = Object.fromEntries(cart.validList.map((l: { sku: { id: number }; count: number }) => [l.sku.id, l.count]));
    expect(counts).toEqual({ [kept.id]: 3, [small.id]: 4 });
  });

  it('keeps a guest line whose SKU sold out, as invalid', async () => {
    const member = await createMember(app);
    const soldOut = await app.db.sku.update({ where: { id: (await skuWithStock(1)).id }, data: { stock: 0 } });
    await postJson(app, '/pc-api/trade/cart/add', [{ skuId: soldOut.id, count: 2 }], member.auth);
    expect((await list(member.auth)).invalidList[0]).toMatchObject({ count: 2, sku: { id: soldOut.id, stock: 0 } });
    await app.db.sku.update({ where: { id: soldOut.id }, data: { stock: 10 } });
  });
});

describe('changing lines', () => {
  it('changes counts within 1..stock, selection and deletes, and the badge follows the selection', async () => {
    const member = await createMember(app);
    const a = await skuWithStock(10);
    const b = await skuWithStock(10, [a.id]);
    const lineA = (await postJson(app, '/pc-api/trade/cart/add', { skuId: a.id, count: 1 }, member.auth)).body.data;
    const lineB = (await postJson(app, '/pc-api/trade/cart/add', { skuId: b.id, count: 2 }, member.auth)).body.data;
    expect((await putJson(app, '/pc-api/trade/cart/update-count', { id: lineA, count: 7 }, member.auth)).body.code).toBe(0);
    expect((await putJson(app, '/pc-api/trade/cart/update-count', { id: lineA, count: a.stock + 1 }, member.auth)).body.code).toBe(
      1_011_002_002,
    );
    expect((await putJson(app, '/pc-api/trade/cart/update-count', { id: lineA, count: 0 }, member.auth)).body.code).toBe(400);
    expect(await count(member.auth)).toBe(9);
    await putJson(app, '/pc-api/trade/cart/update-selected', { ids: [lineB], selected: false }, member.auth);
    expect(await count(member.auth)).toBe(7);
    expect((await postJson(app, '/pc-api/trade/cart/delete', { ids: [lineA] }, member.auth)).body.code).toBe(0);
    expect((await list(member.auth)).validList.map((l: { id: number }) => l.id)).toEqual([lineB]);
  });

  it("never touches another member's lines", async () => {
    const owner = await createMember(app);
    const intruder = await createMember(app);
    const sku = await skuWithStock(5);
    const line = (await postJson(app, '/pc-api/trade/cart/add', { skuId: sku.id, count: 2 }, owner.auth)).body.data;
    expect((await putJson(app, '/pc-api/trade/cart/update-count', { id: line, count: 1 }, intruder.auth)).body.code).toBe(1_011_002_000);
    await putJson(app, '/pc-api/trade/cart/update-selected', { ids: [line], selected: false }, intruder.auth);
    await postJson(app, '/pc-api/trade/cart/delete', { ids: [line] }, intruder.auth);
    expect(await list(intruder.auth)).toEqual({ validList: [], invalidList: [] });
    expect((await list(owner.auth)).validList[0]).toMatchObject({ id: line, count: 2, selected: true });
  });

  it('needs a login for every call', async () => {
    expect((await getJson(app, '/pc-api/trade/cart/list')).body.code).toBe(401);
    expect((await getJson(app, '/pc-api/trade/cart/get-count')).body.code).toBe(401);
    expect((await postJson(app, '/pc-api/trade/cart/add', { skuId: 100101, count: 1 })).body.code).toBe(401);
  });

  it('counts two adds that arrive at once', async () => {
    const member = await createMember(app);
    const sku = await skuWithStock(20);
    await Promise.all(Array.from({ length: 5 }, () => postJson(app, '/pc-api/trade/cart/add', { skuId: sku.id, count: 2 }, member.auth)));
    expect((await list(member.auth)).validList[0].count).toBe(10);
  });
});

describe('discounted lines', () => {
  const settledLine = async (skuId: number, count: number, headers: Record<string, string>) =>
    (await postJson(app, '/pc-api/trade/order/settlement', { items: [{ skuId, count }], deliveryType: '1' }, headers)).body.data.items[0];

  it('prices each member line with its quantity discount, to the cent of settlement and the product page', async () => {
    const member = await createMember(app);
    const sku = await skuWithStock(25);
    await postJson(app, '/pc-api/trade/cart/add', { skuId: sku.id, count: 5 }, member.auth);
    const headers = { 'accept-language': 'de', 'country-code': 'DE' };
    const [line] = (await list(member.auth, headers)).validList;
    const rules = (await getJson(app, `/pc-api/product/spu/product-quantity-rule?id=${sku.spuId}`)).body.data;
    expect(line).toMatchObject({
      count: 5,
      totalPrice: sku.priceEur * 5,
      discountedPrice: discountedLinePrice(sku.priceEur, 5, rules),
      discount: quantityDiscount(rules, 5),
    });
    expect(line.discount).toBeGreaterThan(0);
    expect(line.discountedPrice).toBeLessThan(line.totalPrice);
    expect(line.discountDescription).not.toBe('');
    const settled = await settledLine(sku.id, 5, headers);
    expect(line.discountedPrice).toBe(settled.discountedPrice);
    expect(line.discountDescription).toBe(settled.discountDescription);

    await putJson(app, '/pc-api/trade/cart/update-count', { id: line.id, count: 1 }, member.auth);
    const [single] = (await list(member.auth, headers)).validList;
    expect(single).toMatchObject({ totalPrice: sku.priceEur, discountedPrice: sku.priceEur, discount: 0, discountDescription: '' });
  });

  it("prices a visitor's local cart without a login, with today's prices, and leaves unknown SKUs out", async () => {
    const sku = await skuWithStock(25);
    const priced = await postJson(
      app,
      '/pc-api/trade/cart/price',
      {
        items: [
          { skuId: sku.id, count: 3 },
          { skuId: 999_999_999, count: 1 },
          { skuId: sku.id, count: 7, selected: false },
        ],
      },
      { 'country-code': 'US' },
    );
    expect(priced.body.code).toBe(0);
    expect(priced.body.data.invalidList).toEqual([]);
    const [line] = priced.body.data.validList;
    const settled = await settledLine(sku.id, 10, { 'country-code': 'US' });
    expect(line).toMatchObject({
      id: sku.id,
      count: 10,
      sku: { id: sku.id, price: sku.priceUsd },
      discountedPrice: settled.discountedPrice,
    });
    expect(priced.body.data.validList).toHaveLength(1);
  });
});
