import { ORDER_STATUS, type ZAdminOrderCountRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Ctx } from '../../lib/use-case.ts';
import { orderConditions } from './admin-order-filters.ts';

/** How many orders each status has under the page's other filters. */
export async function countAdminOrders(ctx: Ctx, query: z.output<typeof ZAdminOrderCountRequest>) {
  const params: unknown[] = [];
  const { rows } = await ctx.db.sql.query<{ status: number; count: string }>(
    `SELECT o.status, count(*) AS count FROM trade_order o ${orderConditions({ ...query, status: undefined }, params)} GROUP BY o.status`,
    params,
  );
  const of = (status: number) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return {
    allCount: rows.reduce((sum, r) => sum + Number(r.count), 0),
    unpaidCount: of(ORDER_STATUS.unpaid),
    awaitingApprovalCount: of(ORDER_STATUS.awaitingApproval),
    undeliveredCount: of(ORDER_STATUS.awaitingDispatch),
    deliveredCount: of(ORDER_STATUS.dispatched),
    completedCount: of(ORDER_STATUS.completed),
    cancelledCount: of(ORDER_STATUS.cancelled),
  };
}
