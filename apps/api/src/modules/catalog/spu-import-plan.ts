import {
  PRODUCT_IMPORT_FIELDS,
  validationMessage,
  type Language,
  type ProductImportField,
  type TAdminSpuImportResult,
  type Translated,
} from '@shop/shared';
import { csvAmount, parseCsvAmount, type CsvRecord } from '../../lib/csv.ts';

/** A SKU as the import compares it: its product's names and status, its prices and stock now. */
export interface CurrentSku {
  skuId: number;
  spuId: number;
  name: Translated;
  status: number;
  priceUsd: number;
  priceEur: number;
  stock: number;
}

/** What the import writes: per product its names and status, per SKU its prices and stock (only what changes). */
export interface ImportWrites {
  spus: Map<number, { name?: Translated; status?: number }>;
  skus: Map<number, { spuId: number; priceUsd?: number; priceEur?: number; stock?: number }>;
}

export type ImportPlan = Pick<TAdminSpuImportResult, 'rowCount' | 'changes' | 'errors'> & { writes: ImportWrites };

type Problem = TAdminSpuImportResult['errors'][number]['problem'];

const MESSAGE_KEYS: Record<Problem, string> = {
  columns: 'import_columns',
  'unknown-sku': 'import_unknown_sku',
  'sku-not-of-product': 'import_sku_not_of_product',
  'duplicate-sku': 'import_duplicate_sku',
  'not-an-amount': 'import_not_an_amount',
  'not-a-count': 'import_not_a_count',
  status: 'import_status',
  'name-empty': 'required',
  'name-differs': 'import_name_differs',
  'status-differs': 'import_name_differs',
};

const NAME_LANGUAGES = { name_en: 'en', name_de: 'de', name_zh: 'zh' } as const;
/** The most pieces a stock cell may hold. */
const MAX_STOCK = 100_000_000;
/** The highest price a cell may hold (cents), as the product form allows. */
const MAX_PRICE = 100_000_000;

/** The columns of the header the import needs: the row's ids; the fields it changes are those present. */
export function missingColumns(header: readonly string[]): string[] {
  return ['spu_id', 'sku_id'].filter((column) => !header.includes(column));
}

/** The ids a file's rows name, to load their SKUs. */
export function skuIdsOf(header: readonly string[], rows: readonly CsvRecord[]): number[] {
  const index = header.indexOf('sku_id');
  return [...new Set(rows.map((row) => Number(row.fields[index]?.trim())).filter((id) => Number.isSafeInteger(id) && id > 0))];
}

const fieldText = (field: ProductImportField, sku: CurrentSku): string => {
  if (field === 'status') return String(sku.status);
  if (field === 'price_usd') return csvAmount(sku.priceUsd);
  if (field === 'price_eur') return csvAmount(sku.priceEur);
  if (field === 'stock') return String(sku.stock);
  return sku.name[NAME_LANGUAGES[field]] ?? '';
};

/**
 * Compares an export edited in a spreadsheet with the SKUs now: what each row would change (names
 * and status of its product, prices and stock of its SKU), and each bad row with its line, column
 * and a message in the language asked. A product's names and status must read the same on all its rows.
 */
export function planImport(
  header: readonly string[],
  rows: readonly CsvRecord[],
  current: Map<number, CurrentSku>,
  language: Language,
): ImportPlan {
  const column = (name: string) => header.indexOf(name);
  const fields = PRODUCT_IMPORT_FIELDS.filter((field) => column(field) >= 0);
  const errors: ImportPlan['errors'] = [];
  const refuse = (line: number, columnName: string, problem: Problem) =>
    errors.push({
      line,
      column: columnName,
      problem,
      message: `${columnName || `#${line}`} ${validationMessage({ code: 'custom', message: MESSAGE_KEYS[problem], path: [] }, language)}`,
    });
  const writes: ImportWrites = { spus: new Map(), skus: new Map() };
  const changes: ImportPlan['changes'] = [];
  const seenSkus = new Set<number>();
  /** Per product, the names and status its first row gave, to hold the others to. */
  const productValues = new Map<number, Map<ProductImportField, string>>();

  for (const row of rows) {
    const { line } = row;
    const cell = (name: string) => (row.fields[column(name)] ?? '').trim();
    if (row.fields.length !== header.length) {
      refuse(line, '', 'columns');
      continue;
    }
    const skuId = Number(cell('sku_id'));
    const sku = current.get(skuId);
    if (!sku) {
      refuse(line, 'sku_id', 'unknown-sku');
      continue;
    }
    if (Number(cell('spu_id')) !== sku.spuId) {
      refuse(line, 'spu_id', 'sku-not-of-product');
      continue;
    }
    if (seenSkus.has(skuId)) {
      refuse(line, 'sku_id', 'duplicate-sku');
      continue;
    }
    seenSkus.add(skuId);
    const first = !productValues.has(sku.spuId);
    const earlier = productValues.get(sku.spuId) ?? new Map<ProductImportField, string>();
    productValues.set(sku.spuId, earlier);
    const rowChanges: ImportPlan['changes'][number]['fields'] = [];
    const skuWrite: { spuId: number; priceUsd?: number; priceEur?: number; stock?: number } = { spuId: sku.spuId };
    for (const field of fields) {
      const text = cell(field);
      if (field.startsWith('name_') || field === 'status') {
        if (field === 'status' && text !== '0' && text !== '1' && text !== String(sku.status)) {
          refuse(line, field, 'status');
          continue;
        }
        if (field !== 'status' && text === '') {
          refuse(line, field, 'name-empty');
          continue;
        }
        if (!first) {
          if (earlier.get(field) !== text) refuse(line, field, field === 'status' ? 'status-differs' : 'name-differs');
          continue;
        }
        earlier.set(field, text);
        if (text === fieldText(field, sku)) continue;
        const spuWrite = writes.spus.get(sku.spuId) ?? {};
        if (field === 'status') spuWrite.status = Number(text);
        else spuWrite.name = { ...(spuWrite.name ?? sku.name), [NAME_LANGUAGES[field as keyof typeof NAME_LANGUAGES]]: text };
        writes.spus.set(sku.spuId, spuWrite);
      } else if (field === 'stock') {
        const stock = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
        if (!(stock <= MAX_STOCK)) {
          refuse(line, field, 'not-a-count');
          continue;
        }
        if (stock === sku.stock) continue;
        skuWrite.stock = stock;
      } else {
        const cents = parseCsvAmount(text);
        if (cents === null || cents < 1 || cents > MAX_PRICE) {
          refuse(line, field, 'not-an-amount');
          continue;
        }
        if (csvAmount(cents) === fieldText(field, sku)) continue;
        if (field === 'price_usd') skuWrite.priceUsd = cents;
        else skuWrite.priceEur = cents;
      }
      rowChanges.push({
        field,
        before: fieldText(field, sku),
        after: field.startsWith('price_') ? csvAmount(parseCsvAmount(text)!) : text,
      });
    }
    if (Object.keys(skuWrite).length > 1) writes.skus.set(skuId, skuWrite);
    if (rowChanges.length > 0) changes.push({ line, spuId: sku.spuId, skuId, name: sku.name[language] || sku.name.en, fields: rowChanges });
  }
  return { rowCount: rows.length, changes, errors, writes };
}
