import type { TCommentStatistics } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';

/** A product's visible review counts by type and their mean score. */
export async function commentStatistics(ctx: Ctx, spuId: number): Promise<TCommentStatistics> {
  const where = { spuId, visible: true };
  const [groups, mean] = await Promise.all([
    ctx.db.productComment.groupBy({ by: ['scores'], where, _count: { _all: true } }),
    ctx.db.productComment.aggregate({ where, _avg: { descriptionScores: true, benefitScores: true } }),
  ]);
  const count = (test: (s: number) => boolean) => groups.filter((g) => test(g.scores)).reduce((sum, g) => sum + g._count._all, 0);
  const average = ((mean._avg.descriptionScores ?? 0) + (mean._avg.benefitScores ?? 0)) / 2;
  return {
    goodCount: count((s) => s >= 4),
    mediumCount: count((s) => s === 3),
    badCount: count((s) => s <= 2),
    allCount: count(() => true),
    scores: Math.round(average * 10) / 10,
  };
}
