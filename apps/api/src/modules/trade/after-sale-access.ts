import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';

/** The member's own after-sale; another member's behaves like a missing one. */
export async function ownAfterSale(ctx: Ctx, id: number) {
  const row = await ctx.db.tradeAfterSale.findFirst({
    where: { id, memberId: memberIdOf(ctx) },
    include: { logs: { orderBy: { id: 'asc' } } },
  });
  if (!row) throw new AppError('AFTER_SALE_NOT_FOUND');
  return row;
}
