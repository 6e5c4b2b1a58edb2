import type { StockMovementKind, ZAdminStockMovementPageRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Ctx } from '../../lib/use-case.ts';

/** A SKU's stock history, newest first: sales, cancels and returns name their order. */
export async function pageStockMovements(ctx: Ctx, query: z.output<typeof ZAdminStockMovementPageRequest>) {
  const where = { skuId: query.skuId };
  const [rows, total] = await Promise.all([
    ctx.db.productStockMovement.findMany({
      where,
      orderBy: { id: 'desc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    ctx.db.productStockMovement.count({ where }),
  ]);
  const orderIds = [...new Set(rows.flatMap((m) => (m.orderId === null ? [] : [m.orderId])))];
  const orders = await ctx.db.tradeOrder.findMany({ where: { id: { in: orderIds } }, select: { id: true, no: true } });
  const numbers = new Map(orders.map((o) => [o.id, o.no]));
  return {
    list: rows.map((m) => ({
      id: m.id,
      skuId: m.skuId,
      incrCount: m.change,
      stockAfter: m.stockAfter,
      reason: m.reason,
      adminId: m.adminId,
      createTime: m.createdAt.getTime(),
      kind: m.kind as StockMovementKind,
      orderId: m.orderId,
      orderNo: m.orderId === null ? null : (numbers.get(m.orderId) ?? null),
    })),
    total,
  };
}
