import { personName } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';

/** The names of the buyers of a page of orders, read in one query: the lookup answers '' for a guest or a deleted member. */
export async function buyerNames(ctx: Ctx, orders: { memberId: number | null }[]): Promise<(memberId: number | null) => string> {
  const ids = [...new Set(orders.map((order) => order.memberId).filter((id): id is number => id !== null))];
  const buyers = await ctx.db.member.findMany({ where: { id: { in: ids } }, select: { id: true, firstName: true, lastName: true } });
  return (id) => {
    const buyer = buyers.find((b) => b.id === id);
    return buyer ? personName(buyer) : '';
  };
}
