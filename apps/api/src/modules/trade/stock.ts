import type { StockMovementKind } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

export interface StockLine {
  skuId: number;
  spuId: number;
  count: number;
}

/** Why an order moves stock, kept in each SKU's stock history (the back office's movement list). */
export interface StockCause {
  kind: Exclude<StockMovementKind, 'adjust' | 'remove'>;
  orderId: number;
}

/** Pieces per id (SKU or product), in id order, negated when taken. */
function sums(lines: StockLine[], key: 'skuId' | 'spuId', sign: 1 | -1): { ids: number[]; counts: number[] } {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line[key], (totals.get(line[key]) ?? 0) + line.count);
  const sorted = [...totals].sort(([a], [b]) => a - b);
  return { ids: sorted.map(([id]) => id), counts: sorted.map(([, count]) => count * sign) };
}

/*
 * Every change of stock and sales counts locks the SKU rows first, then the product rows, each in
 * id order (the sorted `FOR UPDATE` of the first CTE), and in one statement each; a coupon's row
 * comes after them (order creation, cancel, expiry and refund alike): two orders, a cancel or an
 * expiry never wait on each other in a cycle, and the rows of a popular product are held for a
 * few statements and the commit only.
 */

/**
 * Moves the stock by the lines (taking: only where enough pieces are left; the update re-checks
 * each row after waiting for its lock) and counts the sales when every SKU could move. Answers
 * the SKUs that lacked stock; the caller then rolls the transaction back.
 */
async function moveStock(tx: Tx, lines: StockLine[], sign: 1 | -1, cause: StockCause): Promise<number[]> {
  const skus = sums(lines, 'skuId', sign);
  // The history rows are written by the same statement (a shortfall rolls them back with the rest).
  const moved = await tx.$queryRaw<{ id: number }[]>`
    WITH delta AS (SELECT * FROM unnest(${skus.ids}::int[], ${skus.counts}::int[]) AS d(id, count)),
         locked AS (SELECT s.id FROM product_sku s JOIN delta d ON d.id = s.id ORDER BY s.id FOR UPDATE OF s),
         moved AS (
           UPDATE product_sku s SET stock = s.stock + d.count FROM delta d
           WHERE s.id = d.id AND s.id IN (SELECT id FROM locked) AND s.stock + d.count >= 0
           RETURNING s.id, s.stock, d.count),
         logged AS (
           INSERT INTO product_stock_movement (sku_id, change, stock_after, kind, order_id, reason)
           SELECT id, count, stock, ${cause.kind}, ${cause.orderId}, '' FROM moved)
    SELECT id FROM moved`;
  const missing = skus.ids.filter((id) => !moved.some((row) => row.id === id));
  if (missing.length > 0) return missing;
  const spus = sums(lines, 'spuId', sign);
  await tx.$executeRaw`
    -- Sales move the other way from the stock.
    WITH delta AS (SELECT * FROM unnest(${spus.ids}::int[], ${spus.counts.map((c) => -c)}::int[]) AS d(id, count)),
         locked AS (SELECT p.id FROM product_spu p JOIN delta d ON d.id = p.id ORDER BY p.id FOR UPDATE OF p)
    UPDATE product_spu p SET sales_count = greatest(p.sales_count + d.count, 0) FROM delta d WHERE p.id = d.id AND p.id IN (SELECT id FROM locked)`;
  return [];
}

/** Takes the pieces of an order and counts its sales; answers the SKUs that lacked stock. */
export const takeStock = (tx: Tx, lines: StockLine[], orderId: number) => moveStock(tx, lines, -1, { kind: 'sale', orderId });

/** Puts the pieces back and takes the sales off again: `cancel` (cancel, expiry) or `return` (returned or refunded and restocked). */
export async function giveBackStock(tx: Tx, lines: StockLine[], cause: StockCause): Promise<void> {
  await moveStock(tx, lines, 1, cause);
}

/**
 * Moves the stock by an order edit's differences per SKU in one statement (positive counts taken,
 * negative ones put back, sales counted the other way); answers the SKUs that lacked stock.
 */
export const moveEditedStock = (tx: Tx, lines: StockLine[], orderId: number) => moveStock(tx, lines, -1, { kind: 'edit', orderId });
