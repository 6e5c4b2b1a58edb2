import { ORDER_STATUS, type TExtraWalletRequest, type TWalletOrder } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { offeredProvider, PAYPAL_CHANNEL } from '../pay/payments.ts';
import { extraPaymentOf, extraProviderPayment } from './extra-payment-access.ts';
import { shipToOf } from './open-wallet-order.ts';
import { EXTRA_STATUS } from './order-edit-plan.ts';

/** Where PayPal sends the buyer back: the page of the mailed link (`extra=`), with `token` added by PayPal. */
function walletPages(ctx: Ctx, orderId: number, editId: number, orderToken: string | undefined) {
  const base = ctx.services.config.PUBLIC_URL;
  if (orderToken === undefined) {
    const page = `${base}/payOrder?id=${orderId}&extra=${editId}`;
    return { ok: page, back: `${base}/orderDetail?id=${orderId}` };
  }
  const guest = `${base}/guestOrder?key=${encodeURIComponent(orderToken)}&extra=${editId}`;
  return { ok: `${guest}&pay=paypal`, back: guest };
}

/**
 * Opens the PayPal order for an edit's extra payment, for the amount the edit recorded (never one
 * the buyer names), shipping to the order's address; answers its id (the token of
 * extra/pay/success) and PayPal's page. Only while the extra waits and the order waits for dispatch.
 */
export async function openExtraWalletOrder(ctx: Ctx, input: TExtraWalletRequest): Promise<TWalletOrder> {
  const paypal = offeredProvider(ctx.services.payments, PAYPAL_CHANNEL);
  if (!paypal) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  const extra = await extraPaymentOf(ctx, input.editId, input.orderToken);
  const { edit, order } = extra;
  if (edit.extraStatus !== EXTRA_STATUS.waiting || order.status !== ORDER_STATUS.awaitingDispatch) throw new AppError('PAY_ORDER_EXPIRED');
  const pages = walletPages(ctx, order.id, edit.id, input.orderToken);
  const walletOrder = await paypal
    .open({
      ...extraProviderPayment(extra),
      returnUrl: pages.ok,
      cancelUrl: pages.back,
      shipTo: shipToOf(order.address),
    })
    .catch((cause: unknown) => {
      throw new AppError('PAY_CHANNEL_UNAVAILABLE', {}, cause);
    });
  await ctx.db.tradeOrderEdit.updateMany({
    where: { id: edit.id, extraStatus: EXTRA_STATUS.waiting },
    data: { extraChannelCode: PAYPAL_CHANNEL, extraChannelOrderId: walletOrder.id },
  });
  return { token: walletOrder.id, approveUrl: walletOrder.approveUrl };
}
