import { AFTER_SALE_STATUS, type Currency, formatMoney } from '@shop/shared';
import type { TradeAfterSale } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { afterSaleOf, audit } from './admin-after-sale-access.ts';
import { queueAfterSaleMail } from './after-sale-mail.ts';
import { issueCreditNote } from './issue-credit-note.ts';
import { refundAcrossCaptures } from './refund-captures.ts';
import { refundableNow } from './refunded-so-far.ts';
import { actorOf, moveAfterSale } from './transitions.ts';

/** The shop may have refunded the line meanwhile: never more than is left of it or of the payment. */
async function assertStillRefundable(ctx: Ctx, row: TradeAfterSale): Promise<void> {
  const order = await ctx.db.tradeOrder.findUniqueOrThrow({ where: { id: row.orderId }, include: { items: true } });
  const left = await refundableNow(ctx.db, order, { exceptAfterSaleId: row.id });
  const line = left.lines.find((l) => l.orderItemId === row.orderItemId);
  const money = (cents: number) => formatMoney(cents, order.currency as Currency, ctx.language);
  if (!line || row.refundPrice > line.amount)
    throw new AppError('ORDER_REFUND_LINE_TOO_HIGH', { item: row.spuName, count: line?.count ?? 0, max: money(line?.amount ?? 0) });
  if (row.refundPrice > left.total) throw new AppError('ORDER_REFUND_TOTAL_TOO_HIGH', { max: money(left.total) });
}

/**
 * Pays the after-sale's amount back through the provider its order was paid with (40 → 50).
 * One conditional statement lets one request of many reach the provider; the provider's request id
 * is the after-sale's own, so even a retry after a lost answer pays once. A failed refund can be
 * tried again.
 */
export async function refundAfterSale(ctx: Ctx, id: number): Promise<boolean> {
  const row = await afterSaleOf(ctx, id);
  if (row.status !== AFTER_SALE_STATUS.awaitingRefund) throw new AppError('AFTER_SALE_STATUS_NOT_ALLOWED');
  await assertStillRefundable(ctx, row);
  const now = ctx.services.clock();
  const claimed = await ctx.db.tradeAfterSale.updateMany({
    where: { id, status: AFTER_SALE_STATUS.awaitingRefund, refundStartedAt: null },
    data: { refundStartedAt: now },
  });
  if (claimed.count !== 1) {
    const current = await afterSaleOf(ctx, id);
    throw new AppError(
      current.status === AFTER_SALE_STATUS.awaitingRefund ? 'AFTER_SALE_REFUND_IN_PROGRESS' : 'AFTER_SALE_STATUS_NOT_ALLOWED',
    );
  }
  let refundId: string | null;
  try {
    const payOrder = await ctx.db.payOrder.findUnique({ where: { orderId: row.orderId } });
    if (!payOrder) throw new AppError('PAY_ORDER_NOT_FOUND');
    // Split across the payment and the edits' paid extra payments, as the shop's refunds are.
    refundId = await refundAcrossCaptures(
      ctx.db,
      ctx.services.payments,
      payOrder,
      { amount: row.refundPrice, requestId: `after-sale-${row.id}` },
      { afterSaleId: row.id },
    );
  } catch (error) {
    await ctx.db.tradeAfterSale.updateMany({ where: { id, status: AFTER_SALE_STATUS.awaitingRefund }, data: { refundStartedAt: null } });
    throw error;
  }
  const mailId = await ctx.db.$transaction(async (tx) => {
    if (!(await moveAfterSale(tx, row, 'refund', { refundId, refundTime: now }, actorOf(ctx))))
      throw new AppError('AFTER_SALE_STATUS_NOT_ALLOWED');
    await audit(ctx, tx, 'trade:after-sale:refund', row);
    const refunded = await tx.tradeAfterSale.findUniqueOrThrow({ where: { id } });
    // The credit note is numbered with the refund and goes with its mail.
    const creditNote = await issueCreditNote(tx, ctx.services, refunded.orderId, { afterSale: refunded });
    return queueAfterSaleMail(tx, ctx.services, 'after-sale-refunded', refunded, {}, creditNote);
  });
  ctx.services.mailer.deliverLater(mailId);
  return true;
}
