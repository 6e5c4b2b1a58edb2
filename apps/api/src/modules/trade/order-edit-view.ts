import type { TAdminOrderEdit } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { editRefusal, type EditableOrder } from './order-edit-plan.ts';
import { extraPayUrl } from './guest-link.ts';

/** The shop's edits of an order's lines, oldest first: who, the difference, the new total, and its refund or extra payment. */
export async function orderEdits(ctx: Ctx, order: EditableOrder): Promise<TAdminOrderEdit[]> {
  const edits = await ctx.db.tradeOrderEdit.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
  if (edits.length === 0) return [];
  const admins = await ctx.db.adminUser.findMany({
    where: { id: { in: [...new Set(edits.map((e) => e.adminId))] } },
    select: { id: true, username: true },
  });
  return edits.map((e) => ({
    id: e.id,
    createTime: e.createdAt.getTime(),
    adminName: admins.find((a) => a.id === e.adminId)?.username ?? null,
    difference: e.difference,
    payPrice: (e.after as { price: { payPrice: number } }).price.payPrice,
    couponDropped: e.couponDropped,
    refundId: e.refundId,
    extraPayment:
      e.extraStatus === null
        ? null
        : {
            amount: e.extraAmount,
            status: e.extraStatus,
            payUrl: extraPayUrl(ctx.services.config, order, e.id, ctx.services.clock()),
            payTime: e.extraPaidTime?.getTime() ?? null,
          },
  }));
}

/** Whether the order's lines may change now. */
export async function orderEditable(db: Db, order: EditableOrder): Promise<boolean> {
  return (await editRefusal(db, order)) === null;
}
