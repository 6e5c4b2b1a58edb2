import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogChanged, createTestApp, getJson, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('GET product/category/list', () => {
  it('lists active categories in the request language', async () => {
    const { body } = await getJson(app, '/pc-api/product/category/list', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(body.code).toBe(0);
    const filing = body.data.find((c: { id: number }) => c.id === 250);
    expect(filing).toMatchObject({ parentId: 0, name: 'Ablage & Aufbewahrung', status: 0, code: 'filing-storage' });
    expect(body.data.filter((c: { parentId: number }) => c.parentId === 250).length).toBeGreaterThan(1);
  });

  it('names the categories the storefront pages show by their code', async () => {
    const { body } = await getJson(app, '/pc-api/product/category/list');
    const idOf = (code: string) => body.data.find((c: { code: string | null }) => c.code === code)?.id;
    expect([idOf('corporate-gifts'), idOf('gift-packaging'), idOf('office-products')]).toEqual([252, 253, 254]);
  });

  it('hides disabled categories', async () => {
    await getJson(app, '/pc-api/product/category/list');
    const changed = catalogChanged(app);
    await app.db.category.update({ where: { id: 90 }, data: { status: 1 } });
    await changed;
    const { body } = await getJson(app, '/pc-api/product/category/list');
    expect(body.data.map((c: { id: number }) => c.id)).not.toContain(90);
  });
});

describe('GET product/spu/getSpuList', () => {
  it('answers a page of 9 with total and pages by default', async () => {
    const { body } = await getJson(app, '/pc-api/product/spu/getSpuList');
    expect(body.code).toBe(0);
    expect(body.data.records).toHaveLength(9);
    expect(body.data.total).toBe(69);
    expect(body.data.pages).toBe(8);
    expect(body.data.records[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      introduction: expect.any(String),
      picUrl: expect.stringMatching(/^\/uploads\/catalog\/\d+\.svg$/),
      categoryId: expect.any(Number),
      price: expect.any(Number),
      priceVaries: expect.any(Boolean),
      salesCount: expect.any(Number),
      createTime: expect.any(Number),
    });
  });

  it('includes the products of child categories', async () => {
    const { body } = await getJson(app, '/pc-api/product/spu/getSpuList?categoryId=251&pageSize=100');
    const categories = new Set(body.data.records.map((r: { categoryId: number }) => r.categoryId));
    expect([...categories].sort()).toEqual([2511, 2512, 2513, 2514]);
    const child = await getJson(app, '/pc-api/product/spu/getSpuList?categoryId=2512&pageSize=100');
    expect(child.body.data.records.every((r: { categoryId: number }) => r.categoryId === 2512)).toBe(true);
  });

  it('prices in euros with the € header for an EU country, in dollars otherwise', async () => {
    const usd = await getJson(app, '/pc-api/product/spu/getSpuList?sortField=price&sortAsc=true&pageSize=3');
    const eur = await getJson(app, '/pc-api/product/spu/getSpuList?sortField=price&sortAsc=true&pageSize=3', { 'country-code': 'DE' });
    expect(usd.headers['currency-symbol']).toBe('$');
    expect(Buffer.from(String(eur.headers['currency-symbol']), 'latin1').toString('utf8')).toBe('€');
    expect(eur.headers['currency-code']).toBe('EUR');
    expect(usd.headers['currency-code']).toBe('USD');
    const sku = await app.db.spu.findUniqueOrThrow({ where: { id: eur.body.data.records[0].id } });
    expect(eur.body.data.records[0].price).toBe(sku.minPriceEur);
    expect(usd.body.data.records[0].price).toBeLessThanOrEqual(usd.body.data.records[1].price);
  });

  it.each([
    ['price', 'true'],
    ['price', 'false'],
    ['salesCount', 'false'],
    ['createTime', 'true'],
  ])('sorts by %s (ascending %s)', async (field, asc) => {
    const { body } = await getJson(app, `/pc-api/product/spu/getSpuList?sortField=${field}&sortAsc=${asc}&pageSize=100`);
    const key = field === 'createTime' ? 'createTime' : field;
    const values = body.data.records.map((r: Record<string, number>) => r[key]);
    const sorted = [...values].sort((a, b) => (asc === 'true' ? a - b : b - a));
    expect(values).toEqual(sorted);
  });

  it.each([
    ['en', 'ballpoint', 1016],
    ['en', 'pens', 1017],
    ['de', 'Kugelschreiber', 1016],
    ['zh', '圆珠笔', 1016],
  ])('searches in the request language (%s: %s)', async (language, keyword, expectedId) => {
    const { body } = await getJson(app, `/pc-api/product/spu/getSpuList?keyword=${encodeURIComponent(keyword)}&pageSize=50`, {
      'accept-language': language,
    });
    expect(body.code).toBe(0);
    expect(body.data.records.map((r: { id: number }) => r.id)).toContain(expectedId);
    expect(body.data.total).toBeLessThan(69);
  });

  it.each(["'; DROP TABLE product_spu; --", '%', '\\', '<script>alert(1)</script>', '!!!', 'a & b | c:*'])(
    'treats a hostile keyword as text: %s',
    async (keyword) => {
      for (const language of ['en', 'zh']) {
        const { body } = await getJson(app, `/pc-api/product/spu/getSpuList?keyword=${encodeURIComponent(keyword)}`, {
          'accept-language': language,
        });
        expect(body.code).toBe(0);
        expect(body.data.total).toBeGreaterThanOrEqual(0);
      }
      expect(await app.db.spu.count()).toBe(69);
    },
  );

  it('answers the total also for a page past the end', async () => {
    const { body } = await getJson(app, '/pc-api/product/spu/getSpuList?pageNo=500');
    expect(body.data).toEqual({ records: [], total: 69, pages: 8 });
  });

  it('hides products that are off sale', async () => {
    const url = '/pc-api/product/spu/getSpuList?pageSize=100';
    expect((await getJson(app, url)).body.data.records.map((r: { id: number }) => r.id)).toContain(1069);
    const changed = catalogChanged(app);
    await app.db.spu.update({ where: { id: 1069 }, data: { status: 0 } });
    await changed;
    expect((await getJson(app, url)).body.data.records.map((r: { id: number }) => r.id)).not.toContain(1069);
    const restored = catalogChanged(app);
    await app.db.spu.update({ where: { id: 1069 }, data: { status: 1 } });
    await restored;
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['pageSize=100000000', 'pageSize'],
    ['pageSize=-1', 'pageSize'],
    ['pageNo=abc', 'pageNo'],
    ['pageNo=1.5', 'pageNo'],
    ['categoryId=xyz', 'categoryId'],
    ['sortField=name;drop', 'sortField'],
    [`keyword=${'x'.repeat(101)}`, 'keyword'],
  ])('refuses bad input %s with code 400 naming the field', async (query, field) => {
    const { status, body } = await getJson(app, `/pc-api/product/spu/getSpuList?${query}`, { 'accept-language': 'de' });
    expect(status).toBe(200);
    expect(body.code).toBe(400);
    expect(body.data).toBeNull();
    expect(body.fields?.map((f) => f.field)).toContain(field);
    expect(body.msg).toMatch(/^Ungültige Anfrage/);
  });

  it('runs the same number of SQL statements whatever the page size', async () => {
    const statements: string[] = [];
    app.db.$on('query', (event) => statements.push(event.query));
    const count = async (url: string) => {
      app.services.catalogCache.clear();
      // The shop's settings are read again after each clear: counted apart from the list.
      await app.services.settings.read();
      statements.length = 0;
      await getJson(app, url);
      // The catalogue's statements: a background job (mails, reminders, expiries) may run meanwhile.
      return statements.filter((q) => !/^(BEGIN|COMMIT|DEALLOCATE)/.test(q) && /product_/.test(q)).length;
    };
    const small = await count('/pc-api/product/spu/getSpuList?pageSize=1');
    const large = await count('/pc-api/product/spu/getSpuList?pageSize=100');
    const filtered = await count('/pc-api/product/spu/getSpuList?pageSize=100&categoryId=250&keyword=box');
    expect(small).toBe(1);
    expect(large).toBe(1);
    expect(filtered).toBe(1);
  });

  it('serves a repeated page from memory, and a price change made anywhere reaches it', async () => {
    const statements: string[] = [];
    app.db.$on('query', (event) => statements.push(event.query));
    const url = '/pc-api/product/spu/getSpuList?sortField=price&sortAsc=true&pageSize=1';
    const first = (await getJson(app, url)).body.data.records[0];
    statements.length = 0;
    expect((await getJson(app, url)).body.data.records[0]).toEqual(first);
    expect(statements).toEqual([]);
    const changed = catalogChanged(app);
    // Another instance or a database console: only the notification tells this instance.
    const other = new pg.Client({ connectionString: app.databaseUrl });
    await other.connect();
    const cheapened = first.id === 1001 ? 1002 : 1001;
    await other.query('UPDATE product_sku SET price_usd = 1 WHERE spu_id = $1', [cheapened]);
    await other.query('UPDATE product_spu SET min_price_usd = 1 WHERE id = $1', [cheapened]);
    await other.end();
    await changed;
    expect((await getJson(app, url)).body.data.records[0].price).toBe(1);
  });
});

describe('GET product/spu/get-detail', () => {
  it('answers the product with its SKUs, property names and quantity rules', async () => {
    const { body } = await getJson(app, '/pc-api/product/spu/get-detail?id=1016', { 'accept-language': 'zh' });
    expect(body.code).toBe(0);
    expect(body.data.name).toBe('再生塑料定制标志圆珠笔');
    expect(body.data.skus.length).toBeGreaterThan(0);
    expect(body.data.skus[0]).toMatchObject({ id: expect.any(Number), price: expect.any(Number), stock: expect.any(Number) });
    expect(body.data.skus[0].properties[0]).toMatchObject({ propertyName: expect.any(String), valueName: expect.any(String) });
    expect(body.data.quantityRules).toEqual([
      { quantity: 5, discount: 5 },
      { quantity: 10, discount: 10 },
      { quantity: 20, discount: 15 },
    ]);
    expect(body.data.price).toBe(Math.min(...body.data.skus.map((s: { price: number }) => s.price)));
  });

  it('says when a product does not exist or is off sale', async () => {
    expect((await getJson(app, '/pc-api/product/spu/get-detail?id=999999')).body.code).toBe(1_008_005_000);
    await app.db.spu.update({ where: { id: 1068 }, data: { status: 0 } });
    const offSale = await getJson(app, '/pc-api/product/spu/get-detail?id=1068');
    expect(offSale.body).toMatchObject({ code: 1_008_005_002, data: null, msg: 'This product is no longer for sale.' });
  });

  it.each(['', 'id=abc', 'id=-5', 'id=99999999999999'])('refuses the query %j', async (query) => {
    expect((await getJson(app, `/pc-api/product/spu/get-detail?${query}`)).body.code).toBe(400);
  });
});

describe('GET product/spu/product-quantity-rule', () => {
  it('answers the shop defaults for a product without its own rules', async () => {
    const { body } = await getJson(app, '/pc-api/product/spu/product-quantity-rule?id=1001');
    expect(body.data).toEqual([
      { quantity: 5, discount: 10 },
      { quantity: 10, discount: 15 },
      { quantity: 20, discount: 20 },
    ]);
  });

  it("answers a product's own rules", async () => {
    const { body } = await getJson(app, '/pc-api/product/spu/product-quantity-rule?id=1027');
    expect(body.data[0]).toEqual({ quantity: 24, discount: 5 });
  });
});

describe('request context', () => {
  it('refuses a request without tenant-id, and another tenant', async () => {
    const missing = await app.inject({ method: 'GET', url: '/pc-api/product/category/list' });
    expect(missing.json()).toMatchObject({ code: 400, data: null, msg: 'The tenant-id header is missing.' });
    const other = await getJson(app, '/pc-api/product/category/list', { 'tenant-id': '2', 'accept-language': 'zh' });
    expect(other.body).toMatchObject({ code: 1_002_015_000, msg: '租户不存在' });
  });

  it('answers an unknown path with HTTP 404 in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/pc-api/nothing/here', headers: { 'tenant-id': '1' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
    expect(response.headers['currency-symbol']).toBe('$');
  });

  it('checks the database at /healthz', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', jobs: { pending: 0, failed: 0 } });
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    const doc = response.json();
    expect(doc.paths['/pc-api/product/spu/getSpuList'].get.parameters.map((p: { name: string }) => p.name)).toContain('pageSize');
    expect(doc.paths['/pc-api/system/contact-us/create'].post).toBeDefined();
  });
});

describe('the price a product card shows', () => {
  it('is the cheapest SKU in stock, flagged when the SKUs differ in price', async () => {
    const spus = await app.db.spu.findMany({ where: { status: 1 }, include: { skus: true }, orderBy: { id: 'asc' } });
    const spu = spus.find((p) => new Set(p.skus.map((k) => k.priceUsd)).size > 1 && p.skus.every((k) => k.stock > 0))!;
    const cheapest = [...spu.skus].sort((a, b) => a.priceUsd - b.priceUsd)[0]!;
    // Another page size each time: a page of its own, not the cached one.
    const card = async (pageSize: number) => {
      const { body } = await getJson(app, `/pc-api/product/spu/getSpuList?pageSize=${pageSize}&categoryId=${spu.categoryId}`);
      return body.data.records.find((r: { id: number }) => r.id === spu.id);
    };
    expect(await card(100)).toMatchObject({ price: cheapest.priceUsd, priceVaries: true });
    await app.db.sku.update({ where: { id: cheapest.id }, data: { stock: 0 } });
    const inStock = spu.skus.filter((k) => k.id !== cheapest.id).map((k) => k.priceUsd);
    expect(await card(99)).toMatchObject({ price: Math.min(...inStock), priceVaries: true });
    await app.db.sku.update({ where: { id: cheapest.id }, data: { stock: cheapest.stock } });
  });
});

describe('searching with typos', () => {
  const names = async (keyword: string, language = 'en') => {
    const { body } = await getJson(app, `/pc-api/product/spu/getSpuList?pageSize=100&keyword=${encodeURIComponent(keyword)}`, {
      'accept-language': language,
    });
    return body.data.records.map((r: { name: string }) => r.name) as string[];
  };

  it('finds notebooks for "notebok" and Notizbücher for "Notizbch", as for the right spelling', async () => {
    const typo = await names('notebok');
    expect(typo.length).toBeGreaterThan(0);
    expect(typo.every((name) => /notebook|journal/i.test(name) || name.includes('Notebook'))).toBe(true);
    expect(typo).toEqual(expect.arrayContaining(await names('notebook')));
    expect(await names('Notizbch', 'de')).toEqual(expect.arrayContaining(['Notizbuch A5 mit Hardcover und Gummiband']));
  });

  it('still finds nothing for words unlike any product', async () => {
    expect(await names('qwertzuiop')).toEqual([]);
    expect(await names('xyz')).toEqual([]);
  });
});
