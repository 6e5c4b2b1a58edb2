import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createTestApp,
  getJson,
  postJson,
  postUpload,
  type TestApp,
  texasAddress,
  uploadLogo,
} from '../../../test/helpers.ts';
import { SAMPLES } from '../../../test/multipart.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;

/** The logo mug (screen, pad or digital print; the shopper approves a proof) and a gift box (50 pieces per size). */
const MUG = 1027;
const GIFT_BOX = 1047;
const skuOf = (spuId: number) => app.db.sku.findFirstOrThrow({ where: { spuId, stock: { gte: 100 } }, orderBy: { id: 'asc' } });

const order = (member: Member, items: unknown[]) =>
  postJson(app, '/pc-api/trade/order/create', { items, deliveryType: '1', email: member.mail, ...texasAddress }, member.auth);

describe('custom logo orders', () => {
  it('refuses 24 logo mugs, prices and orders 25, and the order detail returns the print order as sent', async () => {
    const member = await createMember(app);
    const sku = await skuOf(MUG);
    const imgUrl = await uploadLogo(app, member.auth);
    const line = {
      skuId: sku.id,
      orderType: 2,
      customizedType: 4,
      size: '8x6',
      locationId: '2',
      decoratingMethod: '2',
      imgUrl,
      description: 'Logo in Pantone 286 C',
    };
    expect((await order(member, [{ ...line, count: 24 }])).body).toMatchObject({ code: 1_011_000_003, msg: expect.stringContaining('25') });
    const settled = await postJson(app, '/pc-api/trade/order/settlement', { items: [{ ...line, count: 25 }], deliveryType: '1' });
    expect(settled.body.data.price.decalsPrice).toBe(25 * 149);
    // The panel prices before the logo is uploaded; the order needs it.
    const unlogoed = { ...line, count: 25, imgUrl: undefined };
    const priced = await postJson(app, '/pc-api/trade/order/settlement', { items: [unlogoed], deliveryType: '1' });
    expect(priced.body.data.price).toEqual(settled.body.data.price);
    expect((await order(member, [unlogoed])).body.code).toBe(1_011_005_000);
    const created = await order(member, [{ ...line, count: 25 }]);
    expect(created.body.code).toBe(0);
    const detail = await getJson(app, `/pc-api/trade/order/get-detail?id=${created.body.data.id}`, member.auth);
    expect(detail.body.data.items[0]).toMatchObject({
      orderType: 2,
      customizedType: 4,
      count: 25,
      size: '8x6',
      locationId: '2',
      decoratingMethod: '2',
      imgUrl,
      description: 'Logo in Pantone 286 C',
      printTier: '2',
      decalsPrice: 25 * 149,
      printCheckLevel: 1,
      printStatus: null,
      printReasons: [],
    });
    expect(detail.body.data.decalsPrice).toBe(25 * 149);
  });

  it('refuses a decorating method the product does not allow, an unknown position, an incomplete print order and a non-picture logo', async () => {
    const member = await createMember(app);
    const sku = await skuOf(MUG);
    const imgUrl = await uploadLogo(app, member.auth);
    const line = { skuId: sku.id, count: 25, orderType: 2, size: '1', locationId: '1', decoratingMethod: '1', imgUrl };
    const settle = async (changes: Record<string, unknown>) =>
      (await postJson(app, '/pc-api/trade/order/settlement', { items: [{ ...line, ...changes }], deliveryType: '1' })).body.code;
    expect(await settle({})).toBe(0);
    // Embroidery is not offered on a ceramic mug.
    expect(await settle({ decoratingMethod: '3' })).toBe(1_011_005_001);
    expect(await settle({ locationId: '99' })).toBe(1_011_005_001);
    // The old front end sends no decorating method: the product's first is taken.
    expect(await settle({ decoratingMethod: undefined })).toBe(0);
    expect(await settle({ locationId: undefined })).toBe(1_011_005_000);
    expect(await settle({ size: '30x' })).toBe(1_011_005_000);
    const pdf = (
      await postUpload(
        app,
        { name: 'logo.pdf', type: 'application/pdf', content: SAMPLES.pdf },
        { fields: { directory: 'document' }, headers: member.auth },
      )
    ).body.data!;
    expect(await settle({ imgUrl: pdf })).toBe(1_001_003_003);
  });

  it('asks 50 pieces per size for gift-wrap printing', async () => {
    const member = await createMember(app);
    const sku = await skuOf(GIFT_BOX);
    const imgUrl = await uploadLogo(app, member.auth);
    const line = { skuId: sku.id, orderType: 2, size: '2', locationId: '1', decoratingMethod: '5', imgUrl };
    const refused = await postJson(app, '/pc-api/trade/order/settlement', { items: [{ ...line, count: 49 }], deliveryType: '1' });
    expect(refused.body).toMatchObject({ code: 1_011_000_003, msg: expect.stringContaining('50') });
    const ok = await postJson(app, '/pc-api/trade/order/settlement', { items: [{ ...line, count: 50 }], deliveryType: '1' });
    expect(ok.body.code).toBe(0);
  });

  it("shows the product's decorating methods, minimum and check level on its detail", async () => {
    const { body } = await getJson(app, `/pc-api/product/spu/get-detail?id=${MUG}`);
    expect(body.data).toMatchObject({ decoratingMethods: ['1', '2', '5'], printMinCount: 25, printCheckLevel: 1 });
  });
});
