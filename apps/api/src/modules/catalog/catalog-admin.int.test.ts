import type { TAdminSpuCreateRequest } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, SAMPLES } from '../../../test/multipart.ts';
import {
  createMember,
  createTestApp,
  deleteJson,
  getJson,
  postJson,
  putJson,
  TENANT,
  type TestApp,
  texasAddress,
} from '../../../test/helpers.ts';
import { createStaff as createStaffOf } from '../../../test/admin-staff.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

const createStaff = (roleName: string) => createStaffOf(app, roleName);

const EUR = { 'country-code': 'DE' };

/** A product of two colours in the seeded "Folders & Binders" category (2501), off sale unless told. */
function productBody(overrides: Partial<TAdminSpuCreateRequest> = {}): TAdminSpuCreateRequest {
  return {
    name: { en: 'Kraft Paper Notebook A5', de: 'Kraftpapier-Notizbuch A5', zh: '牛皮纸笔记本 A5' },
    introduction: { en: 'Recycled kraft cover, 96 dotted pages.', de: 'Umschlag aus Recycling-Kraftpapier.', zh: '再生牛皮纸封面。' },
    description: { en: 'A notebook for every day.', de: 'Ein Notizbuch für jeden Tag.', zh: '日常笔记本。' },
    categoryId: 2501,
    sliderPicUrls: ['/uploads/catalog/1001.svg', '/uploads/catalog/1002.svg'],
    skus: [
      {
        properties: [{ propertyName: { en: 'Colour', de: 'Farbe', zh: '颜色' }, valueName: { en: 'Black', de: 'Schwarz', zh: '黑色' } }],
        priceUsd: 499,
        priceEur: 459,
        stock: 40,
        weight: 180,
      },
      {
        properties: [{ propertyName: { en: 'Colour', de: 'Farbe', zh: '颜色' }, valueName: { en: 'Sage', de: 'Salbei', zh: '鼠尾草绿' } }],
        priceUsd: 549,
        priceEur: 509,
        stock: 10,
        weight: 180,
      },
    ],
    ...overrides,
  };
}

async function createProduct(auth: Record<string, string>, overrides: Partial<TAdminSpuCreateRequest> = {}) {
  const { body } = await postJson(app, '/admin-api/product/spu/create', productBody(overrides), auth);
  expect(body.code, body.msg).toBe(0);
  return body.data as number;
}

async function detailOf(id: number, auth: Record<string, string>) {
  const { body } = await getJson(app, `/admin-api/product/spu/get-detail?id=${id}`, auth);
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** The update request that keeps a product as the back office shows it. */
function asUpdate(detail: any) {
  return {
    id: detail.id,
    name: detail.name,
    keyword: detail.keyword,
    introduction: detail.introduction,
    description: detail.description,
    categoryId: detail.categoryId,
    sliderPicUrls: detail.sliderPicUrls,
    picUrl: detail.picUrl,
    status: detail.status,
    sort: detail.sort,
    skus: detail.skus,
    quantityRules: detail.quantityRules,
  };
}

describe('the back office’s categories', () => {
  it('creates, reads, lists, updates and deletes categories, audited, and the storefront shows them at once', async () => {
    const { id: adminId, auth } = await createStaff('catalogue');
    const before = (await getJson(app, '/pc-api/product/category/list')).body.data;

    const top = await postJson(
      app,
      '/admin-api/product/category/create',
      { name: { en: 'Notebooks', de: 'Notizbücher', zh: '笔记本' }, sort: 9 },
      auth,
    );
    expect(top.body.code).toBe(0);
    const topId = top.body.data as number;
    expect(topId).toBeGreaterThan(Math.max(...before.map((c: { id: number }) => c.id)));
    const child = await postJson(
      app,
      '/admin-api/product/category/create',
      { parentId: topId, name: { en: 'Dotted', de: 'Gepunktet', zh: '点阵' }, picUrl: '/uploads/catalog/1001.svg' },
      auth,
    );
    const childId = child.body.data as number;

    expect((await getJson(app, `/admin-api/product/category/get?id=${childId}`, auth)).body.data).toMatchObject({
      id: childId,
      parentId: topId,
      name: { en: 'Dotted', de: 'Gepunktet', zh: '点阵' },
      picUrl: '/uploads/catalog/1001.svg',
      sort: 0,
      status: 0,
    });
    const found = (await getJson(app, '/admin-api/product/category/list?name=punkt', auth)).body.data;
    expect(found.map((c: { id: number }) => c.id)).toEqual([childId]);

    const storefront = (await getJson(app, '/pc-api/product/category/list', { 'accept-language': 'de' })).body.data;
    expect(storefront).toHaveLength(before.length + 2);
    expect(storefront).toContainEqual(expect.objectContaining({ id: childId, parentId: topId, name: 'Gepunktet' }));

    const update = { id: childId, parentId: topId, name: { en: 'Dot grid', de: 'Punktraster', zh: '点阵' }, sort: 2, status: 1 };
    expect((await putJson(app, '/admin-api/product/category/update', update, auth)).body).toMatchObject({ code: 0, data: true });
    const afterUpdate = (await getJson(app, '/pc-api/product/category/list')).body.data;
    expect(afterUpdate.map((c: { id: number }) => c.id)).not.toContain(childId);
    expect((await getJson(app, '/admin-api/product/category/list?status=1', auth)).body.data).toContainEqual(
      expect.objectContaining({ id: childId, name: { en: 'Dot grid', de: 'Punktraster', zh: '点阵' }, status: 1 }),
    );

    const refused = await deleteJson(app, `/admin-api/product/category/delete?id=${topId}`, { ...auth, 'accept-language': 'de' });
    expect(refused.body).toMatchObject({
      code: 1_008_001_003,
      msg: 'Diese Kategorie hat noch Unterkategorien: Verschieben oder löschen Sie sie zuerst.',
    });
    expect((await deleteJson(app, `/admin-api/product/category/delete?id=${childId}`, auth)).body).toMatchObject({ code: 0, data: true });
    expect((await deleteJson(app, `/admin-api/product/category/delete?id=${topId}`, auth)).body.code).toBe(0);
    expect((await getJson(app, `/admin-api/product/category/get?id=${topId}`, auth)).body.code).toBe(1_008_001_000);

    const audit = await app.db.auditLog.findMany({ where: { target: `product_category:${childId}` }, orderBy: { id: 'asc' } });
    expect(audit).toMatchObject([
      { adminId, action: 'product:category:create', before: null, after: { parentId: topId, name: { en: 'Dotted' } } },
      { action: 'product:category:update', before: { name: { en: 'Dotted' }, status: 0 }, after: { name: { en: 'Dot grid' }, status: 1 } },
      { action: 'product:category:delete', before: { name: { en: 'Dot grid' } }, after: null },
    ]);
  });

  it('refuses a parent below the category itself, an unknown parent, and deleting a category with products', async () => {
    const { auth } = await createStaff('catalogue');
    const put = (body: object) => putJson(app, '/admin-api/product/category/update', { name: { en: 'Filing' }, ...body }, auth);
    expect((await put({ id: 250, parentId: 250 })).body.code).toBe(1_008_001_002);
    expect((await put({ id: 250, parentId: 2501 })).body.code).toBe(1_008_001_002);
    expect((await put({ id: 250, parentId: 999_999 })).body.code).toBe(1_008_001_001);
    expect((await put({ id: 999_999, parentId: 0 })).body.code).toBe(1_008_001_000);
    const withProducts = await deleteJson(app, '/admin-api/product/category/delete?id=2501', { ...auth, 'accept-language': 'zh' });
    expect(withProducts.body).toMatchObject({
      code: 1_008_001_005,
      msg: '该分类下还有商品（包括订单中引用的已删除商品），请先把商品移到其他分类',
    });
    expect((await app.db.category.findUniqueOrThrow({ where: { id: 250 } })).parentId).toBe(0);
  });

  it('keeps a category’s code when an update leaves it out, clears it when empty, and gives each code to one category', async () => {
    const { auth } = await createStaff('catalogue');
    const create = (body: object) => postJson(app, '/admin-api/product/category/create', { name: { en: 'Stamps' }, ...body }, auth);
    const get = async (id: number) => (await getJson(app, `/admin-api/product/category/get?id=${id}`, auth)).body.data;
    const id = (await create({ code: 'stamps' })).body.data as number;
    expect(await get(id)).toMatchObject({ code: 'stamps' });
    expect((await getJson(app, '/admin-api/product/category/list', auth)).body.data).toContainEqual(
      expect.objectContaining({ id: 2513, code: 'notebooks' }),
    );

    const taken = await create({ code: 'notebooks' });
    expect(taken.body).toMatchObject({ code: 1_008_001_006, msg: 'Another category already has this code: codes name one category each.' });
    expect((await create({ code: 'Stamps & Seals' })).body.code).toBe(400);

    const update = (body: object) => putJson(app, '/admin-api/product/category/update', { id, name: { en: 'Stamps' }, ...body }, auth);
    expect((await update({ sort: 3 })).body.data).toBe(true);
    expect(await get(id)).toMatchObject({ code: 'stamps', sort: 3 });
    expect((await update({ code: 'notebooks' })).body.code).toBe(1_008_001_006);
    expect(await get(id)).toMatchObject({ code: 'stamps' });
    expect((await update({ code: '' })).body.data).toBe(true);
    expect(await get(id)).toMatchObject({ code: null });
  });
});

describe('the back office’s products', () => {
  it('creates a product with SKUs, shows its detail and pages it by name, category and status', async () => {
    const { id: adminId, auth } = await createStaff('catalogue');
    const id = await createProduct(auth, { quantityRules: [{ quantity: 12, discount: 12 }] });
    const detail = await detailOf(id, auth);
    expect(detail).toMatchObject({
      id,
      name: { en: 'Kraft Paper Notebook A5', de: 'Kraftpapier-Notizbuch A5', zh: '牛皮纸笔记本 A5' },
      keyword: { en: '', de: '', zh: '' },
      categoryId: 2501,
      picUrl: '/uploads/catalog/1001.svg',
      sliderPicUrls: ['/uploads/catalog/1001.svg', '/uploads/catalog/1002.svg'],
      status: 0,
      minPriceUsd: 499,
      minPriceEur: 459,
      quantityRules: [{ quantity: 12, discount: 12 }],
      defaultQuantityRules: [
        { quantity: 5, discount: 10 },
        { quantity: 10, discount: 15 },
        { quantity: 20, discount: 20 },
      ],
    });
    // "Colour" and "Black" are the seeded property 1 and value 101; "Sage" is a new value of it.
    expect(detail.skus).toMatchObject([
      { properties: [{ propertyId: 1, valueId: 101, valueName: { de: 'Schwarz' } }], priceUsd: 499, priceEur: 459, stock: 40, weight: 180 },
      { properties: [{ propertyId: 1, valueName: { en: 'Sage' } }], priceUsd: 549, stock: 10 },
    ]);
    expect(detail.skus[1].properties[0].valueId).not.toBe(101);
    const properties = (await getJson(app, '/admin-api/product/property/simple-list', auth)).body.data;
    const colour = properties.find((p: { propertyId: number }) => p.propertyId === 1);
    expect(colour.name).toEqual({ en: 'Colour', de: 'Farbe', zh: '颜色' });
    expect(colour.values).toContainEqual({ valueId: 101, name: { en: 'Black', de: 'Schwarz', zh: '黑色' } });
    expect(colour.values).toContainEqual({
      valueId: detail.skus[1].properties[0].valueId,
      name: { en: 'Sage', de: 'Salbei', zh: '鼠尾草绿' },
    });

    const page = (path: string) => getJson(app, `/admin-api/product/spu/page?${path}`, auth).then((r) => r.body.data);
    expect(await page('name=kraftpapier-notizbuch')).toMatchObject({
      total: 1,
      list: [{ id, name: 'Kraft Paper Notebook A5', stock: 50, status: 0 }],
    });
    expect((await page('categoryId=250&status=0')).list.map((s: { id: number }) => s.id)).toContain(id);
    expect((await page('categoryId=2502')).list.map((s: { id: number }) => s.id)).not.toContain(id);
    expect((await page('status=1&name=kraftpapier-notizbuch')).total).toBe(0);
    const all = await page('pageNo=1&pageSize=5');
    expect(all.list).toHaveLength(5);
    expect(all.list[0].id).toBe(id);
    expect(all.total).toBe(await app.db.spu.count({ where: { status: { in: [0, 1] } } }));

    // Off sale: not in the storefront.
    expect((await getJson(app, `/pc-api/product/spu/get-detail?id=${id}`)).body.code).toBe(1_008_005_002);
    const audit = await app.db.auditLog.findFirstOrThrow({ where: { target: `product_spu:${id}` } });
    expect(audit).toMatchObject({
      adminId,
      action: 'product:spu:create',
      before: null,
      after: { name: { en: 'Kraft Paper Notebook A5' } },
    });
  });

  it('sorts the whole product list by price either way, and refuses an unknown sort field', async () => {
    const { auth } = await createStaff('catalogue');
    const token = `sortable-${Date.now()}`;
    const one = (priceUsd: number, suffix: string) =>
      createProduct(auth, {
        name: { en: `${token} ${suffix}`, de: `${token} ${suffix}`, zh: `${token} ${suffix}` },
        skus: productBody()
          .skus.slice(0, 1)
          .map((sku) => ({ ...sku, priceUsd })),
      });
    const middle = await one(700, 'b');
    const cheap = await one(300, 'a');
    const dear = await one(900, 'c');
    const ids = (query: string) =>
      getJson(app, `/admin-api/product/spu/page?name=${token}&pageSize=2&${query}`, auth).then((r) => {
        expect(r.body.code, r.body.msg).toBe(0);
        return r.body.data.list.map((s: { id: number }) => s.id);
      });
    expect(await ids('')).toEqual([dear, cheap]);
    expect(await ids('sortField=price&sortAsc=true')).toEqual([cheap, middle]);
    expect(await ids('sortField=price&sortAsc=true&pageNo=2')).toEqual([dear]);
    expect(await ids('sortField=price')).toEqual([dear, middle]);
    expect(await ids('sortField=price&sortAsc=false&pageNo=2')).toEqual([cheap]);
    expect((await getJson(app, '/admin-api/product/spu/page?sortField=id', auth)).body.code).toBe(400);
    expect((await getJson(app, '/admin-api/product/spu/page?sortField=price&sortAsc=maybe', auth)).body.code).toBe(400);
  });

  it('puts a product on sale and changes its price: the storefront’s list and detail show it at once', async () => {
    const { auth } = await createStaff('catalogue');
    const id = await createProduct(auth, { name: { en: 'Seed Paper Cards', de: 'Samenpapier-Karten', zh: '种子纸卡片' } });
    const list = () =>
      getJson(app, '/pc-api/product/spu/getSpuList?keyword=seed%20paper%20cards&pageSize=50', EUR).then((r) => r.body.data);
    expect((await list()).total).toBe(0);

    expect((await putJson(app, '/admin-api/product/spu/update-status', { id, status: 1 }, auth)).body).toMatchObject({
      code: 0,
      data: true,
    });
    expect((await list()).records).toMatchObject([{ id, price: 459 }]);

    const detail = await detailOf(id, auth);
    // A pack of 10 is 10 pieces: the storefront names them, logo minimums and print prices count them.
    const skus = detail.skus.map((s: { priceEur: number }, i: number) => ({
      ...s,
      priceEur: s.priceEur + 100,
      piecesPerUnit: i === 0 ? 10 : 1,
    }));
    expect((await putJson(app, '/admin-api/product/spu/update', { ...asUpdate(detail), skus }, auth)).body).toMatchObject({
      code: 0,
      data: true,
    });
    expect((await list()).records).toMatchObject([{ id, price: 559 }]);
    const shown = (await getJson(app, `/pc-api/product/spu/get-detail?id=${id}`, EUR)).body.data;
    expect(shown.skus.map((s: { id: number; price: number; piecesPerUnit: number }) => [s.id, s.price, s.piecesPerUnit])).toEqual([
      [detail.skus[0].id, 559, 10],
      [detail.skus[1].id, 609, 1],
    ]);
    expect((await detailOf(id, auth)).skus.map((s: { piecesPerUnit: number }) => s.piecesPerUnit)).toEqual([10, 1]);

    expect((await putJson(app, '/admin-api/product/spu/update-status', { id, status: 0 }, auth)).body.code).toBe(0);
    expect((await list()).total).toBe(0);
    const audit = await app.db.auditLog.findMany({ where: { target: `product_spu:${id}` }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => a.action)).toEqual([
      'product:spu:create',
      'product:spu:update-status',
      'product:spu:update',
      'product:spu:update-status',
    ]);
    expect(audit[2]).toMatchObject({
      before: { minPriceEur: 459, skus: [{ priceEur: 459 }, { priceEur: 509 }] },
      after: { minPriceEur: 559 },
    });
  });

  it('keeps the SKUs an update names, adds new ones, deletes dropped ones and keeps dropped ones that orders name', async () => {
    const { auth } = await createStaff('catalogue');
    const id = await createProduct(auth, {
      status: 1,
      skus: [
        ...productBody().skus,
        { properties: [{ propertyName: { en: 'Colour' }, valueName: { en: 'Red' } }], priceUsd: 599, priceEur: 559, stock: 5 },
      ],
    });
    const detail = await detailOf(id, auth);
    const [black, sage, red] = detail.skus;
    const member = await createMember(app);
    await postJson(app, '/pc-api/trade/cart/add', { skuId: sage.id, count: 1 }, member.auth);
    const order = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: [{ skuId: sage.id, count: 2 }], deliveryType: '1', email: member.mail, ...texasAddress },
      member.auth,
    );
    expect(order.body.code).toBe(0);

    const skus = [
      { ...black, priceUsd: 450 },
      {
        properties: [{ propertyName: { en: 'Colour' }, valueName: { en: 'Navy', de: 'Marineblau' } }],
        priceUsd: 520,
        priceEur: 480,
        stock: 7,
      },
    ];
    const update = await putJson(app, '/admin-api/product/spu/update', { ...asUpdate(detail), skus, quantityRules: [] }, auth);
    expect(update.body).toMatchObject({ code: 0, data: true });

    const after = await detailOf(id, auth);
    expect(after.skus).toMatchObject([
      { id: black.id, priceUsd: 450, stock: 40 },
      { properties: [{ propertyId: 1, valueId: 105, valueName: { en: 'Navy' } }], priceUsd: 520, stock: 7 },
    ]);
    expect(after.minPriceUsd).toBe(450);
    expect(await app.db.sku.findUnique({ where: { id: red.id } })).toBeNull();
    expect(await app.db.sku.findUniqueOrThrow({ where: { id: sage.id } })).toMatchObject({ stock: 0, deletedAt: expect.any(Date) });
    expect(await app.db.cartItem.count({ where: { skuId: sage.id } })).toBe(0);
    const shown = (await getJson(app, `/pc-api/product/spu/get-detail?id=${id}`)).body.data;
    expect(shown.skus.map((s: { id: number }) => s.id)).toEqual(after.skus.map((s: { id: number }) => s.id));
    expect(await app.db.productStockMovement.findMany({ where: { skuId: sage.id }, orderBy: { id: 'asc' } })).toMatchObject([
      { change: -2, stockAfter: 8, kind: 'sale', orderId: order.body.data.id },
      { change: -8, stockAfter: 0, kind: 'remove', reason: '' },
    ]);
    // The order still shows its line.
    const line = (await getJson(app, `/pc-api/trade/order/get-detail?id=${order.body.data.id}`, member.auth)).body.data.items[0];
    expect(line).toMatchObject({ skuId: sage.id, count: 2 });

    // A SKU of another product, or a removed one, cannot be named.
    const foreign = await putJson(app, '/admin-api/product/spu/update', { ...asUpdate(after), skus: [{ ...after.skus[0], id: 1 }] }, auth);
    expect(foreign.body.code).toBe(1_008_006_000);
    const removed = await putJson(
      app,
      '/admin-api/product/spu/update',
      { ...asUpdate(after), skus: [{ ...after.skus[0], id: sage.id }] },
      auth,
    );
    expect(removed.body.code).toBe(1_008_006_000);
  });

  it('shows property names and values entered later in German and Chinese to buyers in those languages', async () => {
    const { auth } = await createStaff('catalogue');
    type Name = { en: string; de?: string; zh?: string };
    const finish = (valueName: Name, propertyName: Name = { en: 'Paper finish' }) => ({
      ...productBody().skus[0]!,
      properties: [{ propertyName, valueName }],
    });
    const id = await createProduct(auth, { status: 1, skus: [finish({ en: 'Matt' }), finish({ en: 'Gloss' })] });
    const named = (language: string) =>
      getJson(app, `/pc-api/product/spu/get-detail?id=${id}`, { 'accept-language': language }).then((r) =>
        r.body.data.skus.map((s: { properties: { propertyName: string; valueName: string }[] }) => s.properties[0]),
      );
    expect(await named('de')).toMatchObject([
      { propertyName: 'Paper finish', valueName: 'Matt' },
      { propertyName: 'Paper finish', valueName: 'Gloss' },
    ]);

    const detail = await detailOf(id, auth);
    const translated = { en: 'Paper finish', de: 'Papieroberfläche', zh: '纸面' };
    const skus = detail.skus.map((sku: { properties: { valueName: { en: string } }[] }, i: number) => ({
      ...sku,
      properties: [
        {
          ...sku.properties[0],
          propertyName: translated,
          valueName: i === 0 ? { en: 'Matt', de: 'Matt', zh: '哑光' } : { en: 'Gloss', de: 'Glänzend', zh: '亮光' },
        },
      ],
    }));
    expect((await putJson(app, '/admin-api/product/spu/update', { ...asUpdate(detail), skus }, auth)).body.code).toBe(0);
    expect(await named('de')).toMatchObject([
      { propertyName: 'Papieroberfläche', valueName: 'Matt' },
      { propertyName: 'Papieroberfläche', valueName: 'Glänzend' },
    ]);
    expect(await named('zh')).toMatchObject([
      { propertyName: '纸面', valueName: '哑光' },
      { propertyName: '纸面', valueName: '亮光' },
    ]);
    expect(await named('en')).toMatchObject([{ valueName: 'Matt' }, { valueName: 'Gloss' }]);
    const choices = (await getJson(app, '/admin-api/product/property/simple-list', auth)).body.data;
    expect(choices.find((p: { name: { en: string } }) => p.name.en === 'Paper finish')?.name).toEqual(translated);
  });

  it('answers validation errors with code 400 and the failing fields, and refuses duplicate variants', async () => {
    const { auth } = await createStaff('catalogue');
    const create = (body: object) => postJson(app, '/admin-api/product/spu/create', body, auth);
    const missing = await create({ ...productBody(), name: { en: ' ', de: 'X' } });
    expect(missing.status).toBe(200);
    expect(missing.body.code).toBe(400);
    expect(missing.body.fields?.map((f) => f.field)).toContain('name.en');
    const prices = await create({ ...productBody(), skus: [{ ...productBody().skus[0], priceUsd: -5, priceEur: 1.5 }] });
    expect(prices.body.code).toBe(400);
    expect(prices.body.fields?.map((f) => f.field)).toEqual(expect.arrayContaining(['skus.0.priceUsd', 'skus.0.priceEur']));
    expect((await create({ ...productBody(), sliderPicUrls: ['javascript:alert(1)'] })).body.code).toBe(400);
    expect((await create({ ...productBody(), sliderPicUrls: [] })).body.code).toBe(400);
    expect((await create({ ...productBody(), skus: [] })).body.code).toBe(400);
    expect((await create({ ...productBody(), categoryId: 999_999 })).body.code).toBe(1_008_001_000);
    const twins = await create({ ...productBody(), skus: [productBody().skus[0], productBody().skus[0]] });
    expect(twins.body.code).toBe(1_008_006_001);
    const sized = { ...productBody().skus[1], properties: [{ propertyName: { en: 'Size' }, valueName: { en: 'A4' } }] };
    const mixed = await create({ ...productBody(), skus: [productBody().skus[0], sized] });
    expect(mixed.body.code).toBe(1_008_006_002);
    expect((await putJson(app, '/admin-api/product/spu/update-status', { id: 1001, status: 7 }, auth)).body.code).toBe(400);
    expect((await getJson(app, '/admin-api/product/spu/get-detail?id=abc', auth)).body.code).toBe(400);
    expect((await getJson(app, '/admin-api/product/spu/get-detail?id=999999', auth)).body.code).toBe(1_008_005_000);
    expect((await postJson(app, '/admin-api/product/category/create', { name: { de: 'Nur Deutsch' } }, auth)).body.code).toBe(400);
  });

  it('adjusts stock with a reason, never below 0, with a stock history and an audit row', async () => {
    const { id: adminId, auth } = await createStaff('catalogue');
    const id = await createProduct(auth, { status: 1 });
    const [sku] = (await detailOf(id, auth)).skus;
    const adjust = (incrCount: number, reason = 'Goods received') =>
      putJson(app, '/admin-api/product/sku/update-stock', { id: sku.id, incrCount, reason }, { ...auth, 'accept-language': 'de' });

    expect((await adjust(25)).body).toMatchObject({ code: 0, data: 65 });
    expect((await adjust(-5, 'Damaged in storage')).body).toMatchObject({ code: 0, data: 60 });
    expect((await adjust(-61)).body).toMatchObject({ code: 1_008_006_004, msg: 'Der Bestand würde unter 0 fallen (er beträgt 60).' });
    expect((await adjust(0)).body.code).toBe(400);
    expect((await adjust(3, '')).body.code).toBe(400);
    expect((await putJson(app, '/admin-api/product/sku/update-stock', { id: 999_999, incrCount: 1, reason: 'x' }, auth)).body.code).toBe(
      1_008_006_000,
    );
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(60);
    const shown = (await getJson(app, `/pc-api/product/spu/get-detail?id=${id}`)).body.data;
    expect(shown.skus[0]).toMatchObject({ id: sku.id, stock: 60 });

    const history = (await getJson(app, `/admin-api/product/sku/stock-movement-page?skuId=${sku.id}`, auth)).body.data;
    expect(history).toMatchObject({
      total: 2,
      list: [
        { skuId: sku.id, incrCount: -5, stockAfter: 60, reason: 'Damaged in storage', adminId },
        { incrCount: 25, stockAfter: 65, reason: 'Goods received' },
      ],
    });
    const audit = await app.db.auditLog.findMany({ where: { target: `product_sku:${sku.id}` }, orderBy: { id: 'asc' } });
    expect(audit).toMatchObject([
      { adminId, action: 'product:sku:update-stock', before: { stock: 40 }, after: { stock: 65, reason: 'Goods received' } },
      { before: { stock: 65 }, after: { stock: 60, reason: 'Damaged in storage' } },
    ]);
  });

  it('lets concurrent adjustments take exactly the stock there is', async () => {
    const { auth } = await createStaff('catalogue');
    const id = await createProduct(auth);
    const [sku] = (await detailOf(id, auth)).skus;
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        putJson(app, '/admin-api/product/sku/update-stock', { id: sku.id, incrCount: -1, reason: 'Stocktake' }, auth),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(40);
    expect(answers.filter((a) => a.body.code === 1_008_006_004)).toHaveLength(20);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(0);
    expect(await app.db.productStockMovement.count({ where: { skuId: sku.id } })).toBe(40);
  });

  it('deletes a product nobody ordered, and keeps one that orders name as deleted (status -1)', async () => {
    const { auth } = await createStaff('catalogue');
    const unordered = await createProduct(auth, { status: 1 });
    expect((await deleteJson(app, `/admin-api/product/spu/delete?id=${unordered}`, auth)).body).toMatchObject({ code: 0, data: true });
    expect(await app.db.spu.findUnique({ where: { id: unordered } })).toBeNull();
    expect(await app.db.sku.count({ where: { spuId: unordered } })).toBe(0);

    const ordered = await createProduct(auth, { status: 1 });
    const [sku] = (await detailOf(ordered, auth)).skus;
    const member = await createMember(app);
    const order = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
      member.auth,
    );
    expect(order.body.code).toBe(0);
    expect((await deleteJson(app, `/admin-api/product/spu/delete?id=${ordered}`, auth)).body).toMatchObject({ code: 0, data: true });
    expect((await detailOf(ordered, auth)).status).toBe(-1);
    expect((await getJson(app, `/pc-api/product/spu/get-detail?id=${ordered}`)).body.code).toBe(1_008_005_002);
    const page = (await getJson(app, '/admin-api/product/spu/page?pageSize=100', auth)).body.data;
    expect(page.list.map((s: { id: number }) => s.id)).not.toContain(ordered);
    const recycled = (await getJson(app, '/admin-api/product/spu/page?status=-1', auth)).body.data;
    expect(recycled.list.map((s: { id: number }) => s.id)).toContain(ordered);
    expect((await deleteJson(app, `/admin-api/product/spu/delete?id=${unordered}`, auth)).body.code).toBe(1_008_005_000);

    const audit = await app.db.auditLog.findMany({
      where: { target: { in: [`product_spu:${unordered}`, `product_spu:${ordered}`] }, action: 'product:spu:delete' },
    });
    expect(audit).toHaveLength(2);
    expect(audit.find((a) => a.target === `product_spu:${ordered}`)).toMatchObject({ before: { status: 1 }, after: { status: -1 } });
  });

  it('refuses admins without the permission (403) and members (401)', async () => {
    const support = await createStaff('support');
    const fulfilment = await createStaff('fulfilment');
    const member = await createMember(app);
    expect((await postJson(app, '/admin-api/product/spu/create', productBody(), support.auth)).body.code).toBe(403);
    expect((await postJson(app, '/admin-api/product/category/create', { name: { en: 'Stamps' } }, fulfilment.auth)).body.code).toBe(403);
    expect((await putJson(app, '/admin-api/product/sku/update-stock', { id: 1, incrCount: 5, reason: 'x' }, support.auth)).body.code).toBe(
      403,
    );
    expect((await getJson(app, '/admin-api/product/spu/page', member.auth)).body.code).toBe(401);
  });
});

describe('the back office’s picture upload', () => {
  it('stores a picture, answers its URL and writes the audit log; refuses other files and members', async () => {
    const { id: adminId, auth } = await createStaff('catalogue');
    const upload = (file: Parameters<typeof multipart>[0], headers: Record<string, string> = auth) => {
      const body = multipart(file);
      return app
        .inject({
          method: 'POST',
          url: '/admin-api/infra/file/upload',
          payload: body.payload,
          headers: { ...TENANT, ...body.headers, ...headers },
        })
        .then((r) => r.json() as { code: number; data: string | null });
    };
    const answer = await upload({ name: 'cover.png', type: 'image/png', content: SAMPLES.png });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatch(/\/uploads\/image\/\d{4}\/\d{2}\/[0-9a-f-]+\.png$/);
    const served = await app.inject({ method: 'GET', url: new URL(answer.data!).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLES.png)).toBe(true);
    const file = await app.db.uploadedFile.findFirstOrThrow({ where: { url: answer.data! } });
    expect(await app.db.auditLog.findFirst({ where: { target: `infra_file:${file.id}` } })).toMatchObject({
      adminId,
      action: 'infra:file:upload',
      after: { url: answer.data, mime: 'image/png' },
    });

    expect((await upload({ name: 'evil.png', type: 'image/png', content: SAMPLES.svg })).code).toBe(1_001_003_001);
    expect((await upload({ name: 'doc.pdf', type: 'application/pdf', content: SAMPLES.pdf })).code).toBe(1_001_003_001);
    const member = await createMember(app);
    expect((await upload({ name: 'cover.png', type: 'image/png', content: SAMPLES.png }, member.auth)).code).toBe(401);

    // The uploaded picture becomes a product's.
    const id = await createProduct(auth, { sliderPicUrls: [answer.data!] });
    expect((await detailOf(id, auth)).picUrl).toBe(answer.data);

    // A day's upload quota guards against strangers, not the shop's own staff.
    await app.db.uploadedFile.createMany({
      data: Array.from({ length: 200 }, (_, i) => ({
        ip: '127.0.0.1',
        kind: 'image',
        path: `quota/${i}.png`,
        url: `/uploads/quota/${i}.png`,
        mime: 'image/png',
        size: 1,
        sha256: '',
      })),
    });
    const guest = multipart({ name: 'cover.png', type: 'image/png', content: SAMPLES.png });
    const stranger = await app.inject({
      method: 'POST',
      url: '/pc-api/infra/file/upload',
      payload: guest.payload,
      headers: { ...TENANT, ...guest.headers },
    });
    expect(stranger.json().code).toBe(429);
    expect((await upload({ name: 'cover.png', type: 'image/png', content: SAMPLES.png })).code).toBe(0);
  });
});
