import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogChanged, createTestApp, getJson, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'shop-web-'));
  await mkdir(join(webDist, '.vite'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-3.js"></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'] },
      'src/features/catalog/pages/product-list-page.tsx': { file: 'assets/product-list-page-2.js', imports: ['_shared.js', '_card.js'] },
      '_shared.js': { file: 'assets/shared-3.js' },
      '_card.js': { file: 'assets/card-4.js', css: ['assets/card-5.css'] },
    }),
  );
  app = await createTestApp({}, { webDist });
});
afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const json = /<script id="first-page" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
  return { response, html: response.body, data: json ? JSON.parse(json) : null };
}

describe('the first page inside the HTML', () => {
  it("carries a product list's data exactly as the API answers it, its code and its lead pictures", async () => {
    const { response, html, data } = await page('/productList?id=251&category=Office');
    expect(response.headers['content-type']).toContain('text/html');
    expect(data).toMatchObject({ language: 'en', currency: 'USD' });
    const api = (await getJson(app, '/pc-api/product/spu/getSpuList?categoryId=251&pageNo=1&pageSize=9')).body.data;
    expect(data.queries).toContainEqual([[routes.product.spu.getSpuList.path, { categoryId: 251, pageNo: 1, pageSize: 9 }], api]);
    expect(data.queries.map(([key]: [unknown[]]) => key[0])).toEqual([
      routes.product.category.list.path,
      routes.product.spu.getSpuList.path,
      routes.product.spu.facets.path,
      routes.system.dictData.listAllSimple.path,
      routes.trade.config.get.path,
    ]);
    // The filters beside the list, as product/spu/facets answers them.
    const facets = (await getJson(app, '/pc-api/product/spu/facets?categoryId=251')).body.data;
    expect(data.queries).toContainEqual([[routes.product.spu.facets.path, { categoryId: 251 }], facets]);
    // The shop's settings as trade/config/get answers them: the frame's banner names the free threshold.
    const settings = (await getJson(app, '/pc-api/trade/config/get')).body.data;
    expect(data.queries).toContainEqual([[routes.trade.config.get.path], settings]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-list-page-2.js">');
    expect(html).toContain('href="/assets/card-4.js"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/card-5.css">');
    expect(html.match(/shared-3\.js/g)).toHaveLength(1); // the entry preloads it already
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${api.records[0].picUrl}">`);
  });

  it("carries a filtered list's products and counts as the shopper's address chose them", async () => {
    const { data } = await page('/productList?id=250&color=104,101&inStock=1&price=0-10&sort=price-desc&page=1');
    const filter = 'categoryId=250&colorIds=101,104&inStock=true&priceMin=0&priceMax=1000';
    const list = (await getJson(app, `/pc-api/product/spu/getSpuList?${filter}&sortField=price&sortAsc=false&pageNo=1&pageSize=9`)).body
      .data;
    const facets = (await getJson(app, `/pc-api/product/spu/facets?${filter}`)).body.data;
    expect(list.total).toBeGreaterThan(0);
    expect(facets.total).toBe(list.total);
    const chosen = { categoryId: 250, colorIds: [101, 104], priceMin: 0, priceMax: 1000, inStock: true };
    expect(data.queries).toContainEqual([
      [routes.product.spu.getSpuList.path, { ...chosen, sortField: 'price', sortAsc: false, pageNo: 1, pageSize: 9 }],
      list,
    ]);
    expect(data.queries).toContainEqual([[routes.product.spu.facets.path, chosen], facets]);
  });

  it("carries a category list's products, its category found by its code", async () => {
    const { html, data } = await page('/promotionalItems?page=2');
    const gifts = (await getJson(app, '/pc-api/product/category/list')).body.data.find(
      (c: { code: string }) => c.code === 'corporate-gifts',
    );
    const input = { categoryId: gifts.id, pageNo: 2, pageSize: 9 };
    const api = (await getJson(app, `/pc-api/product/spu/getSpuList?categoryId=${gifts.id}&pageNo=2&pageSize=9`)).body.data;
    expect(api.records.length).toBeGreaterThan(0);
    expect(data.queries).toContainEqual([[routes.product.spu.getSpuList.path, input], api]);
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${api.records[0].picUrl}">`);
  });

  it("follows the visitor's stored language and country, else English and the browser's region", async () => {
    const chosen = (await page('/productDetail/a4-lever-arch-file/1016', { cookie: 'shop-language=de; shop-countryCode=AT' })).data;
    expect(chosen).toMatchObject({ language: 'de', currency: 'EUR' });
    const detail = (await getJson(app, '/pc-api/product/spu/get-detail?id=1016', { 'accept-language': 'de', 'country-code': 'AT' })).body
      .data;
    expect(chosen.queries).toContainEqual([[routes.product.spu.getDetail.path, { id: 1016 }], detail]);
    // The products suggested below it, as the API answers the page's own call for them.
    const related = { categoryId: detail.categoryId, pageSize: 5 };
    const suggested = (
      await getJson(app, `/pc-api/product/spu/getSpuList?categoryId=${detail.categoryId}&pageSize=5`, {
        'accept-language': 'de',
        'country-code': 'AT',
      })
    ).body.data;
    expect(chosen.queries).toContainEqual([[routes.product.spu.getSpuList.path, related], suggested]);
    // And the dictionaries its delivery estimate and customise panel name (delivery speeds, methods, positions).
    const dictionaries = (await getJson(app, '/pc-api/system/dict-data/list-all-simple', { 'accept-language': 'de' })).body.data;
    expect(chosen.queries).toContainEqual([[routes.system.dictData.listAllSimple.path], dictionaries]);
    expect((await page('/', { 'accept-language': 'fr-FR,fr;q=0.9' })).data).toMatchObject({ language: 'en', currency: 'EUR' });
  });

  it.each(['/', '/productDetail/a4-lever-arch-file/1016'])('ignores cookies it cannot decode: %s renders as for no cookie', async (url) => {
    const plain = await page(url);
    for (const cookie of ['shop-language=%E0%A4%A', 'shop-countryCode=%; shop-language=%E0%A4%A', 'shop-language=de%ZZ; other=%']) {
      const { response, data } = await page(url, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      // The same page but for the moment it was read.
      expect({ ...data, updatedAt: 0 }).toEqual({ ...plain.data, updatedAt: 0 });
    }
    // A good cookie beside a broken one still counts.
    expect((await page(url, { cookie: 'other=%E0%A4%A; shop-language=de' })).data).toMatchObject({ language: 'de' });
  });

  it('leaves out what does not exist, and other pages carry the categories of their menus', async () => {
    const missing = (await page('/productDetail/nothing/999999999')).data;
    expect(missing.queries.map(([key]: [unknown[]]) => key[0])).toEqual([
      routes.product.category.list.path,
      routes.system.dictData.listAllSimple.path,
      routes.trade.config.get.path,
    ]);
    expect(missing.missing).toEqual([[routes.product.spu.getDetail.path, { id: 999999999 }]]);
    expect((await page('/faq')).data.queries.map(([key]: [unknown[]]) => key[0])).toEqual([
      routes.product.category.list.path,
      routes.trade.config.get.path,
    ]);
    // The design editor has no menus: its product and the dictionaries of methods and positions.
    const editor = await page('/customDesign?spuId=1016&locationId=1');
    expect(editor.data.queries.map(([key]: [unknown[]]) => key)).toEqual([
      [routes.product.spu.getDetail.path, { id: 1016 }],
      [routes.system.dictData.listAllSimple.path],
    ]);
    expect(editor.html).not.toContain('rel="preload" as="image"');
  });

  it('cannot be broken out of by catalogue texts', async () => {
    const changed = catalogChanged(app);
    await app.db.category.update({ where: { id: 251 }, data: { name: { en: '</script><script>alert(1)</script>', de: 'x', zh: 'x' } } });
    await changed;
    const { html, data } = await page('/productList?id=251');
    expect(html).not.toContain('<script>alert(1)');
    expect(JSON.stringify(data.queries[0][1])).toContain('</script><script>alert(1)</script>');
  });
});
