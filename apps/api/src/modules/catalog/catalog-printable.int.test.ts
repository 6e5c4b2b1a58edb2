import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const SPU_ON_SALE = 1;
const listPage = async (query: string) => (await getJson(app, `/pc-api/product/spu/getSpuList?${query}`)).body.data;

describe('the printable products of the customisation page', () => {
  it('lists every product on sale with a decorating method, in every category, page after page', async () => {
    const catalogue = await app.db.spu.findMany({
      where: { status: SPU_ON_SALE, decoratingMethods: { isEmpty: false } },
      select: { id: true, categoryId: true },
    });
    // The demo catalogue prints on pens and notebooks, mugs and bags, gift boxes and office paper: not only corporate gifts.
    expect(new Set(catalogue.map((p) => String(p.categoryId).slice(0, 3))).size).toBeGreaterThan(2);

    const all = await listPage('printable=true&pageSize=100');
    expect(all.total).toBe(catalogue.length);
    expect(all.records.map((p: { id: number }) => p.id).sort()).toEqual(catalogue.map((p) => p.id).sort());

    // Pages of ten hold them all, once each.
    const paged: number[] = [];
    for (let pageNo = 1; pageNo <= Math.ceil(catalogue.length / 10); pageNo++)
      paged.push(...(await listPage(`printable=true&pageSize=10&pageNo=${pageNo}`)).records.map((p: { id: number }) => p.id));
    expect(paged.sort()).toEqual(catalogue.map((p) => p.id).sort());

    // Without the filter the list also holds products that cannot be printed.
    expect((await listPage('pageSize=1')).total).toBeGreaterThan(catalogue.length);
  });
});
