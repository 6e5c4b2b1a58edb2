import { SPU_STATUS } from '@shop/shared';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { catalogueChanged } from './catalogue-changed.ts';
import { auditView } from './admin-spu-view.ts';
import { loadForChange } from './spu-changes.ts';

/**
 * Deletes a product with its SKUs, rules and cart lines; a product that order lines name is kept
 * with status -1 (deleted: gone from the storefront and the default admin list) so its orders,
 * invoices and reviews still find it.
 */
export async function deleteSpu(ctx: Ctx, id: number): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await loadForChange(tx, id);
    // As in an update: orders taking its SKUs right now are counted, or find them gone.
    await tx.$queryRaw`SELECT id FROM product_sku WHERE spu_id = ${id} FOR UPDATE`;
    const ordered = await tx.tradeOrderItem.count({ where: { spuId: id } });
    if (ordered > 0) await tx.spu.update({ where: { id }, data: { status: SPU_STATUS.recycled } });
    else await tx.spu.delete({ where: { id } });
    await writeAudit(tx, {
      adminId,
      action: 'product:spu:delete',
      target: `product_spu:${id}`,
      before: auditView(before),
      ...(ordered > 0 ? { after: { status: SPU_STATUS.recycled } } : {}),
    });
  });
  catalogueChanged(ctx);
  return true;
}
