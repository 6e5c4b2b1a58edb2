import { ORDER_STATUS, PAY_STATUS } from '@shop/shared';
import type { PayOrder, TradeOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { guestOrder } from './order-access.ts';

/** A payment with its order. */
export type PayOrderWithOrder = PayOrder & { order: TradeOrder };

/** A payment of mine (another member's answers not found). */
export async function ownUnpaid(ctx: Ctx, id: number): Promise<PayOrderWithOrder> {
  const payOrder = await ctx.db.payOrder.findFirst({ where: { id, memberId: memberIdOf(ctx) }, include: { order: true } });
  if (!payOrder) throw new AppError('PAY_ORDER_NOT_FOUND');
  return payOrder;
}

/** The payment of a guest's order named by its signed key (not found like any foreign payment otherwise). */
export async function guestPayment(ctx: Ctx, orderToken: string): Promise<PayOrderWithOrder> {
  const order = await guestOrder(ctx, orderToken).catch(() => {
    throw new AppError('PAY_ORDER_NOT_FOUND');
  });
  const payOrder = await ctx.db.payOrder.findUnique({ where: { orderId: order.id }, include: { order: true } });
  if (!payOrder) throw new AppError('PAY_ORDER_NOT_FOUND');
  return payOrder;
}

/** Refuses a payment that is no longer waiting or whose order's time to pay has run out, and one whose order awaits approval. */
export function assertPayable(ctx: Ctx, payOrder: PayOrderWithOrder): void {
  if (payOrder.order.status === ORDER_STATUS.awaitingApproval) throw new AppError('ORDER_AWAITING_APPROVAL');
  if (payOrder.status !== PAY_STATUS.waiting || payOrder.order.payExpireTime <= ctx.services.clock())
    throw new AppError('PAY_ORDER_EXPIRED');
}
