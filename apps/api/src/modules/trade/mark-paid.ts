import { type Currency, formatMoney, type Language } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import { RUSH_TRANSACTION } from '../../lib/transaction-limits.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { deliverStaffNotifications, queueStaffNotification } from '../system/staff-notifications.ts';
import { type Capture, cardColumns } from '../pay/payments.ts';
import { invoiceIfDue } from './issue-invoice.ts';
import { queueOrderMail } from './order-mail.ts';
import { checkTakenLogos, takeLogosAsPrintData } from './take-logo-as-print-data.ts';
import type { PayOrderWithOrder } from './payment-access.ts';
import { moveOrder, movePayment, shopperOf } from './transitions.ts';

/** How an order goes on as paid: what happens to its payment (in the order's transaction), and the buyer's mail. */
export interface GoOnAsPaid {
  /** Runs first in the transaction (a check that refuses by throwing undoes everything). */
  before?(tx: Prisma.TransactionClient): Promise<void>;
  payment(tx: Prisma.TransactionClient, now: Date): Promise<unknown>;
  mail: 'order-paid' | 'order-on-account';
  values?: (language: Language) => Record<string, string>;
}

/**
 * Marks the order and its payment paid in one transaction; false when the order was cancelled
 * meanwhile. A burst of payments queues for connections and for the invoice counter (taken last,
 * so each holds it for its commit only); one that still waits too long answers 503 and changes
 * nothing, to be tried again.
 */
export function markPaid(
  ctx: Ctx,
  payOrder: PayOrderWithOrder,
  channelCode: string,
  captureId: string | null,
  card?: Capture['card'],
): Promise<boolean> {
  return goOnAsPaid(ctx, payOrder, {
    payment: (tx, now) =>
      movePayment(tx, { id: payOrder.id }, 'succeed', { channelCode, captureId, successTime: now, ...cardColumns(card) }),
    mail: 'order-paid',
  });
}

/**
 * Moves an order on as a paid one (awaiting dispatch, its invoice issued when due and carried by the
 * buyer's mail, the staff told, the logos of its logo lines taken as their print data), its payment
 * as `step` says: paid, or on account.
 */
export async function goOnAsPaid(ctx: Ctx, payOrder: PayOrderWithOrder, step: GoOnAsPaid): Promise<boolean> {
  const now = ctx.services.clock();
  const mails = await ctx.db.$transaction(async (tx) => {
    await step.before?.(tx);
    // The shopper paid, also when the shop learns of it later (a pending capture completed).
    if (!(await moveOrder(tx, payOrder.orderId, 'pay', { payTime: now }, shopperOf(payOrder.order)))) return null;
    await step.payment(tx, now);
    const logos = await takeLogosAsPrintData(tx, payOrder.orderId);
    // Orders without logo lines are invoiced now, the confirmation carrying the invoice; the others once their print data is approved.
    const invoice = await invoiceIfDue(tx, ctx.services, payOrder.orderId);
    const mail = await queueOrderMail(tx, ctx.services, step.mail, payOrder.order, step.values ?? {}, invoice?.attachments);
    const { no, payPrice, currency } = payOrder.order;
    const staff = await queueStaffNotification(tx, ctx.services, 'order-paid', `/orders/${payOrder.orderId}`, (language) => ({
      no,
      total: formatMoney(payPrice, currency as Currency, language),
    }));
    // The invoice number last: the counter row stays locked only until the commit.
    await invoice?.issue();
    return { mail, staff, logos };
  }, RUSH_TRANSACTION);
  if (mails === null) return false;
  ctx.services.mailer.deliverLater(mails.mail);
  deliverStaffNotifications(ctx.services, mails.staff);
  await checkTakenLogos(ctx, mails.logos);
  return true;
}
