import { PRODUCT_CSV_COLUMNS, translate, type adminContract, type ParsedInputOf, type Translated } from '@shop/shared';
import { csvAmount, type CsvValue } from '../../lib/csv.ts';
import type { FileAnswer } from '../../lib/endpoints.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { auditedCsvExport } from '../system/csv-export.ts';
import { skuProperties } from './get-spu-detail.ts';
import { spuConditions } from './page-admin-spus.ts';

type Filters = ParsedInputOf<typeof adminContract.product.spu.exportExcel>;

/** Products read per statement (with all their SKUs). */
const SPUS_PER_BATCH = 200;

interface SkuRow {
  spu_id: number;
  sku_id: number;
  name: Translated;
  category: Translated | null;
  status: number;
  properties: unknown;
  price_usd: number;
  price_eur: number;
  stock: number;
}

/** A SKU's variant in one language: "Red / A4" (empty for a product with one SKU). */
const variantText = (properties: unknown, language: Ctx['language']) =>
  skuProperties(properties ?? [], language)
    .map((p) => p.valueName)
    .join(' / ');

async function* batches(ctx: Ctx, filters: Filters): AsyncGenerator<CsvValue[][]> {
  const where = spuConditions(filters);
  let after = 0;
  for (;;) {
    const rows = await ctx.db.$queryRaw<SkuRow[]>`
      WITH batch AS (SELECT s.* FROM product_spu s WHERE ${where} AND s.id > ${after} ORDER BY s.id LIMIT ${SPUS_PER_BATCH})
      SELECT s.id AS spu_id, k.id AS sku_id, s.name, c.name AS category, s.status, k.properties, k.price_usd, k.price_eur, k.stock
      FROM batch s
      JOIN product_sku k ON k.spu_id = s.id AND k.deleted_at IS NULL
      LEFT JOIN product_category c ON c.id = s.category_id
      ORDER BY s.id, k.id`;
    if (rows.length === 0) return;
    yield rows.map((r) => [
      r.spu_id,
      r.sku_id,
      r.name.en ?? '',
      r.name.de ?? '',
      r.name.zh ?? '',
      r.category ? translate(r.category, ctx.language) : '',
      r.status,
      variantText(r.properties, ctx.language),
      csvAmount(r.price_usd),
      csvAmount(r.price_eur),
      r.stock,
    ]);
    after = rows[rows.length - 1]!.spu_id;
  }
}

/**
 * The products under the product page's filters as CSV, one row per SKU (removed SKUs left out):
 * names in three languages, category and variant in the request's language, status (1 on sale,
 * 0 off sale), prices in USD and EUR as major units, stock. The import reads this file. Audited.
 */
export async function exportSpus(ctx: Ctx, filters: Filters): Promise<FileAnswer> {
  return auditedCsvExport(ctx, {
    action: 'product:spu:export',
    table: 'product_spu',
    filters,
    name: 'products',
    header: PRODUCT_CSV_COLUMNS,
    batches: batches(ctx, filters),
  });
}
