import { allows, ORDER_STATUS, ORDER_TRANSITIONS, type ZAdminOrderCancelRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { issueCreditNote } from './issue-credit-note.ts';
import { queueOrderMail } from './order-mail.ts';
import { refundClaimed } from './refund-claim.ts';
import { cancelAndRelease } from './release-order.ts';
import { actorOf, movePayment } from './transitions.ts';

/**
 * The shop cancels an order not dispatched yet, with a reason for the shopper, written to the
 * audit log and the order's history. A paid order is refunded in full through the provider it
 * was paid with, as the member's own cancel does: first the money (once, however often asked),
 * then the order; an unpaid order's payment is closed. Stock and coupon go back, and the shopper
 * is mailed the reason. Unlike the member, the shop is not bound to the 24 hours after payment.
 */
export async function cancelOrderByShop(ctx: Ctx, input: z.output<typeof ZAdminOrderCancelRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const order = await ctx.db.tradeOrder.findUnique({ where: { id: input.id }, include: { payOrder: true } });
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const paid = allows(ORDER_TRANSITIONS.refund, order.status);
  if (!paid && !allows(ORDER_TRANSITIONS.cancel, order.status)) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  if (paid) {
    if (!order.payOrder) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
    const refundId = await refundClaimed(ctx, { id: order.id, payOrder: order.payOrder });
    // The money is back whatever happens next: the payment says so even if the order moved meanwhile.
    await movePayment(ctx.db, { id: order.payOrder.id }, 'refund', { refundId, refundTime: ctx.services.clock() });
  }
  const mailId = await ctx.db.$transaction(async (tx) => {
    if (!(await cancelAndRelease(tx, order.id, paid ? 'refund' : 'cancel', 'shop', actorOf(ctx), input.reason)))
      throw new AppError('ORDER_STATUS_NOT_ALLOWED');
    // A capture still on its way at the provider keeps an unpaid order.
    if (!paid && !(await movePayment(tx, { orderId: order.id }, 'close'))) throw new AppError('PAY_CAPTURE_PENDING');
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:cancel',
      target: `trade_order:${order.id}`,
      before: { status: order.status },
      after: { status: ORDER_STATUS.cancelled, cancelReason: 'shop', reason: input.reason, refunded: paid },
    });
    // A refunded order's invoice is corrected by a credit note, sent with the mail.
    const creditNote = paid ? await issueCreditNote(tx, ctx.services, order.id, 'order') : [];
    return queueOrderMail(
      tx,
      ctx.services,
      paid ? 'order-cancelled-refunded' : 'order-cancelled',
      order,
      { reason: input.reason },
      creditNote,
    );
  });
  ctx.services.mailer.deliverLater(mailId);
  return true;
}
