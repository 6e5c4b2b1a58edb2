import type { Prisma } from '../../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

export interface StockLine {
  skuId: number;
  spuId: number;
  count: number;
}

function sums(lines: StockLine[], key: 'skuId' | 'spuId'): { ids: number[]; counts: number[] } {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line[key], (totals.get(line[key]) ?? 0) + line.count);
  const sorted = [...totals].sort(([a], [b]) => a - b);
  return { ids: sorted.map(([id]) => id), counts: sorted.map(([, count]) => count) };
}

/*
 * Every change of stock and sales counts locks the SKU rows first, then the product rows, each in
 * id order (the sorted `FOR UPDATE` of the first CTE), and in one statement each: two orders, a
 * cancel or an expiry never wait on each other in a cycle, and the rows of a popular product are
 * held for two statements and the commit only.
 */

/**
 * Takes the pieces off the stock only where enough are left (the update re-checks each row after
 * waiting for its lock), and counts the sales when every SKU had enough. Answers the SKUs that
 * lacked stock; the caller then rolls the transaction back.
 */
export async function takeStock(tx: Tx, lines: StockLine[]): Promise<number[]> {
  const skus = sums(lines, 'skuId');
  const taken = await tx.$queryRaw<{ id: number }[]>`
    WITH wanted AS (SELECT * FROM unnest(${skus.ids}::int[], ${skus.counts}::int[]) AS w(id, count)),
         locked AS (SELECT s.id FROM product_sku s JOIN wanted w ON w.id = s.id ORDER BY s.id FOR UPDATE OF s)
    UPDATE product_sku s SET stock = s.stock - w.count FROM wanted w
    WHERE s.id = w.id AND s.id IN (SELECT id FROM locked) AND s.stock >= w.count
    RETURNING s.id`;
  const missing = skus.ids.filter((id) => !taken.some((row) => row.id === id));
  if (missing.length === 0) await countSales(tx, lines, 1);
  return missing;
}

/** Puts the pieces back and takes the sales off again (cancel, expiry, refund). */
export async function giveBackStock(tx: Tx, lines: StockLine[]): Promise<void> {
  const skus = sums(lines, 'skuId');
  await tx.$executeRaw`
    WITH back AS (SELECT * FROM unnest(${skus.ids}::int[], ${skus.counts}::int[]) AS b(id, count)),
         locked AS (SELECT s.id FROM product_sku s JOIN back b ON b.id = s.id ORDER BY s.id FOR UPDATE OF s)
    UPDATE product_sku s SET stock = s.stock + b.count FROM back b WHERE s.id = b.id AND s.id IN (SELECT id FROM locked)`;
  await countSales(tx, lines, -1);
}

async function countSales(tx: Tx, lines: StockLine[], sign: 1 | -1): Promise<void> {
  const spus = sums(lines, 'spuId');
  await tx.$executeRaw`
    WITH sold AS (SELECT * FROM unnest(${spus.ids}::int[], ${spus.counts.map((c) => c * sign)}::int[]) AS d(id, count)),
         locked AS (SELECT p.id FROM product_spu p JOIN sold d ON d.id = p.id ORDER BY p.id FOR UPDATE OF p)
    UPDATE product_spu p SET sales_count = greatest(p.sales_count + d.count, 0) FROM sold d WHERE p.id = d.id AND p.id IN (SELECT id FROM locked)`;
}
