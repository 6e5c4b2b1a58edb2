import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, getJson, postJson, type TestApp, texasAddress, uploadLogo } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
});
afterAll(async () => app.close());

/** The logo mug (print areas front and back, 8 × 8.8 cm) and the logo pen (front only, 5 × 1.5 cm). */
const MUG = 1027;
const PEN = 1016;
const skuOf = (spuId: number) => app.db.sku.findFirstOrThrow({ where: { spuId, stock: { gte: 100 } }, orderBy: { id: 'asc' } });
const line = (skuId: number, print: { locationId: string; size: string; decoratingMethod: string }) => ({
  skuId,
  count: 30,
  orderType: 2,
  customizedType: 4,
  ...print,
});
const settle = (items: unknown[], language = 'en') =>
  postJson(app, '/pc-api/trade/order/settlement', { items, deliveryType: '1' }, { 'accept-language': language });

describe('logo lines only where and as large as the product prints', () => {
  it("refuses a mug's left chest and a pen at 20 × 20 cm, in the shopper's language, and prices what the product offers", async () => {
    const mug = await skuOf(MUG);
    const pen = await skuOf(PEN);

    const chest = await settle([line(mug.id, { locationId: '3', size: '1', decoratingMethod: '1' })]);
    expect(chest.body).toMatchObject({ code: 1_008_008_010, msg: expect.stringContaining('Mug') });
    const penLarge = await settle([line(pen.id, { locationId: '1', size: '3', decoratingMethod: '2' })], 'de');
    expect(penLarge.body).toMatchObject({ code: 1_008_008_011, msg: expect.stringContaining('5 × 1 cm') });
    const penTier2 = await settle([line(pen.id, { locationId: '1', size: '2', decoratingMethod: '2' })], 'zh');
    expect(penTier2.body.code).toBe(1_008_008_011);
    expect(penTier2.body.msg).toContain('厘米');
    // A custom size larger than the area in one direction.
    expect((await settle([line(mug.id, { locationId: '1', size: '9x5', decoratingMethod: '1' })])).body.code).toBe(1_008_008_011);

    for (const offered of [
      line(mug.id, { locationId: '2', size: '1', decoratingMethod: '1' }),
      line(mug.id, { locationId: '1', size: '2', decoratingMethod: '1' }),
      line(mug.id, { locationId: '1', size: '8x8', decoratingMethod: '1' }),
      line(pen.id, { locationId: '1', size: '1', decoratingMethod: '2' }),
      line(pen.id, { locationId: '1', size: '5x1', decoratingMethod: '2' }),
    ]) {
      const priced = await settle([offered]);
      expect(priced.body.code, `${offered.locationId} ${offered.size}: ${priced.body.msg}`).toBe(0);
    }
  });

  it('refuses an order from an old client with a position the product has no print area for, and places none', async () => {
    const member = await createMember(app);
    const imgUrl = await uploadLogo(app, member.auth);
    const mug = await skuOf(MUG);
    const before = await app.db.tradeOrder.count({ where: { memberId: member.id } });
    const created = await postJson(
      app,
      '/pc-api/trade/order/create',
      {
        items: [{ ...line(mug.id, { locationId: '3', size: '1', decoratingMethod: '1' }), imgUrl }],
        deliveryType: '1',
        email: member.mail,
        ...texasAddress,
      },
      member.auth,
    );
    expect(created.body.code).toBe(1_008_008_010);
    expect(await app.db.tradeOrder.count({ where: { memberId: member.id } })).toBe(before);
  });

  it('keeps what a line prints: its tier cut to the print area, named so on the order', async () => {
    const member = await createMember(app);
    const imgUrl = await uploadLogo(app, member.auth);
    const [mug, pen] = [await skuOf(MUG), await skuOf(PEN)];
    const items = [
      { ...line(mug.id, { locationId: '1', size: '2', decoratingMethod: '1' }), imgUrl },
      { ...line(pen.id, { locationId: '1', size: '5x1', decoratingMethod: '2' }), imgUrl },
    ];
    const priced = await settle(items);
    expect(priced.body.data.items).toMatchObject([
      { printWidthMm: 80, printHeightMm: 88 },
      { printWidthMm: 50, printHeightMm: 10 },
    ]);
    const created = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items, deliveryType: '1', email: member.mail, ...texasAddress },
      member.auth,
    );
    expect(created.body.code, created.body.msg).toBe(0);
    // The area redrawn later does not change what was ordered.
    await app.db.printArea.updateMany({ where: { spuId: MUG, locationId: '1' }, data: { widthMm: 70 } });
    const detail = await getJson(app, `/pc-api/trade/order/get-detail?id=${created.body.data.id}`, member.auth);
    expect(detail.body.data.items).toMatchObject([
      { size: '2', printWidthMm: 80, printHeightMm: 88 },
      { size: '5x1', printWidthMm: 50, printHeightMm: 10 },
    ]);
    await app.db.printArea.updateMany({ where: { spuId: MUG, locationId: '1' }, data: { widthMm: 80 } });
  });
});
