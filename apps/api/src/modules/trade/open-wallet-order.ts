import type { TWalletOrder } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { assertChannelTakes, offeredProvider, PAYPAL_CHANNEL, type WalletPayment } from '../pay/payments.ts';
import { assertPayable, guestPayment, ownUnpaid, type PayOrderWithOrder } from './payment-access.ts';

/**
 * Where PayPal sends the shopper back after approving (`ok`) or giving up: the member's pages, or
 * the guest's link; `pay` names the way (the PayPal wallet, or a card after 3-D Secure).
 */
function walletPages(ctx: Ctx, payOrder: PayOrderWithOrder, orderToken: string | undefined, pay: 'paypal' | 'card' = 'paypal') {
  const base = ctx.services.config.PUBLIC_URL;
  if (orderToken === undefined)
    return {
      ok: `${base}/payOrder?id=${payOrder.orderId}${pay === 'card' ? '&pay=card' : ''}`,
      back: `${base}/orderDetail?id=${payOrder.orderId}`,
    };
  const guest = `${base}/guestOrder?key=${encodeURIComponent(orderToken)}`;
  return { ok: `${guest}&pay=${pay}`, back: guest };
}

/** The payment as PayPal opens it: amount, the pages to come back to, the order's address. */
export function walletPaymentOf(
  ctx: Ctx,
  payOrder: PayOrderWithOrder,
  orderToken: string | undefined,
  pay: 'paypal' | 'card' = 'paypal',
): WalletPayment {
  const pages = walletPages(ctx, payOrder, orderToken, pay);
  const { id, amount, currency } = payOrder;
  return { id, amount, currency, returnUrl: pages.ok, cancelUrl: pages.back, shipTo: shipToOf(payOrder.order.address) };
}

/** A provider that could not open the payment: the way to pay is unavailable for now. */
export function providerUnavailable(cause: unknown): never {
  throw new AppError('PAY_CHANNEL_UNAVAILABLE', {}, cause);
}

/** The order's address as PayPal ships to it. */
export function shipToOf(orderAddress: unknown): WalletPayment['shipTo'] {
  const address = orderAddress as Record<string, string>;
  return {
    name: `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
    street: address.detailAddress ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    zipCode: address.zipCode ?? '',
    countryCode: address.countryCode ?? '',
  };
}

/**
 * Opens the PayPal order for a payment, shipping to the order's address, and answers its id (the
 * token of pay/success) with PayPal's page where the shopper approves it. PayPal sends the shopper
 * back to /payOrder, or to the order on giving up.
 */
export async function createWalletOrder(ctx: Ctx, payOrderId: number): Promise<TWalletOrder> {
  return openWalletOrder(ctx, () => ownUnpaid(ctx, payOrderId));
}

/** As createWalletOrder for a guest's order; PayPal sends the guest back to the order's signed link. */
export async function createGuestWalletOrder(ctx: Ctx, orderToken: string): Promise<TWalletOrder> {
  return openWalletOrder(ctx, () => guestPayment(ctx, orderToken), orderToken);
}

async function openWalletOrder(ctx: Ctx, find: () => Promise<PayOrderWithOrder>, orderToken?: string): Promise<TWalletOrder> {
  const paypal = offeredProvider(ctx.services.payments, PAYPAL_CHANNEL);
  if (!paypal) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  const payOrder = await find();
  assertPayable(ctx, payOrder);
  assertChannelTakes(PAYPAL_CHANNEL, payOrder, ctx.language);
  const walletOrder = await paypal.open(walletPaymentOf(ctx, payOrder, orderToken)).catch(providerUnavailable);
  await ctx.db.payOrder.update({ where: { id: payOrder.id }, data: { channelCode: PAYPAL_CHANNEL, channelOrderId: walletOrder.id } });
  return { token: walletOrder.id, approveUrl: walletOrder.approveUrl };
}
