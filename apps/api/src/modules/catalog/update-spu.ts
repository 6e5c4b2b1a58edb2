import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { catalogueChanged } from './catalogue-changed.ts';
import { auditView, logoFieldsOf, withSkus } from './admin-spu-view.ts';
import { resolveLogoFields, savePrintPrices } from './print-prices.ts';
import { assertCategory, loadForChange, resolveProperties, skuData, type SpuInput, spuData } from './spu-changes.ts';

/**
 * Replaces a product. SKUs sent with their id stay (same id, so carts and orders go on naming
 * them; their stock changes only through stock adjustments); SKUs without an id are added; the
 * product's SKUs left out are deleted, or, when order lines name them, marked removed with no
 * stock (and taken out of carts).
 */
export async function updateSpu(ctx: Ctx, input: SpuInput & { id: number }): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await loadForChange(tx, input.id);
    await assertCategory(tx, input.categoryId);
    const current = new Set(before.skus.map((s) => s.id));
    const kept = input.skus.flatMap((s) => (s.id === undefined ? [] : [s.id]));
    if (kept.some((skuId) => !current.has(skuId))) throw new AppError('SKU_NOT_FOUND');
    if (new Set(kept).size !== kept.length) throw new AppError('SKU_PROPERTIES_DUPLICATED');
    const properties = await resolveProperties(tx, input.skus);
    const { printPrices, ...logo } = await resolveLogoFields(tx, ctx, input, logoFieldsOf(before));

    const dropped = before.skus.filter((s) => !kept.includes(s.id));
    if (dropped.length > 0) {
      // Locked first: an order taking one of them either committed its line before (and is seen
      // below) or waits and then finds no stock.
      await tx.$queryRaw`SELECT id FROM product_sku WHERE id IN (${Prisma.join(dropped.map((s) => s.id))}) FOR UPDATE`;
      const ordered = await tx.tradeOrderItem.findMany({
        where: { skuId: { in: dropped.map((s) => s.id) } },
        select: { skuId: true },
        distinct: ['skuId'],
      });
      const named = new Set(ordered.map((o) => o.skuId));
      const retire = dropped.filter((s) => named.has(s.id));
      await tx.sku.deleteMany({ where: { id: { in: dropped.filter((s) => !named.has(s.id)).map((s) => s.id) } } });
      if (retire.length > 0) {
        const ids = retire.map((s) => s.id);
        await tx.sku.updateMany({ where: { id: { in: ids } }, data: { deletedAt: ctx.services.clock(), stock: 0 } });
        await tx.cartItem.deleteMany({ where: { skuId: { in: ids } } });
        const withStock = retire.filter((s) => s.stock > 0);
        await tx.productStockMovement.createMany({
          data: withStock.map((s) => ({ skuId: s.id, change: -s.stock, stockAfter: 0, kind: 'remove', reason: '', adminId })),
        });
      }
    }
    for (const [i, sku] of input.skus.entries()) {
      if (sku.id !== undefined) await tx.sku.update({ where: { id: sku.id }, data: skuData(sku, properties[i]!) });
    }
    const added = input.skus.flatMap((sku, i) =>
      sku.id === undefined ? [{ spuId: input.id, stock: sku.stock, ...skuData(sku, properties[i]!) }] : [],
    );
    if (added.length > 0) await tx.sku.createMany({ data: added });
    await tx.quantityRule.deleteMany({ where: { spuId: input.id } });
    await tx.quantityRule.createMany({ data: input.quantityRules.map((r) => ({ spuId: input.id, ...r })) });
    await tx.spu.update({ where: { id: input.id }, data: { ...spuData(input), ...logo } });
    await savePrintPrices(tx, input.id, printPrices);

    const after = await tx.spu.findUniqueOrThrow({ where: { id: input.id }, include: withSkus });
    await writeAudit(tx, {
      adminId,
      action: 'product:spu:update',
      target: `product_spu:${input.id}`,
      before: auditView(before),
      after: auditView(after),
    });
  });
  catalogueChanged(ctx);
  return true;
}
