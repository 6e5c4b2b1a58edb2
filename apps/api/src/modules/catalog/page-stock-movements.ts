import type { ZAdminStockMovementPageRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Ctx } from '../../lib/use-case.ts';

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
  return {
    list: rows.map((m) => ({
      id: m.id,
      skuId: m.skuId,
      incrCount: m.change,
      stockAfter: m.stockAfter,
      reason: m.reason,
      adminId: m.adminId,
      createTime: m.createdAt.getTime(),
    })),
    total,
  };
}
