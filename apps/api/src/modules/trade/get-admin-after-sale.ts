import { afterSaleRefundCeiling, type TAdminAfterSaleDetail, personName } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { membersOf } from './admin-after-sale-access.ts';
import { afterSaleDocuments } from './admin-documents.ts';
import { reasonsIn } from './after-sale-reasons.ts';
import { toAfterSales } from './after-sale-view.ts';

export async function getAdminAfterSale(ctx: Ctx, id: number): Promise<TAdminAfterSaleDetail> {
  const row = await ctx.db.tradeAfterSale.findUnique({ where: { id }, include: { logs: { orderBy: { id: 'asc' } } } });
  if (!row) throw new AppError('AFTER_SALE_NOT_FOUND');
  const [[view], [member], order, documents] = await Promise.all([
    toAfterSales(ctx, [row]).then((views) => reasonsIn(ctx, views, ctx.language)),
    membersOf(ctx, [row.memberId]),
    ctx.db.tradeOrder.findUniqueOrThrow({ where: { id: row.orderId }, include: { items: true, payOrder: true } }),
    afterSaleDocuments(ctx.db, row),
  ]);
  return {
    ...view!,
    memberId: row.memberId,
    memberMail: member?.mail ?? '',
    memberName: member ? personName(member) : '',
    logs: row.logs.map((l) => ({
      action: l.action,
      beforeStatus: l.beforeStatus,
      afterStatus: l.afterStatus,
      userType: l.userType,
      userId: l.userId,
      reason: l.reason,
      createTime: l.createdAt.getTime(),
    })),
    order: {
      id: order.id,
      no: order.no,
      status: order.status,
      payPrice: order.payPrice,
      deliveryPrice: order.deliveryPrice,
      payChannelCode: order.payOrder?.channelCode ?? null,
      receiveTime: order.receiveTime?.getTime() ?? null,
      deliveryTime: order.deliveryTime?.getTime() ?? null,
    },
    refundCeiling: afterSaleRefundCeiling(order, row.orderItemId),
    ...documents,
  };
}
