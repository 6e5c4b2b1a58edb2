import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createMember, createTestApp, getJson, postJson, putJson, type TestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** Notebooks: one product in several colours (SKUs). */
const NOTEBOOK = 1020;
/** 5+ 10 %, 10+ 15 %, 20+ 20 %, then 50+ 22 % … 2,500+ 32 %. */
const VOLUME = [5, 10, 20, 50, 100, 250, 500, 1000, 2500].map((quantity, i) => ({ quantity, discount: i < 3 ? 10 + 5 * i : 16 + 2 * i }));

async function saveSettings(change: object) {
  const owner = await createStaff(app, 'owner');
  const first = (await getJson(app, '/admin-api/system/settings/get', owner.auth)).body.data;
  const saved = await putJson(app, '/admin-api/system/settings/update', { ...first, ...change }, owner.auth);
  expect(saved.body.code).toBe(0);
  return saved.body.data;
}

describe('volume tiers beyond 20 (the shop default tiers, and a product of its own)', () => {
  it("prices 500 notebooks at the settings' 500 tier, counting every colour and line of the product together", async () => {
    const skus = await app.db.sku.findMany({ where: { spuId: NOTEBOOK }, orderBy: { id: 'asc' }, take: 2 });
    expect(skus).toHaveLength(2);
    await app.db.sku.updateMany({ where: { spuId: NOTEBOOK }, data: { stock: 10_000 } });
    // The product follows the shop's tiers.
    await app.db.quantityRule.deleteMany({ where: { spuId: NOTEBOOK } });
    await saveSettings({ quantityTiers: VOLUME });
    const member = await createMember(app);
    const settle = async (counts: number[]) => {
      const items = counts.map((count, i) => ({ skuId: skus[i % 2]!.id, count }));
      const { body } = await postJson(app, '/pc-api/trade/order/settlement', { items, deliveryType: '1', ...texasAddress }, member.auth);
      expect(body.code).toBe(0);
      return body.data;
    };
    const [a, b] = skus.map((s) => s.priceUsd);
    // 300 blue + 200 red: 500 notebooks, 28 % off each line.
    const mixed = await settle([300, 200]);
    expect(mixed.items.map((i: { discountDescription: string }) => i.discountDescription)).toEqual([
      '28% off from 500 pieces',
      '28% off from 500 pieces',
    ]);
    expect(mixed.items.map((i: { discountedPrice: number }) => i.discountedPrice)).toEqual([
      Math.round(a! * 300 * 0.72),
      Math.round(b! * 200 * 0.72),
    ]);
    // One fewer: the 250 tier; 2,500 over three lines: the top tier.
    expect((await settle([300, 199])).items[0].discountDescription).toBe('26% off from 250 pieces');
    expect((await settle([1000, 1000, 500])).items[2].discountDescription).toBe('32% off from 2500 pieces');
    // The product page's rules are the shop's tiers.
    const detail = (await getJson(app, `/pc-api/product/spu/get-detail?id=${NOTEBOOK}`)).body.data;
    expect(detail.quantityRules).toEqual(VOLUME);
  });

  it("a product's own tiers replace the shop's; the online limit per line is a setting the storefront reads", async () => {
    await app.db.quantityRule.createMany({ data: [{ spuId: NOTEBOOK, quantity: 1000, discount: 40 }] });
    await app.services.catalogCache.clear();
    const sku = await app.db.sku.findFirstOrThrow({ where: { spuId: NOTEBOOK }, orderBy: { id: 'asc' } });
    const member = await createMember(app);
    const items = [{ skuId: sku.id, count: 1000 }];
    const { body } = await postJson(app, '/pc-api/trade/order/settlement', { items, deliveryType: '1', ...texasAddress }, member.auth);
    expect(body.data.items[0]).toMatchObject({ discountDescription: '40% off from 1000 pieces', discountedPrice: sku.priceUsd * 600 });

    expect((await getJson(app, '/pc-api/trade/config/get')).body.data.onlineLimitPerLine).toBe(1000);
    const saved = await saveSettings({ onlineLimitPerLine: 2500 });
    expect(saved.onlineLimitPerLine).toBe(2500);
    expect((await getJson(app, '/pc-api/trade/config/get')).body.data.onlineLimitPerLine).toBe(2500);
    // A saved document without the field (an older back office) keeps the default.
    const { onlineLimitPerLine: _limit, version, updateTime: _t, ...older } = saved;
    const owner = await createStaff(app, 'owner');
    expect((await putJson(app, '/admin-api/system/settings/update', { ...older, version }, owner.auth)).body.data.onlineLimitPerLine).toBe(
      1000,
    );
    // Out of range: named as the field.
    const refused = await putJson(app, '/admin-api/system/settings/update', { ...older, onlineLimitPerLine: 0 }, owner.auth);
    expect(refused.body.code).toBe(400);
  });
});
