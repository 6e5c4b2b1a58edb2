import type { TQuantityRule } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';

/** The quantity discounts of each product: its own, or the shop's default rules when it has none (one query). */
export async function getQuantityRulesOf(ctx: Ctx, spuIds: number[]): Promise<Map<number, TQuantityRule[]>> {
  const rows = await ctx.db.quantityRule.findMany({
    where: { OR: [{ spuId: { in: spuIds } }, { spuId: null }] },
    orderBy: { quantity: 'asc' },
  });
  const pick = (spuId: number | null) => rows.filter((r) => r.spuId === spuId).map((r) => ({ quantity: r.quantity, discount: r.discount }));
  return new Map(spuIds.map((id) => [id, pick(id).length > 0 ? pick(id) : pick(null)]));
}

export async function getQuantityRules(ctx: Ctx, spuId: number): Promise<TQuantityRule[]> {
  return (await getQuantityRulesOf(ctx, [spuId])).get(spuId)!;
}
