import { type Currency, formatMoney, PAY_STATUS } from '@shop/shared';
import { type PayOrder, Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { INVOICE_CHANNEL } from '../pay/on-account.ts';
import { BANK_TRANSFER_CHANNEL } from '../pay/payments.ts';
import { writeAudit } from '../system/audit.ts';
import { markPaid } from './mark-paid.ts';
import { movePayment } from './transitions.ts';

/** Money received for a bank-transfer or on-account payment, from staff (no entry key) or from a statement line (its key). */
export interface Receipt {
  payOrderId: number;
  amount: number;
  currency?: string;
  reference: string;
  entryKey: string | null;
  adminId: number | null;
}

/**
 * What became of a receipt: counted (and whether it paid the payment in full), or not counted: the
 * line was counted before, the payment is paid already, or it does not fit (closed, another
 * currency, more than is open).
 */
export type ReceiptOutcome =
  | { kind: 'counted'; paid: boolean; paidAmount: number; amount: number; status: number }
  | { kind: 'counted-before' | 'paid-already' | 'not-receivable' | 'too-much' };

/** Payments the shop waits for money on outside a provider: a bank transfer before the goods, an invoice on account after them. */
const waitsForMoney = (payOrder: Pick<PayOrder, 'status' | 'channelCode'>) =>
  (payOrder.status === PAY_STATUS.waiting && payOrder.channelCode === BANK_TRANSFER_CHANNEL) ||
  (payOrder.status === PAY_STATUS.onAccount && payOrder.channelCode === INVOICE_CHANNEL);

/**
 * Counts money received for a bank-transfer payment once: under the payment's row lock, never
 * more than it still lacks, each statement line once (its entry key is unique). Partial payments
 * add up; the one that completes it pays the order as a provider's capture does (invoice, mails,
 * stock kept).
 */
export async function receivePayment(ctx: Ctx, receipt: Receipt): Promise<ReceiptOutcome> {
  const counted = await ctx.db
    .$transaction(async (tx): Promise<ReceiptOutcome> => {
      const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM pay_order WHERE id = ${receipt.payOrderId} FOR UPDATE`;
      if (!row) throw new AppError('PAY_ORDER_NOT_FOUND');
      if (receipt.entryKey && (await tx.payReceipt.findUnique({ where: { entryKey: receipt.entryKey } })))
        return { kind: 'counted-before' };
      const payOrder = await tx.payOrder.findUniqueOrThrow({ where: { id: receipt.payOrderId } });
      if (payOrder.status === PAY_STATUS.paid) return { kind: 'paid-already' };
      if (!waitsForMoney(payOrder)) return { kind: 'not-receivable' };
      if (receipt.currency !== undefined && receipt.currency !== payOrder.currency) return { kind: 'not-receivable' };
      if (receipt.amount > payOrder.amount - payOrder.paidAmount) return { kind: 'too-much' };
      await tx.payReceipt.create({
        data: {
          payOrderId: payOrder.id,
          amount: receipt.amount,
          reference: receipt.reference,
          entryKey: receipt.entryKey,
          adminId: receipt.adminId,
        },
      });
      const updated = await tx.payOrder.update({ where: { id: payOrder.id }, data: { paidAmount: { increment: receipt.amount } } });
      await writeAudit(tx, {
        adminId: receipt.adminId,
        action: 'pay:order:record-payment',
        target: `pay_order:${payOrder.id}`,
        before: { paidAmount: payOrder.paidAmount },
        after: { paidAmount: updated.paidAmount, amount: receipt.amount, reference: receipt.reference, entryKey: receipt.entryKey },
      });
      return {
        kind: 'counted',
        paid: updated.paidAmount >= updated.amount,
        paidAmount: updated.paidAmount,
        amount: updated.amount,
        status: updated.status,
      };
    })
    .catch((error: unknown) => {
      // The same statement line imported at the same moment: the other import counted it.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return { kind: 'counted-before' } as const;
      throw error;
    });
  if (counted.kind !== 'counted' || !counted.paid) return counted;
  // An invoice on account: its order went on already; now it is paid.
  if (await movePayment(ctx.db, { id: receipt.payOrderId }, 'settle', { successTime: ctx.services.clock() }))
    return { ...counted, status: PAY_STATUS.paid };
  const payOrder = await ctx.db.payOrder.findUniqueOrThrow({ where: { id: receipt.payOrderId }, include: { order: true } });
  const paid = await markPaid(ctx, payOrder, BANK_TRANSFER_CHANNEL, null);
  if (!paid)
    ctx.log.warn({ payOrder: payOrder.id }, 'bank transfer completed for an order cancelled meanwhile: to be paid back by the shop');
  return { ...counted, status: paid ? PAY_STATUS.paid : counted.status };
}

/** `pay/order/record-payment`: staff record money received; refused when it does not fit the payment. */
export async function recordPayment(ctx: Ctx, input: { payOrderId: number; amount: number; reference: string }) {
  if (ctx.adminId === null) throw new AppError('UNAUTHORIZED');
  const outcome = await receivePayment(ctx, { ...input, entryKey: null, adminId: ctx.adminId });
  if (outcome.kind === 'too-much') {
    const payOrder = await ctx.db.payOrder.findUniqueOrThrow({ where: { id: input.payOrderId } });
    throw new AppError('PAY_AMOUNT_TOO_HIGH', {
      open: formatMoney(payOrder.amount - payOrder.paidAmount, payOrder.currency as Currency, ctx.language),
    });
  }
  if (outcome.kind !== 'counted') throw new AppError('PAY_NOT_RECEIVABLE');
  return { payStatus: outcome.status, paidAmount: outcome.paidAmount, amount: outcome.amount };
}
