import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, getJson, postJson, putJson, TENANT, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
let spuIds: [number, number, number, number];
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
  spuIds = (await app.db.spu.findMany({ where: { status: 1 }, orderBy: { id: 'asc' }, take: 4, select: { id: true } })).map(
    (s) => s.id,
  ) as typeof spuIds;
});
afterAll(async () => app.close());

async function deleteWithBody(url: string, payload: unknown, headers: Record<string, string>) {
  const response = await app.inject({ method: 'DELETE', url, payload: payload as object, headers: { ...TENANT, ...headers } });
  return response.json() as { code: number; data: any };
}

describe.each(['favorite', 'like'])('product/%s', (list) => {
  it('adds a product once however often it is added, counts, pages newest first and removes it', async () => {
    const ada = await createMember(app);
    const first = await postJson(app, `/pc-api/product/${list}/create`, { spuId: spuIds[0] }, ada.auth);
    const again = await postJson(app, `/pc-api/product/${list}/create`, { spuId: spuIds[0] }, ada.auth);
    expect(first.body.code).toBe(0);
    expect(again.body.data).toBe(first.body.data);
    await postJson(app, `/pc-api/product/${list}/create`, { spuId: spuIds[1] }, ada.auth);
    await postJson(app, `/pc-api/product/${list}/create`, { spuId: spuIds[2] }, ada.auth);
    expect((await getJson(app, `/pc-api/product/${list}/get-count`, ada.auth)).body.data).toBe(3);
    const page1 = await getJson(app, `/pc-api/product/${list}/page?pageNo=1&pageSize=2`, ada.auth);
    expect(page1.body.data.total).toBe(3);
    expect(page1.body.data.list.map((i: { spuId: number }) => i.spuId)).toEqual([spuIds[2], spuIds[1]]);
    expect(page1.body.data.list[0]).toMatchObject({
      spuName: expect.any(String),
      picUrl: expect.any(String),
      price: expect.any(Number),
      status: 1,
    });
    const page2 = await getJson(app, `/pc-api/product/${list}/page?pageNo=2&pageSize=2`, ada.auth);
    expect(page2.body.data.list.map((i: { spuId: number }) => i.spuId)).toEqual([spuIds[0]]);
    expect((await getJson(app, `/pc-api/product/${list}/exits?spuId=${spuIds[1]}`, ada.auth)).body.data).toBe(true);
    expect((await deleteWithBody(`/pc-api/product/${list}/delete`, { spuId: spuIds[1] }, ada.auth)).data).toBe(true);
    expect((await getJson(app, `/pc-api/product/${list}/exits?spuId=${spuIds[1]}`, ada.auth)).body.data).toBe(false);
    expect((await getJson(app, `/pc-api/product/${list}/get-count`, ada.auth)).body.data).toBe(2);
  });

  it("shows and removes only the member's own entries", async () => {
    const ada = await createMember(app);
    const bob = await createMember(app);
    await postJson(app, `/pc-api/product/${list}/create`, { spuId: spuIds[0] }, ada.auth);
    expect((await getJson(app, `/pc-api/product/${list}/page`, bob.auth)).body.data).toEqual({ list: [], total: 0 });
    expect((await getJson(app, `/pc-api/product/${list}/exits?spuId=${spuIds[0]}`, bob.auth)).body.data).toBe(false);
    await deleteWithBody(`/pc-api/product/${list}/delete`, { spuId: spuIds[0] }, bob.auth);
    expect((await getJson(app, `/pc-api/product/${list}/get-count`, ada.auth)).body.data).toBe(1);
  });

  it('needs a login and a product on sale', async () => {
    expect((await getJson(app, `/pc-api/product/${list}/get-count`)).body.code).toBe(401);
    const ada = await createMember(app);
    const missing = await postJson(app, `/pc-api/product/${list}/create`, { spuId: 999_999 }, ada.auth);
    expect(missing.body.code).not.toBe(0);
  });
});

describe('product/browse-history', () => {
  const open = (spuId: number | undefined, headers: Record<string, string> = {}) =>
    getJson(app, `/pc-api/product/spu/get-detail?id=${spuId}`, headers);

  it('keeps one entry per product opened, most recent first, and deletes or clears them', async () => {
    const ada = await createMember(app);
    await open(spuIds[0], ada.auth);
    await open(spuIds[1], ada.auth);
    await open(spuIds[2], ada.auth);
    await open(spuIds[0], ada.auth);
    const page = await getJson(app, '/pc-api/product/browse-history/page?pageSize=10', ada.auth);
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.list.map((i: { spuId: number }) => i.spuId)).toEqual([spuIds[0], spuIds[2], spuIds[1]]);
    const second = await getJson(app, '/pc-api/product/browse-history/page?pageNo=2&pageSize=2', ada.auth);
    expect(second.body.data.list.map((i: { spuId: number }) => i.spuId)).toEqual([spuIds[1]]);
    expect((await deleteWithBody('/pc-api/product/browse-history/delete', { spuIds: [spuIds[2]] }, ada.auth)).data).toBe(true);
    expect((await getJson(app, '/pc-api/product/browse-history/page', ada.auth)).body.data.total).toBe(2);
    expect((await deleteWithBody('/pc-api/product/browse-history/clean', undefined, ada.auth)).data).toBe(true);
    expect((await getJson(app, '/pc-api/product/browse-history/page', ada.auth)).body.data).toEqual({ list: [], total: 0 });
  });

  it("records nothing for guests, and never shows one member another's history", async () => {
    const ada = await createMember(app);
    const bob = await createMember(app);
    await open(spuIds[3]);
    await open(spuIds[3], ada.auth);
    expect((await getJson(app, '/pc-api/product/browse-history/page', bob.auth)).body.data.total).toBe(0);
    await deleteWithBody('/pc-api/product/browse-history/clean', undefined, bob.auth);
    expect((await getJson(app, '/pc-api/product/browse-history/page', ada.auth)).body.data.total).toBe(1);
    expect(await app.db.productBrowseHistory.count({ where: { spuId: spuIds[3] } })).toBe(1);
  });

  it('records nothing while the setting "keep browsing history" is off', async () => {
    const ada = await createMember(app);
    const settings = (await getJson(app, '/pc-api/member/user/get-settings', ada.auth)).body.data;
    expect(settings).toBeTruthy();
    const off = await putJson(
      app,
      '/pc-api/member/user/update-settings',
      { ...settings, advanced: { ...settings.advanced, keepBrowsingHistory: false } },
      ada.auth,
    );
    expect(off.body.code).toBe(0);
    await open(spuIds[0], ada.auth);
    expect((await getJson(app, '/pc-api/product/browse-history/page', ada.auth)).body.data.total).toBe(0);
    await putJson(app, '/pc-api/member/user/update-settings', settings, ada.auth);
    await open(spuIds[0], ada.auth);
    expect((await getJson(app, '/pc-api/product/browse-history/page', ada.auth)).body.data.total).toBe(1);
  });
});
