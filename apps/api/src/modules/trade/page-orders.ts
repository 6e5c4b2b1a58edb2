import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { toOrder, withLines } from './order-access.ts';

export async function pageOrders(ctx: Ctx, input: { status?: number | undefined; pageNo: number; pageSize: number }) {
  const where = { memberId: memberIdOf(ctx), deletedAt: null, ...(input.status !== undefined ? { status: input.status } : {}) };
  const [rows, total] = await Promise.all([
    ctx.db.tradeOrder.findMany({
      where,
      include: withLines,
      orderBy: { id: 'desc' },
      skip: (input.pageNo - 1) * input.pageSize,
      take: input.pageSize,
    }),
    ctx.db.tradeOrder.count({ where }),
  ]);
  return { list: rows.map(toOrder), total };
}
