import type { TQuantityRule } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';

/** A product's own quantity discounts, or the shop's default rules when it has none. */
export async function getQuantityRules(ctx: Ctx, spuId: number): Promise<TQuantityRule[]> {
  const rows = await ctx.db.quantityRule.findMany({
    where: { OR: [{ spuId }, { spuId: null }] },
    orderBy: { quantity: 'asc' },
  });
  const own = rows.filter((r) => r.spuId === spuId);
  return (own.length > 0 ? own : rows).map((r) => ({ quantity: r.quantity, discount: r.discount }));
}
