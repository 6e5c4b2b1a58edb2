import { type Currency, formatMoney, type Language } from '@shop/shared';
import type { TradeOrderEdit } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { type EditCredit, issueCreditNote } from './issue-credit-note.ts';
import { queueOrderMail } from './order-mail.ts';
import { payBackRefund } from './refund-with-provider.ts';
import { ORDER_REFUND_STATUS } from './refunded-so-far.ts';

/**
 * Pays back the lower total of a paid order's edit through the provider it was paid with, under
 * the refund's own request id (a repeat never pays twice); then, in one transaction, the refund is
 * recorded, a credit note lists the changed lines and rows, and the buyer is mailed. A refusal by
 * the provider leaves the refund failed, to be asked again by the same request.
 */
export async function settleEditRefund(ctx: Ctx, edit: TradeOrderEdit): Promise<void> {
  const refund = await ctx.db.tradeOrderRefund.update({
    where: { id: edit.refundId! },
    data: { status: ORDER_REFUND_STATUS.atProvider },
    include: { lines: true },
  });
  const order = await ctx.db.tradeOrder.findUniqueOrThrow({ where: { id: edit.orderId }, include: { payOrder: true } });
  const refundId = await payBackRefund(ctx.db, ctx.services.payments, order.payOrder!, refund);
  const now = ctx.services.clock();
  const credit = (edit.after as unknown as { credit: EditCredit }).credit;
  const mailId = await ctx.db.$transaction(async (tx) => {
    await tx.tradeOrderRefund.update({
      where: { id: refund.id },
      data: { status: ORDER_REFUND_STATUS.refunded, refundId, refundTime: now },
    });
    await writeAudit(tx, {
      adminId: refund.adminId,
      action: 'trade:order:refund',
      target: `trade_order:${order.id}`,
      after: { refundId: refund.id, amount: refund.amount, orderEditId: edit.id, reason: refund.reason },
    });
    const creditNote = await issueCreditNote(tx, ctx.services, order.id, { refund, edit: credit });
    const extra = (language: Language) => ({
      amount: formatMoney(refund.amount, order.currency as Currency, language),
      reason: refund.reason,
    });
    return queueOrderMail(tx, ctx.services, 'order-refunded-by-shop', order, extra, creditNote);
  });
  ctx.services.mailer.deliverLater(mailId);
}
