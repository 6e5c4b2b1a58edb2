import { CARD_PAYMENT_MINUTES, type TCardOrder } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { assertChannelTakes, CARD_CHANNEL, type Capture, type CardProvider } from '../pay/payments.ts';
import { providerUnavailable, walletPaymentOf } from './open-wallet-order.ts';
import { assertPayable, guestPayment, ownUnpaid, type PayOrderWithOrder } from './payment-access.ts';

const WINDOW_MS = CARD_PAYMENT_MINUTES * 60_000;

/** The card provider, when cards are offered (PayPal configured). */
function cardProvider(ctx: Ctx): CardProvider {
  const { payments } = ctx.services;
  if (!payments.card || !payments.offered.includes(CARD_CHANNEL)) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  return payments.card;
}

/**
 * Opens a card payment of one of my orders: a PayPal order for the card payment source (3-D Secure
 * when required), replacing any earlier attempt (PayPal order) of the payment, which is then never
 * captured. The payment lapses 15 minutes after this.
 */
export async function openCardPayment(ctx: Ctx, payOrderId: number): Promise<TCardOrder> {
  return openCard(ctx, await ownUnpaid(ctx, payOrderId));
}

/** As openCardPayment for a guest's order, named by its signed key. */
export async function openGuestCardPayment(ctx: Ctx, orderToken: string): Promise<TCardOrder> {
  return openCard(ctx, await guestPayment(ctx, orderToken), orderToken);
}

async function openCard(ctx: Ctx, payOrder: PayOrderWithOrder, orderToken?: string): Promise<TCardOrder> {
  const card = cardProvider(ctx);
  assertPayable(ctx, payOrder);
  assertChannelTakes(CARD_CHANNEL, payOrder, ctx.language);
  const opened = await card.openCard(walletPaymentOf(ctx, payOrder, orderToken, 'card')).catch(providerUnavailable);
  const now = ctx.services.clock();
  await ctx.db.payOrder.update({
    where: { id: payOrder.id },
    data: { channelCode: CARD_CHANNEL, channelOrderId: opened.id, channelOrderTime: now },
  });
  return {
    token: opened.id,
    approveUrl: opened.payerActionUrl,
    clientId: ctx.services.config.PAYPAL_CLIENT_ID ?? '',
    currency: payOrder.currency,
    expireTime: now.getTime() + WINDOW_MS,
  };
}

/**
 * Forgets the card attempt `token` of a payment, so its PayPal order is never captured; the order
 * stays payable, by a new card attempt or another way. Only that attempt: a newer one stays.
 */
async function dropAttempt(ctx: Ctx, payOrder: PayOrderWithOrder, token: string | undefined): Promise<void> {
  if (!token) return;
  await ctx.db.payOrder.updateMany({
    where: { id: payOrder.id, channelCode: CARD_CHANNEL, channelOrderId: token },
    data: { channelOrderId: null, channelOrderTime: null },
  });
}

/**
 * Captures a card payment: only the current attempt, only within 15 minutes of opening it (the
 * shop's clock; a later capture is refused and the attempt forgotten), only with 3-D Secure passed.
 * A decline, a failed authentication or a lapsed window leave the order unpaid and payable.
 */
export async function captureCard(
  ctx: Ctx,
  provider: CardProvider,
  payOrder: PayOrderWithOrder,
  token: string | undefined,
): Promise<Capture> {
  if (payOrder.channelCode !== CARD_CHANNEL || !token || token !== payOrder.channelOrderId) throw new AppError('PAY_CAPTURE_FAILED');
  const opened = payOrder.channelOrderTime?.getTime() ?? 0;
  if (ctx.services.clock().getTime() > opened + WINDOW_MS) {
    await dropAttempt(ctx, payOrder, token);
    throw new AppError('CARD_PAYMENT_EXPIRED');
  }
  return provider.capture(payOrder, token).catch(async (error: unknown) => {
    if (error instanceof AppError && (error.key === 'CARD_DECLINED' || error.key === 'CARD_AUTHENTICATION_FAILED')) {
      ctx.log.info({ payOrder: payOrder.id, token, cause: error.cause }, 'card payment not captured');
      await dropAttempt(ctx, payOrder, token);
    }
    throw error;
  });
}
