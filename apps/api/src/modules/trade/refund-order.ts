import { type Currency, formatMoney, ORDER_STATUS, PAY_STATUS, type TOrderRefund, type ZAdminOrderRefundRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import type { RequestKey } from './create-order.ts';
import { issueCreditNote, type ShopRefund } from './issue-credit-note.ts';
import { queueOrderMail } from './order-mail.ts';
import { refundView } from './order-refund-view.ts';
import { payBackRefund } from './refund-with-provider.ts';
import { ORDER_REFUND_STATUS, REFUNDABLE_STATUSES, refundableNow } from './refunded-so-far.ts';
import { giveBackStock } from './stock.ts';
import { actorOf, moveOrder, movePayment } from './transitions.ts';

type Input = z.output<typeof ZAdminOrderRefundRequest>;
type Tx = Prisma.TransactionClient;

/**
 * Checks the refund against what is left of the order (under the order's row lock, so two refunds
 * never both take the same cents) and answers the order with its lines.
 */
async function checkLeft(ctx: Ctx, tx: Tx, input: Input, total: number, exceptRefundId?: number) {
  const order = await tx.tradeOrder.findUniqueOrThrow({
    where: { id: input.id },
    include: { items: { orderBy: { id: 'asc' } }, payOrder: true },
  });
  if (!REFUNDABLE_STATUSES.includes(order.status) || order.payOrder?.status !== PAY_STATUS.paid)
    throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  // A cancel with refund pays back the whole payment: no refund beside it.
  if (order.cancellingAt !== null) throw new AppError('ORDER_BEING_CANCELLED');
  const left = await refundableNow(tx, order, { exceptRefundId });
  const money = (cents: number) => formatMoney(cents, order.currency as Currency, ctx.language);
  for (const line of input.lines) {
    const item = order.items.find((i) => i.id === line.orderItemId);
    if (!item) throw new AppError('ORDER_ITEM_NOT_FOUND');
    const rest = left.lines.find((l) => l.orderItemId === item.id)!;
    if (line.count > rest.count || line.amount > rest.amount)
      throw new AppError('ORDER_REFUND_LINE_TOO_HIGH', { item: item.spuName, count: rest.count, max: money(rest.amount) });
  }
  if (input.deliveryAmount > left.deliveryAmount) throw new AppError('ORDER_REFUND_DELIVERY_TOO_HIGH', { max: money(left.deliveryAmount) });
  if (total > left.total) throw new AppError('ORDER_REFUND_TOTAL_TOO_HIGH', { max: money(left.total) });
  return order;
}

type Claim = { done: number } | { order: Awaited<ReturnType<typeof checkLeft>>; refund: ShopRefund };

/**
 * Takes the refund's place under the order's row lock: a new refund row (at the provider), or the
 * earlier one of the same key: answered again once refunded, refused while at the provider, taken
 * again after the provider refused it.
 */
async function claimRefund(ctx: Ctx, input: Input, key: RequestKey | undefined, total: number): Promise<Claim> {
  return ctx.db.$transaction(async (tx): Promise<Claim> => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM trade_order WHERE id = ${input.id} FOR UPDATE`;
    if (!locked) throw new AppError('ORDER_NOT_FOUND');
    const earlier = key
      ? await tx.tradeOrderRefund.findUnique({ where: { orderId_idempotencyKey: { orderId: input.id, idempotencyKey: key.key } } })
      : null;
    if (earlier && earlier.idempotencyHash !== key?.hash) throw new AppError('ORDER_IDEMPOTENCY_KEY_REUSED');
    if (earlier?.status === ORDER_REFUND_STATUS.refunded) return { done: earlier.id };
    if (earlier?.status === ORDER_REFUND_STATUS.atProvider) throw new AppError('ORDER_REFUND_IN_PROGRESS');
    const order = await checkLeft(ctx, tx, input, total, earlier?.id);
    const data = { status: ORDER_REFUND_STATUS.atProvider, createdAt: ctx.services.clock() };
    const refund = earlier
      ? await tx.tradeOrderRefund.update({ where: { id: earlier.id }, data, include: { lines: true } })
      : await tx.tradeOrderRefund.create({
          data: {
            ...data,
            orderId: order.id,
            adminId: adminIdOf(ctx),
            idempotencyKey: key?.key ?? null,
            idempotencyHash: key?.hash ?? null,
            amount: total,
            deliveryAmount: input.deliveryAmount,
            reason: input.reason,
            restock: input.restock,
            lines: { create: input.lines.filter((l) => l.count > 0 || l.amount > 0) },
          },
          include: { lines: true },
        });
    return { order, refund };
  });
}

/** Puts the refunded pieces back on the shelf; each SKU's stock history names the order. */
async function restock(tx: Tx, refund: ShopRefund, order: { id: number; items: { id: number; skuId: number; spuId: number }[] }) {
  const lines = refund.lines.flatMap((l) => {
    const item = order.items.find((i) => i.id === l.orderItemId)!;
    return l.count > 0 ? [{ skuId: item.skuId, spuId: item.spuId, count: l.count }] : [];
  });
  if (lines.length > 0) await giveBackStock(tx, lines, { kind: 'return', orderId: order.id });
}

/**
 * The shop refunds part or all of a paid order, dispatched or not, a member's or a guest's: per
 * line the pieces it covers and the cents, and cents of the delivery, never more than is left of
 * either or of the payment. The money goes first, through the provider the order was paid with,
 * under the refund's own request id; the same Idempotency-Key refunds once, however often sent at
 * once. Then, in one transaction: the refund is recorded, pieces go back to stock when asked, a
 * credit note is issued and the buyer is mailed. Once the whole payment is back the payment says
 * so, and an order not dispatched yet is cancelled, as a cancel with refund leaves it.
 */
export async function refundOrderByShop(ctx: Ctx, input: Input, key: RequestKey | undefined): Promise<TOrderRefund> {
  const total = input.deliveryAmount + input.lines.reduce((sum, l) => sum + l.amount, 0);
  if (total === 0) throw new AppError('ORDER_REFUND_EMPTY');
  const claim = await claimRefund(ctx, input, key, total);
  if ('done' in claim) return refundView(ctx.db, claim.done);
  const { order, refund } = claim;
  const refundId = await payBackRefund(ctx.db, ctx.services.payments, order.payOrder!, refund);
  const now = ctx.services.clock();
  const mailId = await ctx.db.$transaction(async (tx) => {
    await tx.tradeOrderRefund.update({
      where: { id: refund.id },
      data: { status: ORDER_REFUND_STATUS.refunded, refundId, refundTime: now },
    });
    if (refund.restock) await restock(tx, refund, order);
    const left = await refundableNow(tx, order);
    if (left.total === 0) {
      await movePayment(tx, { orderId: order.id }, 'refund', { refundId, refundTime: now });
      if (order.status === ORDER_STATUS.awaitingDispatch)
        await moveOrder(tx, order.id, 'refund', { cancelTime: now, cancelReason: 'shop' }, actorOf(ctx), refund.reason);
    }
    await writeAudit(tx, {
      adminId: refund.adminId,
      action: 'trade:order:refund',
      target: `trade_order:${order.id}`,
      after: {
        refundId: refund.id,
        amount: total,
        deliveryAmount: refund.deliveryAmount,
        lines: refund.lines.map((l) => ({ orderItemId: l.orderItemId, count: l.count, amount: l.amount })),
        reason: refund.reason,
        restock: refund.restock,
      },
    });
    const creditNote = await issueCreditNote(tx, ctx.services, order.id, { refund });
    const extra = (language: Parameters<typeof formatMoney>[2]) => ({
      amount: formatMoney(total, order.currency as Currency, language),
      reason: refund.reason,
    });
    return queueOrderMail(tx, ctx.services, 'order-refunded-by-shop', order, extra, creditNote);
  });
  ctx.services.mailer.deliverLater(mailId);
  return refundView(ctx.db, refund.id);
}
