import { PAY_STATUS } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { assertChannelTakes, CARD_CHANNEL, type Capture, cardColumns, offeredProvider, type PaymentProvider } from '../pay/payments.ts';
import { captureCard } from './card-payment.ts';
import { markPaid } from './mark-paid.ts';
import { queueOrderMail } from './order-mail.ts';
import { assertPayable, guestPayment, ownUnpaid, type PayOrderWithOrder } from './payment-access.ts';
import { movePayment } from './transitions.ts';

/**
 * A capture that came in after its order was cancelled (expired, or cancelled by the member while
 * the provider was capturing): the money goes back at once, recorded on the payment, and the
 * shopper is told. If the refund fails, the capture stays recorded on the closed payment for the
 * shop to reconcile.
 */
async function refundLostCapture(
  ctx: Ctx,
  provider: PaymentProvider,
  payOrder: PayOrderWithOrder,
  channelCode: string,
  captureId: string,
): Promise<void> {
  const captured = await ctx.db.payOrder.update({ where: { id: payOrder.id }, data: { channelCode, captureId } });
  ctx.log.warn({ payOrder: payOrder.id, captureId }, 'capture arrived after its order was cancelled: refunding it');
  const refundId = await provider.refund(captured);
  const mailId = await ctx.db.$transaction(async (tx) => {
    await movePayment(tx, { id: payOrder.id }, 'refundLost', { refundId, refundTime: ctx.services.clock() });
    return queueOrderMail(tx, ctx.services, 'order-refunded', payOrder.order);
  });
  ctx.services.mailer.deliverLater(mailId);
}

/** Records the outcome of a capture: paid; pending at the provider; or refunded when its order is gone. */
async function settleCapture(
  ctx: Ctx,
  provider: PaymentProvider,
  payOrder: PayOrderWithOrder,
  channelCode: string,
  capture: Capture,
): Promise<void> {
  if (capture.status === 'pending') {
    await movePayment(ctx.db, { id: payOrder.id }, 'hold', { channelCode, captureId: capture.id, ...cardColumns(capture.card) });
    throw new AppError('PAY_CAPTURE_PENDING');
  }
  if (await markPaid(ctx, payOrder, channelCode, capture.id, capture.card)) return;
  if (capture.id !== null) await refundLostCapture(ctx, provider, payOrder, channelCode, capture.id);
  throw new AppError('PAY_ORDER_EXPIRED');
}

/**
 * Marks the order paid after the shopper approved: a capture its provider verified (PayPal), or
 * the demo wallet on shops without PayPal. Repeating it changes nothing; a forged or foreign token
 * leaves the order unpaid; never is money taken without an order.
 */
export async function paySuccess(ctx: Ctx, input: { id: number; channelCode: string; token?: string | undefined }): Promise<boolean> {
  return completePayment(ctx, await ownUnpaid(ctx, input.id), input);
}

/** As paySuccess for a guest's order, named by its signed key. */
export async function guestPaySuccess(
  ctx: Ctx,
  input: { orderToken: string; channelCode: string; token?: string | undefined },
): Promise<boolean> {
  return completePayment(ctx, await guestPayment(ctx, input.orderToken), input);
}

async function completePayment(
  ctx: Ctx,
  payOrder: PayOrderWithOrder,
  input: { channelCode: string; token?: string | undefined },
): Promise<boolean> {
  if (payOrder.status === PAY_STATUS.paid) return true;
  if (payOrder.status === PAY_STATUS.pending) throw new AppError('PAY_CAPTURE_PENDING');
  const provider = offeredProvider(ctx.services.payments, input.channelCode);
  if (!provider) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  assertPayable(ctx, payOrder);
  assertChannelTakes(input.channelCode, payOrder, ctx.language);
  // A provider's order is captured only as the way it was opened for (a card's never as PayPal's wallet, skipping 3-D Secure).
  if (input.token !== undefined && payOrder.channelCode !== input.channelCode) throw new AppError('PAY_CAPTURE_FAILED');
  const capture =
    input.channelCode === CARD_CHANNEL && ctx.services.payments.card
      ? await captureCard(ctx, ctx.services.payments.card, payOrder, input.token)
      : await provider.capture(payOrder, input.token);
  await settleCapture(ctx, provider, payOrder, input.channelCode, capture);
  return true;
}
