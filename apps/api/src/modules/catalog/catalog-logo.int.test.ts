import type { TAdminPrintPrice, TAdminSpuCreateRequest } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createMember, createTestApp, getJson, postJson, putJson, type TestApp, texasAddress, uploadLogo } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

/** Screen print ("1") and pad print ("2"): cents per printed piece by size tier. */
const PRICES: TAdminPrintPrice[] = [
  { decoratingMethod: '1', tier: '1', priceUsd: 40, priceEur: 37 },
  { decoratingMethod: '1', tier: '2', priceUsd: 60, priceEur: 55 },
  { decoratingMethod: '1', tier: '3', priceUsd: 90, priceEur: 85 },
  { decoratingMethod: '2', tier: '1', priceUsd: 50, priceEur: 45 },
  { decoratingMethod: '2', tier: '2', priceUsd: 75, priceEur: 70 },
  { decoratingMethod: '2', tier: '3', priceUsd: 120, priceEur: 110 },
];

/** A cotton tote bag printable by screen and pad print from 10 pieces, on sale. */
function toteBag(overrides: Partial<TAdminSpuCreateRequest> = {}): TAdminSpuCreateRequest {
  return {
    name: { en: 'Cotton Tote Bag', de: 'Baumwolltasche', zh: '棉质手提袋' },
    introduction: { en: 'A sturdy tote.', de: 'Eine robuste Tasche.', zh: '结实的手提袋。' },
    description: { en: 'Natural cotton, long handles.', de: 'Naturbaumwolle.', zh: '天然棉。' },
    categoryId: 2501,
    sliderPicUrls: ['/uploads/catalog/1001.svg'],
    status: 1,
    skus: [{ properties: [], priceUsd: 300, priceEur: 280, stock: 500, weight: 120 }],
    decoratingMethods: ['1', '2'],
    printMinCount: 10,
    printCheckLevel: 1,
    printPrices: PRICES,
    ...overrides,
  };
}

let auth: Record<string, string>;
beforeAll(async () => {
  auth = (await createStaff(app, 'catalogue')).auth;
});

const create = (body: TAdminSpuCreateRequest, language = 'en') =>
  postJson(app, '/admin-api/product/spu/create', body, { ...auth, 'accept-language': language });
const detailOf = async (id: number) => (await getJson(app, `/admin-api/product/spu/get-detail?id=${id}`, auth)).body.data;

/** The update that sends back what the back office showed, without the fields only answers have. */
function asUpdate(detail: Record<string, unknown>) {
  const { defaultQuantityRules: _d, createTime: _c, updateTime: _u, salesCount: _s, minPriceUsd: _mu, minPriceEur: _me, ...body } = detail;
  return body;
}

/** A pad-printed line of 8 × 6 cm (size tier 2) on the front. */
const logoLine = (skuId: number, count: number, extra: Record<string, unknown> = {}) => ({
  skuId,
  count,
  orderType: 2,
  customizedType: 4,
  size: '8x6',
  locationId: '1',
  decoratingMethod: '2',
  ...extra,
});

describe('logo products in the back office', () => {
  it('creates a logo product that the storefront prices and sells with its own print prices, minimum and proof approval', async () => {
    const created = await create(toteBag());
    expect(created.body.code, created.body.msg).toBe(0);
    const id = created.body.data as number;
    expect(await detailOf(id)).toMatchObject({ decoratingMethods: ['1', '2'], printMinCount: 10, printCheckLevel: 1, printPrices: PRICES });

    const shown = (await getJson(app, `/pc-api/product/spu/get-detail?id=${id}`)).body.data;
    expect(shown).toMatchObject({ decoratingMethods: ['1', '2'], printMinCount: 10, printCheckLevel: 1 });
    const skuId = shown.skus[0].id;
    const settle = (items: unknown[], headers: Record<string, string> = {}) =>
      postJson(app, '/pc-api/trade/order/settlement', { items, deliveryType: '1' }, headers);

    expect((await settle([logoLine(skuId, 10)])).body.data.price.decalsPrice).toBe(10 * 75);
    expect((await settle([logoLine(skuId, 10, { decoratingMethod: '1', size: '3' })])).body.data.price.decalsPrice).toBe(10 * 90);
    expect((await settle([logoLine(skuId, 12)], { 'country-code': 'DE' })).body.data.price.decalsPrice).toBe(12 * 70);
    const few = await settle([logoLine(skuId, 9)], { 'accept-language': 'de' });
    expect(few.body).toMatchObject({ code: 1_011_000_003, msg: expect.stringContaining('10') });
    expect((await settle([logoLine(skuId, 10, { decoratingMethod: '3' })])).body.code).toBe(1_011_005_001);

    const member = await createMember(app);
    const imgUrl = await uploadLogo(app, member.auth);
    const order = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: [logoLine(skuId, 10, { imgUrl })], deliveryType: '1', email: member.mail, ...texasAddress },
      member.auth,
    );
    expect(order.body.code, order.body.msg).toBe(0);
    const line = await app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: order.body.data.id } });
    expect(line).toMatchObject({ decoratingMethod: '2', printTier: '2', decalsPrice: 750, printCheckLevel: 1 });
  });

  it('refuses a logo product without a method, without a price for each size of a method, or with a method the shop lacks', async () => {
    const refusal = async (body: TAdminSpuCreateRequest, language = 'en') => (await create(body, language)).body;
    const products = await app.db.spu.count();
    const padOnly = PRICES.filter((p) => p.decoratingMethod === '2');

    expect(await refusal(toteBag({ printPrices: padOnly }), 'de')).toMatchObject({
      code: 1_008_009_002,
      msg: 'Siebdruck braucht einen Druckpreis für jede Größe (S, M und L) in USD und EUR.',
    });
    expect(await refusal(toteBag({ printPrices: PRICES.slice(0, 5) }))).toMatchObject({
      code: 1_008_009_002,
      msg: 'Pad print needs a print price for every size (S, M and L) in USD and EUR.',
    });
    expect(await refusal(toteBag({ decoratingMethods: ['2'] }), 'zh')).toMatchObject({
      code: 1_008_009_003,
      msg: '存在丝网印刷的印刷价格，但该商品不提供此工艺',
    });
    expect(await refusal(toteBag({ decoratingMethods: [], printPrices: padOnly }))).toMatchObject({
      code: 1_008_009_000,
      msg: 'A logo product needs at least one decorating method.',
    });
    expect(await refusal(toteBag({ decoratingMethods: ['2', '99'], printPrices: padOnly }))).toMatchObject({ code: 1_008_009_001 });
    expect(await refusal(toteBag({ decoratingMethods: ['2'] }))).toMatchObject({ code: 1_008_009_003 });

    const doubled = await refusal(toteBag({ printPrices: [...PRICES, PRICES[0]!] }));
    expect(doubled.code).toBe(400);
    const bad = await refusal(toteBag({ printMinCount: 0, printCheckLevel: 2 as 1, printPrices: [{ ...PRICES[0]!, priceUsd: 0 }] }));
    expect(bad.code).toBe(400);
    expect(bad.fields?.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['printMinCount', 'printCheckLevel', 'printPrices.0.priceUsd']),
    );
    expect(await app.db.spu.count()).toBe(products);
  });

  it('keeps the logo fields of an update that leaves them out, and replaces them when sent', async () => {
    const id = (await create(toteBag())).body.data as number;
    const { decoratingMethods: _m, printMinCount: _n, printCheckLevel: _l, printPrices: _p, ...older } = asUpdate(await detailOf(id));
    const renamed = { ...older, name: { en: 'Organic Tote Bag', de: '', zh: '' } };
    expect((await putJson(app, '/admin-api/product/spu/update', renamed, auth)).body).toMatchObject({ code: 0 });
    expect(await detailOf(id)).toMatchObject({ name: { en: 'Organic Tote Bag' }, decoratingMethods: ['1', '2'], printPrices: PRICES });

    const padOnly = PRICES.filter((p) => p.decoratingMethod === '2').map((p) => ({ ...p, priceUsd: p.priceUsd + 5 }));
    const narrowed = { ...older, decoratingMethods: ['2'], printMinCount: 50, printCheckLevel: 0, printPrices: padOnly };
    expect((await putJson(app, '/admin-api/product/spu/update', narrowed, auth)).body).toMatchObject({ code: 0 });
    expect(await detailOf(id)).toMatchObject({ decoratingMethods: ['2'], printMinCount: 50, printCheckLevel: 0, printPrices: padOnly });

    const widened = { ...older, decoratingMethods: ['2', '4'] };
    expect((await putJson(app, '/admin-api/product/spu/update', widened, auth)).body.code).toBe(1_008_009_002);
    const plain = { ...older, decoratingMethods: [], printPrices: [] };
    expect((await putJson(app, '/admin-api/product/spu/update', plain, auth)).body).toMatchObject({ code: 0 });
    expect(await detailOf(id)).toMatchObject({ decoratingMethods: [], printPrices: [] });
    expect(await app.db.productPrintPrice.count({ where: { spuId: id } })).toBe(0);
    const audit = await app.db.auditLog.findFirstOrThrow({ where: { target: `product_spu:${id}` }, orderBy: { id: 'desc' } });
    expect(audit).toMatchObject({ before: { decoratingMethods: ['2'], printMinCount: 50 }, after: { decoratingMethods: [] } });
  });

  it('answers the shop’s prices by size for a logo product saved before print prices existed, and keeps charging them', async () => {
    const MUG = 1027;
    const before = await detailOf(MUG);
    expect(before.decoratingMethods.length).toBeGreaterThan(0);
    expect(before.printPrices).toHaveLength(before.decoratingMethods.length * 3);
    expect(before.printPrices).toEqual(
      expect.arrayContaining([{ decoratingMethod: before.decoratingMethods[0], tier: '2', priceUsd: 149, priceEur: 149 }]),
    );
    const { printPrices: _p, decoratingMethods: _m, ...older } = asUpdate(before);
    expect((await putJson(app, '/admin-api/product/spu/update', older, auth)).body.code).toBe(0);
    expect(await app.db.productPrintPrice.count({ where: { spuId: MUG } })).toBe(0);
    const skuId = before.skus[0].id;
    const line = logoLine(skuId, 25, { decoratingMethod: before.decoratingMethods[0] });
    const settled = await postJson(app, '/pc-api/trade/order/settlement', { items: [line], deliveryType: '1' });
    expect(settled.body.data.price.decalsPrice).toBe(25 * 149);

    // Saved with the form's answer, the shop's prices become the product's own.
    expect((await putJson(app, '/admin-api/product/spu/update', asUpdate(before), auth)).body.code).toBe(0);
    expect(await app.db.productPrintPrice.count({ where: { spuId: MUG } })).toBe(before.decoratingMethods.length * 3);
  });
});
