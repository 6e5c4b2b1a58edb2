import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { toAfterSales } from './after-sale-view.ts';

export async function pageAfterSales(ctx: Ctx, input: { status?: number | undefined; pageNo: number; pageSize: number }) {
  const where = { memberId: memberIdOf(ctx), ...(input.status !== undefined ? { status: input.status } : {}) };
  const [rows, total] = await Promise.all([
    ctx.db.tradeAfterSale.findMany({ where, orderBy: { id: 'desc' }, skip: (input.pageNo - 1) * input.pageSize, take: input.pageSize }),
    ctx.db.tradeAfterSale.count({ where }),
  ]);
  return { list: await toAfterSales(ctx, rows), total };
}
