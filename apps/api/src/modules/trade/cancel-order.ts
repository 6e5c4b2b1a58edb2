import { allows, ORDER_TRANSITIONS, PAID_CANCEL_WINDOW_MS } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { issueCreditNote } from './issue-credit-note.ts';
import type { OrderRow } from './order-access.ts';
import { queueOrderMail } from './order-mail.ts';
import { printAllowsCancel } from './print-progress.ts';
import { refundClaimed } from './refund-claim.ts';
import { cancelAndRelease, cancelUnpaid } from './release-order.ts';
import { movePayment } from './transitions.ts';

/** Pays the order back with its provider first, then cancels it and gives stock and coupon back. */
async function refundPaid(ctx: Ctx, order: OrderRow): Promise<void> {
  const now = ctx.services.clock();
  if (!order.payTime || now.getTime() - order.payTime.getTime() > PAID_CANCEL_WINDOW_MS || !order.payOrder)
    throw new AppError('ORDER_CANCEL_WINDOW_PASSED');
  const refundId = await refundClaimed(ctx, { id: order.id, payOrder: order.payOrder });
  // The money is back whatever happens next: the payment says so even if the order moved meanwhile.
  await movePayment(ctx.db, { id: order.payOrder.id }, 'refund', { refundId, refundTime: now });
  const mailId = await ctx.db.$transaction(async (tx) => {
    if (!(await cancelAndRelease(tx, order.id, 'refund', 'member'))) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
    // The invoice issued at payment is corrected by a credit note, sent with the refund mail.
    const creditNote = await issueCreditNote(tx, ctx.services, order.id, 'order');
    return queueOrderMail(tx, ctx.services, 'order-refunded', order, {}, creditNote);
  });
  ctx.services.mailer.deliverLater(mailId);
}

/** Cancels an unpaid order, or refunds a paid one that has not shipped (within 24 h of payment): the same rules for members and guests. */
export async function cancelOrder(ctx: Ctx, order: OrderRow): Promise<boolean> {
  // Approved print data goes to print: no cancel from then on.
  if (!(await printAllowsCancel(ctx.db, order.id))) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
  if (allows(ORDER_TRANSITIONS.refund, order.status)) await refundPaid(ctx, order);
  else if (!allows(ORDER_TRANSITIONS.cancel, order.status) || !(await cancelUnpaid(ctx.db, order.id, 'member')))
    throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  return true;
}
