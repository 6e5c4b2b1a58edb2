import { type Currency, formatMoney } from '@shop/shared';
import { RUSH_TRANSACTION } from '../../lib/transaction-limits.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { deliverStaffNotifications, queueStaffNotification } from '../system/staff-notifications.ts';
import { type Capture, cardColumns } from '../pay/payments.ts';
import { invoiceIfDue } from './issue-invoice.ts';
import { queueOrderMail } from './order-mail.ts';
import type { PayOrderWithOrder } from './payment-access.ts';
import { moveOrder, movePayment, shopperOf } from './transitions.ts';

/**
 * Marks the order and its payment paid in one transaction; false when the order was cancelled
 * meanwhile. A burst of payments queues for connections and for the invoice counter (taken last,
 * so each holds it for its commit only); one that still waits too long answers 503 and changes
 * nothing, to be tried again.
 */
export async function markPaid(
  ctx: Ctx,
  payOrder: PayOrderWithOrder,
  channelCode: string,
  captureId: string | null,
  card?: Capture['card'],
): Promise<boolean> {
  const now = ctx.services.clock();
  const mails = await ctx.db.$transaction(async (tx) => {
    // The shopper paid, also when the shop learns of it later (a pending capture completed).
    if (!(await moveOrder(tx, payOrder.orderId, 'pay', { payTime: now }, shopperOf(payOrder.order)))) return null;
    await movePayment(tx, { id: payOrder.id }, 'succeed', { channelCode, captureId, successTime: now, ...cardColumns(card) });
    // Orders without logo lines are invoiced now, the confirmation carrying the invoice; the others once their print data is approved.
    const invoice = await invoiceIfDue(tx, ctx.services, payOrder.orderId);
    const mail = await queueOrderMail(tx, ctx.services, 'order-paid', payOrder.order, {}, invoice?.attachments);
    const { no, payPrice, currency } = payOrder.order;
    const staff = await queueStaffNotification(tx, ctx.services, 'order-paid', `/orders/${payOrder.orderId}`, (language) => ({
      no,
      total: formatMoney(payPrice, currency as Currency, language),
    }));
    // The invoice number last: the counter row stays locked only until the commit.
    await invoice?.issue();
    return { mail, staff };
  }, RUSH_TRANSACTION);
  if (mails === null) return false;
  ctx.services.mailer.deliverLater(mails.mail);
  deliverStaffNotifications(ctx.services, mails.staff);
  return true;
}
