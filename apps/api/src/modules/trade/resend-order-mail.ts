import { ORDER_STATUS, type ZAdminResendMailRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma, TradeOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { queueOrderMail } from './order-mail.ts';
import { dispatchMailParams } from './dispatch-mail-params.ts';

type Tx = Prisma.TransactionClient;

/** Writes the asked mail again as it was first sent (documents attached); refuses a kind the order has nothing for yet. */
async function queueAgain(tx: Tx, ctx: Ctx, order: TradeOrder, input: z.output<typeof ZAdminResendMailRequest>): Promise<number> {
  switch (input.kind) {
    case 'confirmation': {
      if (order.status === ORDER_STATUS.unpaid) {
        const minutes = Math.floor((order.payExpireTime.getTime() - ctx.services.clock().getTime()) / 60_000);
        if (minutes < 1) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
        return queueOrderMail(tx, ctx.services, 'order-created', order, { minutes: String(minutes) });
      }
      if (order.payTime === null) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
      return queueOrderMail(tx, ctx.services, 'order-paid', order);
    }
    case 'invoice': {
      // The invoice with the supplementary invoices of the edits' extra payments: every invoice of the order.
      const invoices = await tx.tradeInvoice.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
      const invoice = invoices.find((i) => i.editId === null);
      if (!invoice) throw new AppError('INVOICE_NOT_ISSUED');
      const attachments = invoices.map((i) => ({ kind: 'invoice' as const, id: i.id }));
      return queueOrderMail(tx, ctx.services, 'invoice', order, { invoiceNo: invoice.no }, attachments);
    }
    case 'dispatch': {
      if (order.logisticsNo === null || order.logisticsId === null) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
      const carrier = await tx.carrier.findUniqueOrThrow({ where: { id: order.logisticsId } });
      return queueOrderMail(tx, ctx.services, 'order-dispatched', order, dispatchMailParams(carrier, order.logisticsNo ?? ''));
    }
    case 'credit-note': {
      const note = await tx.tradeCreditNote.findFirst({
        where: { orderId: order.id, ...(input.creditNoteId ? { id: input.creditNoteId } : {}) },
        orderBy: { id: 'desc' },
      });
      if (!note) throw new AppError('CREDIT_NOTE_NOT_ISSUED');
      return queueOrderMail(tx, ctx.services, 'credit-note', order, { creditNoteNo: note.no }, [{ kind: 'credit-note', id: note.id }]);
    }
  }
}

/**
 * The back office mails the buyer again (a lost confirmation, invoice, tracking number or credit
 * note): to the order's address, in the buyer's language, whatever their setting for progress
 * mails (staff asked for it); audited.
 */
export async function resendOrderMail(ctx: Ctx, input: z.output<typeof ZAdminResendMailRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const mailId = await ctx.db.$transaction(async (tx) => {
    const order = await tx.tradeOrder.findUnique({ where: { id: input.id } });
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const id = await queueAgain(tx, ctx, order, input);
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:resend-mail',
      target: `trade_order:${order.id}`,
      after: { kind: input.kind, to: order.email, ...(input.creditNoteId ? { creditNoteId: input.creditNoteId } : {}) },
    });
    return id;
  });
  ctx.services.mailer.deliverLater(mailId);
  return true;
}
