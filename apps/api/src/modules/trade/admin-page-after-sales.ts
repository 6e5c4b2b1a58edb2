import { personName } from '@shop/shared';
import type { ZAdminAfterSalePageRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { membersOf } from './admin-after-sale-access.ts';
import { reasonsIn } from './after-sale-reasons.ts';
import { toAfterSales } from './after-sale-view.ts';

export async function pageAdminAfterSales(ctx: Ctx, query: z.output<typeof ZAdminAfterSalePageRequest>) {
  const no = query.no?.trim();
  const orderIds = no
    ? (await ctx.db.tradeOrder.findMany({ where: { no: { contains: no } }, select: { id: true }, take: 500 })).map((o) => o.id)
    : [];
  const where: Prisma.TradeAfterSaleWhereInput = {
    ...(query.status !== undefined ? { status: query.status } : {}),
    ...(query.way !== undefined ? { way: query.way } : {}),
    ...(no ? { OR: [{ no: { contains: no } }, { orderId: { in: orderIds } }] } : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.tradeAfterSale.findMany({ where, orderBy: { id: 'desc' }, skip: (query.pageNo - 1) * query.pageSize, take: query.pageSize }),
    ctx.db.tradeAfterSale.count({ where }),
  ]);
  const [views, members] = await Promise.all([
    toAfterSales(ctx, rows).then((views) => reasonsIn(ctx, views, ctx.language)),
    membersOf(
      ctx,
      rows.map((r) => r.memberId),
    ),
  ]);
  return {
    list: views.map((view, index) => {
      const member = members.find((m) => m.id === rows[index]!.memberId);
      return {
        ...view,
        memberId: rows[index]!.memberId,
        memberMail: member?.mail ?? '',
        memberName: member ? personName(member) : '',
      };
    }),
    total,
  };
}
