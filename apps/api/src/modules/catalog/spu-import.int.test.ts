import { PRODUCT_CSV_COLUMNS } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createTestApp, getJson, TENANT, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { parseCsv } from '../../lib/csv.ts';

let app: TestApp;
let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  app = await createTestApp();
  staff = await createStaff(app, 'catalogue');
});
afterAll(async () => app.close());

/** The product export as a spreadsheet sees it: the raw text, and its rows as objects by column. */
async function exportProducts(query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/admin-api/product/spu/export-excel${query}`,
    headers: { ...TENANT, ...staff.auth },
  });
  expect(response.statusCode).toBe(200);
  const [header, ...records] = parseCsv(response.body);
  const rows = records.map((r) => Object.fromEntries(header!.fields.map((name, i) => [name, r.fields[i] ?? ''])));
  return { response, text: response.body, header: header!.fields, rows };
}

/** The rows back as CSV, as a spreadsheet saves them (German Excel: semicolons), with the header. */
const toCsv = (header: string[], rows: Record<string, string>[], separator = ',') =>
  [header, ...rows.map((row) => header.map((name) => row[name] ?? ''))]
    .map((fields) => fields.map((f) => (/[",;\n]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(separator))
    .join('\r\n');

async function importCsv(text: string, dryRun: boolean, headers: Record<string, string> = staff.auth) {
  const body = multipart({ name: 'products.csv', type: 'text/csv', content: Buffer.from(text) }, { dryRun: String(dryRun) });
  const response = await app.inject({
    method: 'POST',
    url: '/admin-api/product/spu/import',
    payload: body.payload,
    headers: { ...TENANT, ...headers, ...body.headers },
  });
  return response.json() as { code: number; msg: string; data: any };
}

describe('product export', () => {
  it('writes one row per SKU as UTF-8 with a BOM: names in three languages, status, USD and EUR prices in major units, stock', async () => {
    const { response, text, header, rows } = await exportProducts();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);
    const skus = await app.db.sku.findMany({ where: { deletedAt: null, spu: { status: { in: [0, 1] } } }, include: { spu: true } });
    expect(rows).toHaveLength(skus.length);
    const sku = skus[0]!;
    const row = rows.find((r) => r.sku_id === String(sku.id))!;
    expect(row).toMatchObject({
      spu_id: String(sku.spuId),
      name_de: (sku.spu.name as Record<string, string>).de,
      status: String(sku.spu.status),
      price_usd: (sku.priceUsd / 100).toFixed(2),
      price_eur: (sku.priceEur / 100).toFixed(2),
      stock: String(sku.stock),
    });
    expect(await app.db.auditLog.count({ where: { action: 'product:spu:export', adminId: staff.id } })).toBeGreaterThan(0);
  });

  it('keeps a name that a spreadsheet would run as a formula as text', async () => {
    const sku = await app.db.sku.findFirstOrThrow({ where: { deletedAt: null }, orderBy: { id: 'desc' }, include: { spu: true } });
    const name = { ...(sku.spu.name as Record<string, string>), en: '=HYPERLINK("http://evil.example","Click")' };
    await app.db.spu.update({ where: { id: sku.spuId }, data: { name } });
    const { text, rows } = await exportProducts(`?name=${encodeURIComponent('HYPERLINK')}`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    // Read back, the apostrophe is gone again: the import sees the name as it is.
    expect(rows[0]?.name_en).toBe(name.en);
  });

  it('writes every SKU once when the products fill more than one batch of the export', async () => {
    await app.db.$executeRaw`
      WITH copies AS (
        INSERT INTO product_spu (category_id, name, keyword, introduction, description, pic_url, slider_pic_urls, status, min_price_usd, min_price_eur)
        SELECT category_id, name, keyword, introduction, description, pic_url, slider_pic_urls, 0, 100, 90
        FROM product_spu, generate_series(1, 3) LIMIT 250
        RETURNING id
      )
      INSERT INTO product_sku (spu_id, properties, price_usd, price_eur, stock, pic_url) SELECT id, '[]', 100, 90, 1, '' FROM copies`;
    const { rows } = await exportProducts();
    const skus = await app.db.sku.count({ where: { deletedAt: null, spu: { status: { in: [0, 1] } } } });
    // More products than the 200 the export reads at a time.
    expect(await app.db.spu.count({ where: { status: { in: [0, 1] } } })).toBeGreaterThan(200);
    expect(rows).toHaveLength(skus);
    expect(new Set(rows.map((r) => r.sku_id)).size).toBe(skus);
  });

  it('is refused to staff without the export permission', async () => {
    const support = await createStaff(app, 'support');
    expect((await getJson(app, '/admin-api/product/spu/export-excel', support.auth)).body.code).toBe(403);
    expect((await importCsv('spu_id,sku_id\n', true, support.auth)).code).toBe(403);
  });
});

describe('product import', () => {
  it('round trip: export, edit in a spreadsheet, dry run lists the changes and writes nothing, import writes them, export shows them', async () => {
    const { header, rows } = await exportProducts();
    const target = rows.find((r) => r.status === '1' && Number(r.stock) > 5)!;
    const before = await app.db.sku.findUniqueOrThrow({ where: { id: Number(target.sku_id) } });
    const edited = rows.map((r) =>
      r.sku_id === target.sku_id
        ? { ...r, price_usd: '19.99', price_eur: '18,50', stock: String(Number(r.stock) + 7), name_de: `${r.name_de} (neu)` }
        : r,
    );
    // Every row of the same product carries the new German name.
    const spuRows = edited.map((r) => (r.spu_id === target.spu_id ? { ...r, name_de: `${target.name_de} (neu)` } : r));
    const csv = toCsv(header, spuRows, ';');

    const dry = await importCsv(csv, true);
    expect(dry.code).toBe(0);
    expect(dry.data).toMatchObject({ applied: false, rowCount: rows.length, errors: [] });
    const change = dry.data.changes.find((c: { skuId: number }) => c.skuId === before.id);
    expect(change.line).toBe(rows.indexOf(target) + 2);
    expect(change.fields).toEqual(
      expect.arrayContaining([
        { field: 'price_usd', before: (before.priceUsd / 100).toFixed(2), after: '19.99' },
        { field: 'price_eur', before: (before.priceEur / 100).toFixed(2), after: '18.50' },
        { field: 'stock', before: String(before.stock), after: String(before.stock + 7) },
      ]),
    );
    expect(await app.db.sku.findUniqueOrThrow({ where: { id: before.id } })).toMatchObject({
      priceUsd: before.priceUsd,
      stock: before.stock,
    });

    const done = await importCsv(csv, false);
    expect(done.code).toBe(0);
    expect(done.data.applied).toBe(true);
    const after = await app.db.sku.findUniqueOrThrow({ where: { id: before.id }, include: { spu: true } });
    expect(after).toMatchObject({ priceUsd: 1999, priceEur: 1850, stock: before.stock + 7 });
    expect((after.spu.name as Record<string, string>).de).toBe(`${target.name_de} (neu)`);
    const movement = await app.db.productStockMovement.findFirstOrThrow({ where: { skuId: before.id }, orderBy: { id: 'desc' } });
    expect(movement).toMatchObject({
      change: 7,
      stockAfter: before.stock + 7,
      kind: 'adjust',
      reason: 'Import products.csv',
      adminId: staff.id,
    });
    const cheapest = await app.db.sku.aggregate({ where: { spuId: after.spuId, deletedAt: null }, _min: { priceUsd: true } });
    expect(after.spu.minPriceUsd).toBe(cheapest._min.priceUsd);
    expect(await app.db.auditLog.count({ where: { action: 'product:spu:import', adminId: staff.id } })).toBe(1);

    const again = (await exportProducts()).rows.find((r) => r.sku_id === target.sku_id)!;
    expect(again).toMatchObject({
      price_usd: '19.99',
      price_eur: '18.50',
      stock: String(before.stock + 7),
      name_de: `${target.name_de} (neu)`,
    });
    // The same file again changes nothing.
    expect((await importCsv(csv, true)).data.changes).toEqual([]);
  });

  it('refuses bad rows with their lines and a clear message, and writes nothing of a file that has any', async () => {
    const { header, rows } = await exportProducts();
    const [good, bad, other] = rows.filter((r) => r.status === '1');
    const sibling = rows.find((r) => r.spu_id === good!.spu_id && ![good, bad, other].includes(r));
    const edited = [
      { ...good!, stock: String(Number(good!.stock) + 1) },
      { ...bad!, price_usd: 'abc', stock: '-3', status: '5' },
      { ...other!, sku_id: '999999' },
      { ...good! },
      ...(sibling ? [{ ...sibling, name_en: `${sibling.name_en} changed` }] : []),
    ];
    const dry = await importCsv(toCsv(header, edited), true, { ...staff.auth, 'accept-language': 'en' });
    expect(dry.code).toBe(0);
    const problems = dry.data.errors.map((e: { line: number; column: string; problem: string }) => [e.line, e.column, e.problem]);
    expect(problems).toEqual([
      [3, 'status', 'status'],
      [3, 'price_usd', 'not-an-amount'],
      [3, 'stock', 'not-a-count'],
      [4, 'sku_id', 'unknown-sku'],
      [5, 'sku_id', 'duplicate-sku'],
      ...(sibling ? [[6, 'name_en', 'name-differs']] : []),
    ]);
    expect(dry.data.errors[1].message).toBe('price_usd must be an amount above 0 in major units, such as 12.50');

    const refused = await importCsv(toCsv(header, edited), false, { ...staff.auth, 'accept-language': 'en' });
    expect(refused.code).toBe(1_008_010_001);
    expect(refused.msg).toContain('lines 3, 4, 5');
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: Number(good!.sku_id) } })).stock).toBe(Number(good!.stock));

    expect((await importCsv('name,price\nx,1\n', true)).code).toBe(1_008_010_000);
  });

  it('refuses a file over 5 MB', async () => {
    const big = `spu_id,sku_id\n${'1,1\n'.repeat(1_400_000)}`;
    expect((await importCsv(big, true)).code).toBe(1_001_003_002);
  });
});
