import { ORDER_STATUS, PAY_STATUS } from '@shop/shared';
import type { PayOrder } from '../../generated/prisma/client.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { refundWithProvider } from './refund-with-provider.ts';
import { ORDER_REFUND_STATUS } from './refunded-so-far.ts';
import { movePayment } from './transitions.ts';

/** A claim whose cancel never finished (its process ended mid-way) may be taken over by another cancel after this long. */
const CANCEL_CLAIM_MS = 5 * 60 * 1000;

/**
 * Claims a paid order not dispatched yet for a cancel with refund, before the provider is asked:
 * dispatch and a second cancel are refused while the claim stands, so an order is either refunded
 * or shipped, never both. Dispatch locks the row, so whichever comes first wins.
 */
async function claimForRefund(db: Db, id: number, now: Date): Promise<void> {
  const claimed = await db.tradeOrder.updateMany({
    where: {
      id,
      status: ORDER_STATUS.awaitingDispatch,
      OR: [{ cancellingAt: null }, { cancellingAt: { lt: new Date(now.getTime() - CANCEL_CLAIM_MS) } }],
    },
    data: { cancellingAt: now },
  });
  if (claimed.count === 1) {
    // A cancel pays back the whole payment: not after the shop refunded part of it (a refund checks the claim under the same row lock),
    // nor once an edit's extra payment was paid apart from it.
    const [refunds, extras] = await Promise.all([
      db.tradeOrderRefund.count({ where: { orderId: id, status: { not: ORDER_REFUND_STATUS.failed } } }),
      db.tradeOrderEdit.count({ where: { orderId: id, extraStatus: PAY_STATUS.paid } }),
    ]);
    if (refunds + extras === 0) return;
    await db.tradeOrder.updateMany({ where: { id, cancellingAt: now }, data: { cancellingAt: null } });
    throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  }
  const row = await db.tradeOrder.findUnique({ where: { id }, select: { status: true, cancellingAt: true } });
  throw new AppError(
    row?.status === ORDER_STATUS.awaitingDispatch && row.cancellingAt ? 'ORDER_BEING_CANCELLED' : 'ORDER_STATUS_NOT_ALLOWED',
  );
}

/**
 * The provider's refund of a paid order under the order's cancel claim; a refund that fails gives
 * the claim back, so the order can still be dispatched or cancelled again.
 */
export async function refundClaimed(ctx: Ctx, order: { id: number; payOrder: PayOrder }): Promise<string | null> {
  const now = ctx.services.clock();
  await claimForRefund(ctx.db, order.id, now);
  try {
    // On account with nothing paid yet: no money to pay back, the open invoice is closed (its credit note follows).
    if (order.payOrder.status === PAY_STATUS.onAccount) {
      if (order.payOrder.paidAmount > 0 || !(await movePayment(ctx.db, { id: order.payOrder.id }, 'close')))
        throw new AppError('ORDER_STATUS_NOT_ALLOWED');
      return null;
    }
    return await refundWithProvider(ctx.services.payments, order.payOrder);
  } catch (error) {
    await ctx.db.tradeOrder.updateMany({ where: { id: order.id, cancellingAt: now }, data: { cancellingAt: null } });
    throw error;
  }
}
