import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { catalogueChanged } from './catalogue-changed.ts';
import { auditView, withSkus } from './admin-spu-view.ts';
import { resolveLogoFields, savePrintPrices } from './print-prices.ts';
import { assertCategory, resolveProperties, skuData, type SpuInput, spuData } from './spu-changes.ts';

export async function createSpu(ctx: Ctx, input: SpuInput): Promise<number> {
  const adminId = adminIdOf(ctx);
  const id = await ctx.db.$transaction(async (tx) => {
    await assertCategory(tx, input.categoryId);
    const properties = await resolveProperties(tx, input.skus);
    const { printPrices, ...logo } = await resolveLogoFields(tx, ctx, input, null);
    const spu = await tx.spu.create({ data: { ...spuData(input), ...logo } });
    await savePrintPrices(tx, spu.id, printPrices);
    await tx.sku.createMany({ data: input.skus.map((sku, i) => ({ spuId: spu.id, stock: sku.stock, ...skuData(sku, properties[i]!) })) });
    await tx.quantityRule.createMany({ data: input.quantityRules.map((r) => ({ spuId: spu.id, ...r })) });
    const after = await tx.spu.findUniqueOrThrow({ where: { id: spu.id }, include: withSkus });
    await writeAudit(tx, { adminId, action: 'product:spu:create', target: `product_spu:${spu.id}`, after: auditView(after) });
    return spu.id;
  });
  catalogueChanged(ctx);
  return id;
}
