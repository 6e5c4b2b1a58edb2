import { describe, expect, it } from 'vitest';
import type { CsvRecord } from '../../lib/csv.ts';
import { type CurrentSku, missingColumns, planImport, skuIdsOf } from './spu-import-plan.ts';

const name = { en: 'Mug', de: 'Tasse', zh: '杯子' };
const current = new Map<number, CurrentSku>([
  [11, { skuId: 11, spuId: 1, name, status: 1, priceUsd: 1200, priceEur: 1100, stock: 40 }],
  [12, { skuId: 12, spuId: 1, name, status: 1, priceUsd: 1300, priceEur: 1200, stock: 5 }],
  [21, { skuId: 21, spuId: 2, name: { en: 'Pen', de: 'Stift', zh: '笔' }, status: 0, priceUsd: 150, priceEur: 140, stock: 0 }],
]);
const header = ['spu_id', 'sku_id', 'name_en', 'name_de', 'status', 'price_usd', 'stock'];
const rows = (...lines: string[][]): CsvRecord[] => lines.map((fields, i) => ({ line: i + 2, fields }));
const plan = (...lines: string[][]) => planImport(header, rows(...lines), current, 'en');
const problems = (...lines: string[][]) => plan(...lines).errors.map((e) => [e.line, e.column, e.problem]);

describe('planning a product import', () => {
  it('changes nothing for the rows as exported', () => {
    const result = plan(['1', '11', 'Mug', 'Tasse', '1', '12.00', '40'], ['2', '21', 'Pen', 'Stift', '0', '1.50', '0']);
    expect(result).toMatchObject({ rowCount: 2, changes: [], errors: [] });
    expect(result.writes.spus.size + result.writes.skus.size).toBe(0);
  });

  it('writes a product once for its names and status, and each SKU for its price and stock', () => {
    const result = plan(['1', '11', 'Mug', 'Becher', '0', '12.5', '40'], ['1', '12', 'Mug', 'Becher', '0', '13.00', '9']);
    expect(result.errors).toEqual([]);
    expect(result.writes.spus.get(1)).toEqual({ name: { ...name, de: 'Becher' }, status: 0 });
    expect([...result.writes.skus]).toEqual([
      [11, { spuId: 1, priceUsd: 1250 }],
      [12, { spuId: 1, stock: 9 }],
    ]);
    // The product's fields are listed on its first row only.
    expect(result.changes).toEqual([
      {
        line: 2,
        spuId: 1,
        skuId: 11,
        name: 'Mug',
        fields: [
          { field: 'name_de', before: 'Tasse', after: 'Becher' },
          { field: 'status', before: '1', after: '0' },
          { field: 'price_usd', before: '12.00', after: '12.50' },
        ],
      },
      { line: 3, spuId: 1, skuId: 12, name: 'Mug', fields: [{ field: 'stock', before: '5', after: '9' }] },
    ]);
  });

  it.each([
    [
      ['1', '11', 'Mug', 'Tasse', '1', '12.00'],
      [2, '', 'columns'],
    ],
    [
      ['1', '99', 'Mug', 'Tasse', '1', '12.00', '40'],
      [2, 'sku_id', 'unknown-sku'],
    ],
    [
      ['2', '11', 'Mug', 'Tasse', '1', '12.00', '40'],
      [2, 'spu_id', 'sku-not-of-product'],
    ],
    [
      ['1', '11', '', 'Tasse', '1', '12.00', '40'],
      [2, 'name_en', 'name-empty'],
    ],
    [
      ['1', '11', 'Mug', 'Tasse', '2', '12.00', '40'],
      [2, 'status', 'status'],
    ],
    [
      ['1', '11', 'Mug', 'Tasse', '1', '0', '40'],
      [2, 'price_usd', 'not-an-amount'],
    ],
    [
      ['1', '11', 'Mug', 'Tasse', '1', '$12', '40'],
      [2, 'price_usd', 'not-an-amount'],
    ],
    [
      ['1', '11', 'Mug', 'Tasse', '1', '12.00', '4.5'],
      [2, 'stock', 'not-a-count'],
    ],
    [
      ['1', '11', 'Mug', 'Tasse', '1', '12.00', ''],
      [2, 'stock', 'not-a-count'],
    ],
  ])('refuses %j: %j', (fields, problem) => {
    expect(problems(fields)).toEqual([problem]);
  });

  it('refuses a SKU named twice and a product whose rows disagree on its name or status', () => {
    expect(
      problems(
        ['1', '11', 'Mug', 'Tasse', '1', '12.00', '40'],
        ['1', '12', 'Mug', 'Becher', '0', '13.00', '5'],
        ['1', '11', 'Mug', 'Tasse', '1', '12.00', '40'],
      ),
    ).toEqual([
      [3, 'name_de', 'name-differs'],
      [3, 'status', 'status-differs'],
      [4, 'sku_id', 'duplicate-sku'],
    ]);
  });

  it('explains each refusal in the language asked', () => {
    const [error] = planImport(header, rows(['1', '11', 'Mug', 'Tasse', '1', 'x', '40']), current, 'de').errors;
    expect(error?.message).toBe('price_usd muss ein Betrag über 0 in ganzen Einheiten sein, etwa 12.50');
  });

  it('needs the ids in the header and reads the ids the rows name', () => {
    expect(missingColumns(['sku_id', 'stock'])).toEqual(['spu_id']);
    expect(skuIdsOf(header, rows(['1', '11'], ['1', 'x'], ['1', '11'], ['2', '21']))).toEqual([11, 21]);
  });
});
