import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';

/**
 * Adds to or takes from a SKU's stock with a reason. One conditional statement decides, so
 * adjustments and orders taking stock at the same time never drive it below 0.
 */
export async function updateSkuStock(ctx: Ctx, input: { id: number; incrCount: number; reason: string }): Promise<number> {
  const adminId = adminIdOf(ctx);
  return ctx.db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ stock: number }[]>`
      UPDATE product_sku SET stock = stock + ${input.incrCount}
      WHERE id = ${input.id} AND deleted_at IS NULL AND stock + ${input.incrCount} >= 0
      RETURNING stock`;
    if (!row) {
      const sku = await tx.sku.findUnique({ where: { id: input.id }, select: { stock: true, deletedAt: true } });
      if (!sku || sku.deletedAt) throw new AppError('SKU_NOT_FOUND');
      throw new AppError('SKU_STOCK_NOT_ENOUGH', { stock: sku.stock });
    }
    await tx.productStockMovement.create({
      data: { skuId: input.id, change: input.incrCount, stockAfter: row.stock, kind: 'adjust', reason: input.reason, adminId },
    });
    await writeAudit(tx, {
      adminId,
      action: 'product:sku:update-stock',
      target: `product_sku:${input.id}`,
      before: { stock: row.stock - input.incrCount },
      after: { stock: row.stock, reason: input.reason },
    });
    return row.stock;
  });
}
