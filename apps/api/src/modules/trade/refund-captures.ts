import { AFTER_SALE_STATUS } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { PayOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Payments, type ProviderPayment, providerOf, type RefundPart } from '../pay/payments.ts';
import { extraProviderPayment } from './extra-payment-access.ts';
import { EXTRA_STATUS } from './order-edit-plan.ts';
import { ORDER_REFUND_STATUS } from './refunded-so-far.ts';

/** One capture the order's money came in by: the payment, or an edit's paid extra payment. */
interface Captured {
  channelCode: string | null;
  payment: ProviderPayment;
  amount: number;
  /** Beside the refund's own request id: the payment's part keeps it as it is, an extra's part adds the edit. */
  suffix: string;
}

/** The refund being split: a shop's refund (or an edit's) or an after-sale, so that the refunds before it are known. */
export type RefundOf = { refundId: number } | { afterSaleId: number };

/**
 * Cents the order's earlier refunds took from its captures: after-sales refunding or refunded, and
 * the shop's refunds (edits' too) not refused by the provider; for a shop's refund only those of
 * lower id, so two refunds never count each other and always fill the captures in one order.
 */
async function refundedBefore(db: Db, orderId: number, of: RefundOf): Promise<number> {
  const [refunds, afterSales] = await Promise.all([
    db.tradeOrderRefund.aggregate({
      where: {
        orderId,
        status: { not: ORDER_REFUND_STATUS.failed },
        ...('refundId' in of ? { id: { lt: of.refundId } } : {}),
      },
      _sum: { amount: true },
    }),
    db.tradeAfterSale.aggregate({
      where: {
        orderId,
        OR: [{ status: AFTER_SALE_STATUS.completed }, { refundStartedAt: { not: null } }],
        ...('afterSaleId' in of ? { id: { lt: of.afterSaleId } } : {}),
      },
      _sum: { refundPrice: true },
    }),
  ]);
  return (refunds._sum.amount ?? 0) + (afterSales._sum.refundPrice ?? 0);
}

/** The payment's capture, then each paid extra payment's, oldest first. */
async function capturesOf(db: Db, payOrder: PayOrder): Promise<Captured[]> {
  const edits = await db.tradeOrderEdit.findMany({
    where: { orderId: payOrder.orderId, extraStatus: EXTRA_STATUS.paid },
    include: { order: true },
    orderBy: { id: 'asc' },
  });
  return [
    { channelCode: payOrder.channelCode, payment: payOrder, amount: payOrder.amount, suffix: '' },
    ...edits.map(({ order, ...edit }) => ({
      channelCode: edit.extraChannelCode,
      payment: extraProviderPayment({ edit, order }),
      amount: edit.extraAmount,
      suffix: `-edit-${edit.id}`,
    })),
  ];
}

/**
 * Pays `part` of an order back across the captures its money came in by (the payment, then the
 * extra payments of its edits), filling them in the order the earlier refunds did: never more from
 * a capture than is left of it, each part through its own provider under the refund's request id
 * (the payment's part under exactly that id, an extra's with the edit beside it), so a repeat pays
 * each part once. Answers the providers' refund ids, comma-separated (null when none gave one).
 */
export async function refundAcrossCaptures(
  db: Db,
  payments: Payments,
  payOrder: PayOrder,
  part: RefundPart,
  of: RefundOf,
): Promise<string | null> {
  const captures = await capturesOf(db, payOrder);
  let taken = captures.length > 1 ? await refundedBefore(db, payOrder.orderId, of) : 0;
  let rest = part.amount;
  const ids: string[] = [];
  for (const capture of captures) {
    const free = Math.max(0, capture.amount - taken);
    taken = Math.max(0, taken - capture.amount);
    const amount = Math.min(free, rest);
    if (amount === 0) continue;
    const provider = providerOf(payments, capture.channelCode);
    if (!provider)
      throw new AppError(
        'PAY_REFUND_FAILED',
        {},
        new Error(`no provider for channel ${capture.channelCode} of payment ${capture.payment.id}`),
      );
    const id = await provider.refund(capture.payment, { amount, requestId: `${part.requestId}${capture.suffix}` });
    if (id !== null) ids.push(id);
    rest -= amount;
    if (rest === 0) break;
  }
  if (rest > 0) throw new AppError('PAY_REFUND_FAILED', {}, new Error(`payment ${payOrder.id}: ${rest} cents more than was captured`));
  return ids.length > 0 ? ids.join(',') : null;
}
