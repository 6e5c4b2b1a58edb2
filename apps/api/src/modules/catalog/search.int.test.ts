import type { TSpuFacetsResponse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

type Language = 'en' | 'de' | 'zh';
const LANGUAGES: Language[] = ['en', 'de', 'zh'];

async function list(query: string, language: Language = 'en') {
  const { body } = await getJson(app, `/pc-api/product/spu/getSpuList?pageSize=100&${query}`, { 'accept-language': language });
  expect(body.code).toBe(0);
  return body.data as { records: { id: number; name: string; price: number }[]; total: number };
}
const found = async (keyword: string, language: Language = 'en') =>
  (await list(`keyword=${encodeURIComponent(keyword)}`, language)).records.map((r) => r.id);

const NOTEBOOKS = [1020, 1021, 1023];
const MUGS = [1027, 1029, 1031];
const GIFT_BOXES = [1046, 1047, 1050];
const T_SHIRT = 1034;

describe('search in three languages', () => {
  it.each(LANGUAGES)('finds notebooks for "notbook", "notebok" and "Notizbuch" (%s)', async (language) => {
    for (const keyword of ['notbook', 'notebok', 'Notizbuch', 'notebook', '笔记本']) {
      expect({ keyword, ids: await found(keyword, language) }).toEqual({ keyword, ids: expect.arrayContaining(NOTEBOOKS) });
    }
  });

  it.each(LANGUAGES)('finds the T-shirt for "tshirt", "t shirt" and "T恤", and little else (%s)', async (language) => {
    for (const keyword of ['tshirt', 't shirt', 'T-Shirt', 'T恤']) {
      const ids = await found(keyword, language);
      expect({ keyword, ids }).toEqual({ keyword, ids: expect.arrayContaining([T_SHIRT]) });
      expect(ids.length).toBeLessThanOrEqual(3);
    }
  });

  it.each(LANGUAGES)('finds gift boxes for "giftbox", "gift box", "Geschenkbox" and "礼盒" (%s)', async (language) => {
    for (const keyword of ['giftbox', 'gift box', 'Geschenkbox', 'geschenk box', '礼盒']) {
      expect({ keyword, ids: await found(keyword, language) }).toEqual({ keyword, ids: expect.arrayContaining(GIFT_BOXES) });
    }
  });

  it.each(LANGUAGES)('finds mugs for "杯子", "cup", "Tasse" and "mugs" (%s)', async (language) => {
    for (const keyword of ['杯子', 'cup', 'Tasse', 'mugs', 'Becher']) {
      expect({ keyword, ids: await found(keyword, language) }).toEqual({ keyword, ids: expect.arrayContaining(MUGS) });
    }
  });

  it('names the products found in the language asked, whatever language the search was in', async () => {
    const { records } = await list(`keyword=${encodeURIComponent('Notizbuch')}`, 'zh');
    expect(records.find((r) => r.id === 1020)?.name).toBe('A5 精装松紧带笔记本');
    const english = await list(`keyword=${encodeURIComponent('笔记本')}`, 'en');
    expect(english.records.find((r) => r.id === 1020)?.name).toBe('A5 Hardcover Notebook with Elastic Band');
  });

  it('puts products whose names hold the words first', async () => {
    const ids = await found('mug');
    expect(ids.slice(0, 3).sort()).toEqual(expect.arrayContaining([1027]));
    expect(MUGS.every((id) => ids.indexOf(id) < 4)).toBe(true);
  });

  it('finds Chinese text by its character pairs when the words stand apart', async () => {
    // 1046 is 磁吸翻盖牛皮纸礼盒: "牛皮纸礼盒" is not in it as one run of its keywords, but every pair is.
    expect(await found('牛皮纸礼盒', 'zh')).toContain(1046);
  });

  it('still finds nothing for words unlike any product', async () => {
    for (const language of LANGUAGES) {
      expect(await found('qwertzuiop', language)).toEqual([]);
      expect(await found('xyz', language)).toEqual([]);
    }
  });
});

describe('GET product/search/suggest', () => {
  const suggest = async (keyword: string, language: Language = 'en') => {
    const { body } = await getJson(app, `/pc-api/product/search/suggest?keyword=${encodeURIComponent(keyword)}`, {
      'accept-language': language,
    });
    expect(body.code).toBe(0);
    return body.data as { products: { id: number; name: string; picUrl: string }[]; didYouMean: string | null };
  };

  it('offers the products a misspelling finds while typing, named in the shopper language', async () => {
    const { products, didYouMean } = await suggest('notbook', 'de');
    expect(products.map((p) => p.id)).toEqual(expect.arrayContaining([1020, 1021]));
    expect(products.length).toBeLessThanOrEqual(6);
    expect(products.find((p) => p.id === 1020)).toEqual({
      id: 1020,
      name: 'Notizbuch A5 mit Hardcover und Gummiband',
      picUrl: expect.any(String),
    });
    expect(didYouMean).toBeNull();
  });

  it('answers "did you mean" with a spelling that finds products when the text finds none', async () => {
    expect(await found('nottbok')).toEqual([]);
    const { products, didYouMean } = await suggest('nottbok');
    expect(didYouMean).toBe('notebook');
    expect(products.map((p) => p.id)).toEqual(expect.arrayContaining([1020]));
    expect(await found(didYouMean!)).toEqual(expect.arrayContaining(NOTEBOOKS));
  });

  it('has nothing to offer for text unlike any product', async () => {
    expect(await suggest('qwertzuiop')).toEqual({ products: [], didYouMean: null });
  });

  it('refuses an empty or overlong text with code 400', async () => {
    for (const keyword of ['', ' ', 'x'.repeat(101)]) {
      const { body } = await getJson(app, `/pc-api/product/search/suggest?keyword=${keyword}`);
      expect(body.code).toBe(400);
    }
  });
});

describe('filters and facets', () => {
  const facets = async (query: string, language: Language = 'en') => {
    const { body } = await getJson(app, `/pc-api/product/spu/facets?${query}`, { 'accept-language': language });
    expect(body.code).toBe(0);
    return body.data as TSpuFacetsResponse;
  };

  /** The address of the list with one group's choice replaced (the other groups kept). */
  function withChoice(base: URLSearchParams, set: Record<string, string>, clear: string[]): string {
    const query = new URLSearchParams(base);
    for (const key of clear) query.delete(key);
    for (const [key, value] of Object.entries(set)) query.set(key, value);
    return query.toString();
  }

  it.each([
    [''],
    ['categoryId=252'],
    ['keyword=mug'],
    ['colorIds=104'],
    ['colorIds=103,104&inStock=true'],
    ['inStock=1&decoratingMethods=5'],
    ['priceMin=500&priceMax=1000&decoratingMethods=1,2'],
    ['categoryId=253&colorIds=101&inStock=true&priceMin=1000'],
  ])('count what the list shows once the choice is made (%s)', async (query) => {
    const base = new URLSearchParams(query);
    for (const language of ['en', 'zh'] as const) {
      const counted = await facets(query, language);
      expect(counted.total).toBe((await list(query, language)).total);
      for (const range of counted.priceRanges) {
        const choice = { priceMin: String(range.min), ...(range.max === null ? {} : { priceMax: String(range.max) }) };
        expect({ range, total: (await list(withChoice(base, choice, ['priceMin', 'priceMax']), language)).total }).toEqual({
          range,
          total: range.count,
        });
      }
      for (const colour of counted.colors) {
        const total = (await list(withChoice(base, { colorIds: String(colour.valueId) }, []), language)).total;
        expect({ colour, total }).toEqual({ colour, total: colour.count });
      }
      for (const method of counted.decoratingMethods) {
        const total = (await list(withChoice(base, { decoratingMethods: method.value }, []), language)).total;
        expect({ method, total }).toEqual({ method, total: method.count });
      }
      expect((await list(withChoice(base, { inStock: 'true' }, []), language)).total).toBe(counted.inStock);
    }
  });

  it('names colours in the shopper language and counts them all, also when one is chosen', async () => {
    const [english, german] = [await facets(''), await facets('colorIds=103', 'de')];
    expect(english.colors.find((c) => c.valueId === 103)?.name).toBe('Red');
    expect(german.colors.find((c) => c.valueId === 103)?.name).toBe('Rot');
    expect(german.colors.map((c) => c.valueId).sort()).toEqual(english.colors.map((c) => c.valueId).sort());
    expect(english.decoratingMethods.map((m) => m.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(english.priceRanges.map((r) => [r.min, r.max])).toEqual([
      [0, 500],
      [500, 1000],
      [1000, 2500],
      [2500, 5000],
      [5000, null],
    ]);
    expect(english.priceRanges.reduce((sum, r) => sum + r.count, 0)).toBe(69);
  });

  it('lists only products with an SKU in the chosen colour that is in stock, when in stock is asked', async () => {
    // The file 1001 has a red SKU (100103): out of stock, it still counts as red but not as red in stock.
    const red = await list('colorIds=103');
    expect(red.records.map((r) => r.id)).toContain(1001);
    await app.db.sku.update({ where: { id: 100103 }, data: { stock: 0 } });
    app.services.catalogCache.clear();
    try {
      expect((await list('colorIds=103')).records.map((r) => r.id)).toContain(1001);
      expect((await list('colorIds=103&inStock=true')).records.map((r) => r.id)).not.toContain(1001);
      expect((await list('inStock=true')).records.map((r) => r.id)).toContain(1001);
      const counted = await facets('colorIds=103&inStock=true');
      expect(counted.total).toBe(red.total - 1);
    } finally {
      await app.db.sku.update({ where: { id: 100103 }, data: { stock: 19 } });
      app.services.catalogCache.clear();
    }
  });

  it('filters by the price the card shows, in the request currency, and sorts by it', async () => {
    const { records } = await list('priceMin=1000&priceMax=2500&sortField=price&sortAsc=true');
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.price >= 1000 && r.price < 2500)).toBe(true);
    expect(records.map((r) => r.price)).toEqual([...records.map((r) => r.price)].sort((a, b) => a - b));
  });

  it.each([
    ['colorIds=red', 'colorIds'],
    ['decoratingMethods=%27%3B', 'decoratingMethods'],
    ['priceMin=-1', 'priceMin'],
    ['inStock=maybe', 'inStock'],
    [`colorIds=${Array.from({ length: 21 }, (_, i) => 100 + i).join(',')}`, 'colorIds'],
  ])('refuses a bad filter %s with code 400 naming the field', async (query, field) => {
    for (const path of ['product/spu/getSpuList', 'product/spu/facets']) {
      const { body } = await getJson(app, `/pc-api/${path}?${query}`);
      expect(body.code).toBe(400);
      expect(body.fields?.map((f: { field: string }) => f.field.split('.')[0])).toContain(field);
    }
  });
});
