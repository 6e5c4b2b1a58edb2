import type { ParsedInputOf, contract } from '@shop/shared';
import type { Prisma, TradeOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { orderToDecide } from './approval-access.ts';
import { decisionNames } from './approve-order.ts';
import { queueOrderMail } from './order-mail.ts';
import { cancelAndRelease } from './release-order.ts';
import { actorOf, movePayment, type OrderActor } from './transitions.ts';

/**
 * Declines an order awaiting approval in the caller's transaction: cancelled (40) with its stock,
 * sales and coupon given back and its payment closed, the approver's reason kept (null when the
 * shop declines it for want of a decision). Answers the order, or null when it no longer awaited approval.
 */
export async function declineAndRelease(
  tx: Prisma.TransactionClient,
  id: number,
  by: OrderActor,
  reason: string | null,
): Promise<TradeOrder | null> {
  if (!(await cancelAndRelease(tx, id, 'decline', reason === null ? 'approval-expired' : 'declined', by, reason ?? ''))) return null;
  await movePayment(tx, { orderId: id }, 'close');
  return tx.tradeOrder.update({ where: { id }, data: { declineReason: reason } });
}

/**
 * An approver (or admin) of the buyer's company declines an order awaiting approval with a reason,
 * which the buyer is mailed and sees on the order. Of two approvers at once one decides; the other
 * is answered ORDER_APPROVAL_DECIDED.
 */
export async function declineOrder(ctx: Ctx, input: ParsedInputOf<typeof contract.trade.order.decline>): Promise<boolean> {
  const { approver } = await orderToDecide(ctx, input.id);
  const mailId = await ctx.db.$transaction(async (tx) => {
    const order = await declineAndRelease(tx, input.id, actorOf(ctx), input.reason);
    if (!order) throw new AppError('ORDER_APPROVAL_DECIDED');
    const names = await decisionNames(tx, order, approver.memberId);
    return queueOrderMail(tx, ctx.services, 'order-declined', order, { ...names, reason: input.reason });
  });
  ctx.services.mailer.deliverLater(mailId);
  return true;
}
