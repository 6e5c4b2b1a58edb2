import type { Db } from '../../db/client.ts';
import type { PayOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { providerOf, type Payments, type RefundPart } from '../pay/payments.ts';
import { refundAcrossCaptures } from './refund-captures.ts';
import { ORDER_REFUND_STATUS } from './refunded-so-far.ts';

/** Pays a paid order back through the provider it was paid with, in full or `part` of it; answers the provider's refund id. */
export async function refundWithProvider(payments: Payments, payOrder: PayOrder, part?: RefundPart): Promise<string | null> {
  const provider = providerOf(payments, payOrder.channelCode);
  if (!provider)
    throw new AppError('PAY_REFUND_FAILED', {}, new Error(`no provider for channel ${payOrder.channelCode} of payment ${payOrder.id}`));
  return provider.refund(payOrder, part);
}

/**
 * Pays a refund by the shop back through the order's provider under the refund's own request id
 * (a repeat never pays twice), split across the payment and the edits' paid extra payments; a refusal marks the refund failed, to be asked again by the same
 * request key. Answers the provider's refund id.
 */
export async function payBackRefund(db: Db, payments: Payments, payOrder: PayOrder, refund: { id: number; amount: number }) {
  try {
    return await refundAcrossCaptures(
      db,
      payments,
      payOrder,
      { amount: refund.amount, requestId: `order-refund-${refund.id}` },
      { refundId: refund.id },
    );
  } catch (error) {
    await db.tradeOrderRefund.update({ where: { id: refund.id }, data: { status: ORDER_REFUND_STATUS.failed } });
    throw error;
  }
}
