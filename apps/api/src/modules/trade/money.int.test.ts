import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import {
  berlinAddress,
  createMember,
  createTestApp,
  getJson,
  postJson,
  putJson,
  TENANT,
  type TestApp,
  texasAddress,
  uploadLogo,
} from '../../../test/helpers.ts';

/** The figures a person checks by hand, through the shop's own endpoints: settlement, order, mail, invoice. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;

const MUG = 1027;
const PEN = 1016;
/** Sold in packs of 10 and 25. */
const METAL_PEN = 1017;
const NOTEBOOK = 1020;
const sku = (spuId: number, where: object = {}) => app.db.sku.findFirstOrThrow({ where: { spuId, ...where }, orderBy: { id: 'asc' } });

const settle = (body: object, headers: Record<string, string> = {}) =>
  postJson(app, '/pc-api/trade/order/settlement', { deliveryType: '1', ...body }, headers);
const create = (member: Member, body: object, headers: Record<string, string> = {}) =>
  postJson(app, '/pc-api/trade/order/create', { deliveryType: '1', email: member.mail, ...body }, { ...member.auth, ...headers });
const pay = (member: Member, payOrderId: number) =>
  postJson(app, '/pc-api/pay/order/pay/success', { id: payOrderId, channelCode: 'demo' }, member.auth);

const logoLine = { orderType: 2, customizedType: 4, size: '2', locationId: '1', decoratingMethod: '2' };

describe('EU VAT is contained in everything charged', () => {
  it('30 logo mugs to Berlin: 204,02 € with printing 44,70 € contain 32,57 € VAT on the checkout, the order, the mail and the invoice', async () => {
    const member = await createMember(app);
    await app.db.member.update({ where: { id: member.id }, data: { mailLanguage: 'de' } });
    const white = await sku(MUG, { priceEur: 559 });
    const line = { ...logoLine, skuId: white.id, count: 30, imgUrl: await uploadLogo(app, member.auth) };
    const settled = await settle({ items: [line], ...berlinAddress }, member.auth);
    expect(settled.body.data.price).toEqual({
      totalPrice: 16770,
      discountPrice: 838,
      couponPrice: 0,
      deliveryPrice: 0,
      salesTaxPrice: 0,
      decalsPrice: 4470,
      payPrice: 20402,
      vatIncludedPrice: 3257,
      reverseCharge: false,
      salesTaxExempt: false,
    });
    const created = await create(member, { items: [line], ...berlinAddress });
    expect(created.body.code).toBe(0);
    const detail = await getJson(app, `/pc-api/trade/order/get-detail?id=${created.body.data.id}`, member.auth);
    expect(detail.body.data).toMatchObject({ payPrice: 20402, vatIncludedPrice: 3257, decalsPrice: 4470 });
    expect((await pay(member, created.body.data.payOrderId)).body.code).toBe(0);
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'order-paid' } });
    expect(mail.text).toContain('32,57\u00a0€');
    expect(mail.text).toContain('204,02\u00a0€');
    expect(mail.text).toContain('44,70\u00a0€');
    // The invoice follows the approved proof.
    const item = await app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: created.body.data.id } });
    await app.db.tradeOrderItem.update({ where: { id: item.id }, data: { printStatus: 20, printDataUrl: line.imgUrl } });
    expect((await putJson(app, `/pc-api/trade/order/item/approve-print?id=${item.id}`, {}, member.auth)).body.code).toBe(0);
    const invoice = await app.inject({
      method: 'GET',
      url: `/pc-api/trade/order/invoice?id=${created.body.data.id}`,
      headers: { ...TENANT, ...member.auth },
    });
    const { text } = await pdfText(invoice.rawPayload);
    expect(text).toContain('204,02 €');
    expect(text).toContain('32,57 €');
    expect(text).toContain('44,70 €');
  });

  it('one notebook to Germany with urgent delivery: 22,37 € contain 3,57 € VAT', async () => {
    const notebook = await sku(NOTEBOOK);
    const { body } = await settle({ items: [{ skuId: notebook.id, count: 1 }], deliveryType: '2', ...berlinAddress });
    expect(body.data.price).toMatchObject({ totalPrice: 839, deliveryPrice: 1398, payPrice: 2237, vatIncludedPrice: 357 });
  });
});

describe('logo printing counts printed pieces', () => {
  it('one pack of 100 pens takes a logo: 100 prints at the per-piece price, and the product page names the pieces', async () => {
    const pack = await sku(PEN, { piecesPerUnit: 100 });
    const detail = await getJson(app, `/pc-api/product/spu/get-detail?id=${PEN}`);
    expect(detail.body.data.skus.find((s: { id: number }) => s.id === pack.id).piecesPerUnit).toBe(100);
    const { body } = await settle({ items: [{ ...logoLine, size: '1', skuId: pack.id, count: 1 }] });
    expect(body.code).toBe(0);
    expect(body.data.items[0]).toMatchObject({ count: 1, decalsPrice: 100 * 99, piecesPerUnit: 100 });
  });

  it('a pack of 10 pens is 10 pieces: two packs are under the 25-piece minimum, three reach it', async () => {
    const tens = await sku(METAL_PEN, { piecesPerUnit: 10 });
    expect((await settle({ items: [{ ...logoLine, size: '1', skuId: tens.id, count: 2 }] })).body).toMatchObject({
      code: 1_011_000_003,
    });
    expect((await settle({ items: [{ ...logoLine, size: '1', skuId: tens.id, count: 3 }] })).body.data.items[0].decalsPrice).toBe(30 * 99);
  });

  it("an old client's logo line without a decorating method orders with the product's first method", async () => {
    const member = await createMember(app);
    const mug = await sku(MUG);
    const { decoratingMethods } = await app.db.spu.findUniqueOrThrow({ where: { id: MUG } });
    const line = {
      skuId: mug.id,
      count: 25,
      orderType: 2,
      customizedType: 4,
      size: '1',
      locationId: '1',
      imgUrl: await uploadLogo(app, member.auth),
    };
    const created = await create(member, { items: [line], ...texasAddress });
    expect(created.body.code).toBe(0);
    const detail = await getJson(app, `/pc-api/trade/order/get-detail?id=${created.body.data.id}`, member.auth);
    expect(detail.body.data.items[0].decoratingMethod).toBe(decoratingMethods[0]);
  });
});

describe('discounts never raise a total', () => {
  it('WELCOME10 on 5 notebooks to Houston keeps the free delivery: $38.69 instead of $42.99 without it', async () => {
    const member = await createMember(app);
    const notebook = await sku(NOTEBOOK);
    const items = [{ skuId: notebook.id, count: 5 }];
    const without = await settle({ items, ...texasAddress }, member.auth);
    expect(without.body.data.price).toMatchObject({ discountPrice: 449, deliveryPrice: 0, salesTaxPrice: 253, payPrice: 4299 });
    const withCoupon = await settle({ items, ...texasAddress, code: 'WELCOME10' }, member.auth);
    expect(withCoupon.body.data.price).toMatchObject({ couponPrice: 405, deliveryPrice: 0, salesTaxPrice: 228, payPrice: 3869 });
  });

  it('counts the pieces of a product across its variants: 10 blue and 10 red notebooks are 20 (20 % on both), in the cart too', async () => {
    const member = await createMember(app);
    const [blue, red] = await app.db.sku.findMany({ where: { spuId: NOTEBOOK }, orderBy: { id: 'asc' }, take: 2 });
    const { body } = await settle({
      items: [
        { skuId: blue!.id, count: 10 },
        { skuId: red!.id, count: 10 },
      ],
      ...texasAddress,
    });
    expect(body.data.items.map((i: { discountedPrice: number }) => i.discountedPrice)).toEqual([7192, 7192]);
    expect(body.data.items[0].discountDescription).toBe('20% off from 20 pieces');
    for (const line of [blue!, red!]) await postJson(app, '/pc-api/trade/cart/add', { skuId: line.id, count: 10 }, member.auth);
    const cart = await getJson(app, '/pc-api/trade/cart/list', member.auth);
    expect(cart.body.data.validList.map((l: { discount: number; discountedPrice: number }) => [l.discount, l.discountedPrice])).toEqual([
      [20, 7192],
      [20, 7192],
    ]);
    const guestCart = await postJson(app, '/pc-api/trade/cart/price', {
      items: [
        { skuId: blue!.id, count: 10 },
        { skuId: red!.id, count: 10 },
      ],
    });
    expect(guestCart.body.data.validList.map((l: { discount: number }) => l.discount)).toEqual([20, 20]);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same order for the same body, and 1011000009 with nothing created for another body', async () => {
    const member = await createMember(app);
    const notebook = await sku(NOTEBOOK);
    const key = { 'idempotency-key': `key-${Date.now()}` };
    const body = { items: [{ skuId: notebook.id, count: 1 }], ...texasAddress };
    const first = await create(member, body, key);
    const again = await create(member, body, key);
    expect(again.body.data).toEqual(first.body.data);
    const other = await create(member, { ...body, items: [{ skuId: notebook.id, count: 2 }] }, key);
    expect(other.body.code).toBe(1_011_000_009);
    expect(await app.db.tradeOrder.count({ where: { memberId: member.id } })).toBe(1);
  });

  it('refuses a guest the same key with another body too', async () => {
    const notebook = await sku(NOTEBOOK);
    const email = `guest-${Date.now()}@example.test`;
    const body = { items: [{ skuId: notebook.id, count: 1 }], deliveryType: '1', email, address: berlinAddress };
    const key = { 'idempotency-key': `guest-key-${Date.now()}` };
    expect((await postJson(app, '/pc-api/trade/order/guest/create', body, key)).body.code).toBe(0);
    const other = await postJson(app, '/pc-api/trade/order/guest/create', { ...body, deliveryType: '2' }, key);
    expect(other.body.code).toBe(1_011_000_009);
    expect(await app.db.tradeOrder.count({ where: { email } })).toBe(1);
  });
});
