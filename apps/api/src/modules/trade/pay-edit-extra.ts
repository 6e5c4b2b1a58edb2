import { ORDER_STATUS, type TExtraPaySuccessRequest } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { DEMO_CHANNEL, offeredProvider } from '../pay/payments.ts';
import { EXTRA_STATUS } from './order-edit-plan.ts';
import { guestOrder } from './order-access.ts';
import { shopperOf } from './transitions.ts';

/**
 * The buyer pays the extra amount an edit of their paid order asked for, through the mailed link:
 * a member's own order, or a guest's named by its signed key. Once: paying again answers true and
 * takes nothing; an order cancelled or dispatched meanwhile answers PAY_ORDER_EXPIRED. The wallet
 * of shops without PayPal takes it at once (PayPal for extra payments is not offered yet).
 */
async function payExtra(ctx: Ctx, orderId: number, input: Pick<TExtraPaySuccessRequest, 'editId' | 'channelCode'>): Promise<boolean> {
  const edit = await ctx.db.tradeOrderEdit.findFirst({ where: { id: input.editId, orderId, extraStatus: { not: null } } });
  if (!edit) throw new AppError('PAY_ORDER_NOT_FOUND');
  if (edit.extraStatus === EXTRA_STATUS.paid) return true;
  const provider = input.channelCode === DEMO_CHANNEL ? offeredProvider(ctx.services.payments, input.channelCode) : undefined;
  if (!provider) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  const now = ctx.services.clock();
  const paid = await ctx.db.$transaction(async (tx) => {
    // Conditional on the order still waiting for dispatch and the payment still open: of two clicks one pays.
    const [row] = await tx.$queryRaw<{ status: number; memberId: number | null }[]>`
      SELECT status, member_id AS "memberId" FROM trade_order WHERE id = ${orderId} FOR UPDATE`;
    if (row?.status !== ORDER_STATUS.awaitingDispatch) return false;
    const changed = await tx.tradeOrderEdit.updateMany({
      where: { id: edit.id, extraStatus: EXTRA_STATUS.waiting },
      data: { extraStatus: EXTRA_STATUS.paid, extraChannelCode: input.channelCode, extraPaidTime: now },
    });
    if (changed.count === 1)
      await tx.tradeOrderLog.create({
        data: { orderId, action: 'extra-pay', beforeStatus: row.status, afterStatus: row.status, ...shopperOf(row) },
      });
    return true;
  });
  if (!paid) throw new AppError('PAY_ORDER_EXPIRED');
  return true;
}

/** A member pays the extra amount of their own order's edit. */
export async function payEditExtra(ctx: Ctx, input: Pick<TExtraPaySuccessRequest, 'editId' | 'channelCode'>): Promise<boolean> {
  const memberId = memberIdOf(ctx);
  const edit = await ctx.db.tradeOrderEdit.findFirst({ where: { id: input.editId, order: { memberId } }, select: { orderId: true } });
  if (!edit) throw new AppError('PAY_ORDER_NOT_FOUND');
  return payExtra(ctx, edit.orderId, input);
}

/** A guest pays the extra amount of the order their signed key opens. */
export async function guestPayEditExtra(ctx: Ctx, input: TExtraPaySuccessRequest & { orderToken: string }): Promise<boolean> {
  const order = await guestOrder(ctx, input.orderToken).catch(() => {
    throw new AppError('PAY_ORDER_NOT_FOUND');
  });
  return payExtra(ctx, order.id, input);
}
