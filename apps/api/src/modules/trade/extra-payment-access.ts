import type { TradeOrder, TradeOrderEdit } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { guestOrder } from './order-access.ts';

export type ExtraPayment = { edit: TradeOrderEdit; order: TradeOrder };

/**
 * An edit's extra payment with its order: a member's own order, or the guest's order its signed
 * key opens; anything else (another buyer's edit, an edit without an extra payment) is not found.
 */
export async function extraPaymentOf(ctx: Ctx, editId: number, orderToken?: string): Promise<ExtraPayment> {
  const owner =
    orderToken === undefined
      ? { memberId: memberIdOf(ctx) }
      : {
          id: (
            await guestOrder(ctx, orderToken).catch(() => {
              throw new AppError('PAY_ORDER_NOT_FOUND');
            })
          ).id,
        };
  const edit = await ctx.db.tradeOrderEdit.findFirst({
    where: { id: editId, extraStatus: { not: null }, order: owner },
    include: { order: true },
  });
  if (!edit) throw new AppError('PAY_ORDER_NOT_FOUND');
  const { order, ...row } = edit;
  return { edit: row, order };
}

/** What the provider reads of an extra payment: its own reference, amount, currency, PayPal order and capture. */
export function extraProviderPayment({ edit, order }: ExtraPayment) {
  return {
    id: `edit-${edit.id}`,
    amount: edit.extraAmount,
    currency: order.currency,
    channelOrderId: edit.extraChannelOrderId,
    captureId: edit.extraCaptureId,
  };
}
