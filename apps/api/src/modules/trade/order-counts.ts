import { ORDER_STATUS } from '@shop/shared';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';

export async function orderCounts(ctx: Ctx) {
  const groups = await ctx.db.tradeOrder.groupBy({
    by: ['status'],
    where: { memberId: memberIdOf(ctx), deletedAt: null },
    _count: { _all: true },
  });
  const of = (status: number) => groups.find((g) => g.status === status)?._count._all ?? 0;
  return {
    allCount: groups.reduce((sum, g) => sum + g._count._all, 0),
    unpaidCount: of(ORDER_STATUS.unpaid),
    undeliveredCount: of(ORDER_STATUS.awaitingDispatch),
    deliveredCount: of(ORDER_STATUS.dispatched),
    completedCount: of(ORDER_STATUS.completed),
  };
}
