import { PRODUCT_IMPORT_MAX_BYTES, type TAdminSpuImportResult } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseCsv } from '../../lib/csv.ts';
import { formFile } from '../../lib/multipart.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { catalogueChanged } from './catalogue-changed.ts';
import { type CurrentSku, type ImportWrites, missingColumns, planImport, skuIdsOf } from './spu-import-plan.ts';

type Tx = Prisma.TransactionClient;

/** Lines named in the refusal's message; the dry run lists them all. */
const LINES_NAMED = 10;

/** The uploaded file's text and whether it is a dry run (the form's `dryRun` field, before the file; a dry run unless "false"). */
async function uploaded(request: FastifyRequest): Promise<{ text: string; dryRun: boolean; filename: string }> {
  const file = await formFile(request, { fileSize: PRODUCT_IMPORT_MAX_BYTES });
  const chunks: Buffer[] = [];
  for await (const chunk of file.content) chunks.push(chunk);
  if (file.truncated()) throw new AppError('FILE_TOO_LARGE', { max: `${PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024} MB` });
  const field = file.fields.dryRun;
  const dryRunValue = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : 'true';
  const named = file.fields.file;
  const filename = named && !Array.isArray(named) && named.type === 'file' ? named.filename : 'import.csv';
  return { text: new TextDecoder('utf-8').decode(Buffer.concat(chunks)), dryRun: dryRunValue !== 'false', filename };
}

async function currentSkus(tx: Tx | Ctx['db'], ids: number[], lock: boolean): Promise<Map<number, CurrentSku>> {
  if (ids.length === 0) return new Map();
  const rows = lock
    ? await tx.$queryRaw<{ id: number }[]>`SELECT id FROM product_sku WHERE id = ANY(${ids}) AND deleted_at IS NULL ORDER BY id FOR UPDATE`
    : null;
  const skus = await tx.sku.findMany({
    where: { id: { in: rows ? rows.map((r) => r.id) : ids }, deletedAt: null },
    select: { id: true, spuId: true, priceUsd: true, priceEur: true, stock: true, spu: { select: { name: true, status: true } } },
  });
  return new Map(
    skus.map((k) => [
      k.id,
      {
        skuId: k.id,
        spuId: k.spuId,
        name: k.spu.name as CurrentSku['name'],
        status: k.spu.status,
        priceUsd: k.priceUsd,
        priceEur: k.priceEur,
        stock: k.stock,
      },
    ]),
  );
}

/** Writes the plan: names and status per product, prices and stock per SKU (stock as adjustments with the import as reason), cheapest prices again. */
async function applyWrites(tx: Tx, writes: ImportWrites, current: Map<number, CurrentSku>, reason: string, adminId: number) {
  for (const [spuId, write] of writes.spus) {
    await tx.spu.update({
      where: { id: spuId },
      data: { ...(write.name ? { name: write.name } : {}), ...(write.status !== undefined ? { status: write.status } : {}) },
    });
  }
  for (const [skuId, write] of writes.skus) {
    await tx.sku.update({
      where: { id: skuId },
      data: {
        ...(write.priceUsd !== undefined ? { priceUsd: write.priceUsd } : {}),
        ...(write.priceEur !== undefined ? { priceEur: write.priceEur } : {}),
        ...(write.stock !== undefined ? { stock: write.stock } : {}),
      },
    });
    const before = current.get(skuId)!.stock;
    if (write.stock !== undefined && write.stock !== before)
      await tx.productStockMovement.create({
        data: { skuId, change: write.stock - before, stockAfter: write.stock, kind: 'adjust', reason, adminId },
      });
  }
  const priced = [
    ...new Set([...writes.skus.values()].filter((w) => w.priceUsd !== undefined || w.priceEur !== undefined).map((w) => w.spuId)),
  ];
  if (priced.length > 0)
    await tx.$executeRaw`
      UPDATE product_spu s SET min_price_usd = k.usd, min_price_eur = k.eur
      FROM (SELECT spu_id, min(price_usd) AS usd, min(price_eur) AS eur FROM product_sku
            WHERE deleted_at IS NULL AND spu_id = ANY(${priced}) GROUP BY spu_id) k
      WHERE s.id = k.spu_id`;
}

/**
 * Imports the product export edited in a spreadsheet. A dry run answers what each row would
 * change and every bad row; the import itself plans again inside one transaction with the SKUs
 * locked, refuses the whole file when any row is bad, else writes all of it: names, status,
 * prices, and stock as adjustments whose reason names the import. Audited.
 */
export async function importSpus(ctx: Ctx, request: FastifyRequest): Promise<TAdminSpuImportResult> {
  const adminId = adminIdOf(ctx);
  const { text, dryRun, filename } = await uploaded(request);
  const [head, ...rows] = parseCsv(text);
  const header = (head?.fields ?? []).map((name) => name.trim().toLowerCase());
  const missing = missingColumns(header);
  if (missing.length > 0) throw new AppError('PRODUCT_IMPORT_HEADER', { columns: missing.join(', ') });
  const ids = skuIdsOf(header, rows);
  if (dryRun) {
    const plan = planImport(header, rows, await currentSkus(ctx.db, ids, false), ctx.language);
    return { applied: false, rowCount: plan.rowCount, changes: plan.changes, errors: plan.errors };
  }
  const result = await ctx.db.$transaction(
    async (tx) => {
      const current = await currentSkus(tx, ids, true);
      const plan = planImport(header, rows, current, ctx.language);
      if (plan.errors.length > 0) {
        const lines = [...new Set(plan.errors.map((e) => e.line))];
        throw new AppError('PRODUCT_IMPORT_REFUSED', {
          count: lines.length,
          lines: lines.slice(0, LINES_NAMED).join(', ') + (lines.length > LINES_NAMED ? ', …' : ''),
        });
      }
      await applyWrites(tx, plan.writes, current, `Import ${filename}`, adminId);
      await writeAudit(tx, {
        adminId,
        action: 'product:spu:import',
        target: 'product_spu:*',
        after: { file: filename, rowCount: plan.rowCount, changes: plan.changes } as unknown as Prisma.InputJsonValue,
      });
      return { applied: true, rowCount: plan.rowCount, changes: plan.changes, errors: [] };
    },
    { timeout: 60_000 },
  );
  catalogueChanged(ctx);
  return result;
}
