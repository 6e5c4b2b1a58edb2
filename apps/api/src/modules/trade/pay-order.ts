import type { TWalletOrder } from '@shop/shared';
import type { Config } from '../../config/config.ts';
import type { PayOrder, TradeOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import type { Mailer } from '../infra/mailer.ts';
import type { WalletProvider } from '../pay/paypal.ts';
import { queueOrderMail } from './order-mail.ts';
import { ORDER_TRANSITIONS } from './order-status.ts';

/** The demo wallet pays without a provider: only on shops that have no PayPal credentials. */
export const DEMO_CHANNEL = 'demo';
export const PAYPAL_CHANNEL = 'paypal';

export function demoWalletEnabled(config: Config): boolean {
  return !config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET;
}

type PayOrderWithOrder = PayOrder & { order: TradeOrder };

async function ownUnpaid(ctx: Ctx, id: number): Promise<PayOrderWithOrder> {
  const payOrder = await ctx.db.payOrder.findFirst({ where: { id, memberId: memberIdOf(ctx) }, include: { order: true } });
  if (!payOrder) throw new AppError('PAY_ORDER_NOT_FOUND');
  return payOrder;
}

function assertPayable(payOrder: PayOrderWithOrder): void {
  if (payOrder.status !== 0 || payOrder.order.payExpireTime <= new Date()) throw new AppError('PAY_ORDER_EXPIRED');
}

/**
 * Opens the PayPal order for a payment, shipping to the order's address, and answers its id (the
 * token of pay/success) with PayPal's page where the shopper approves it. PayPal sends the shopper
 * back to /payOrder, or to the order on giving up.
 */
export async function createWalletOrder(ctx: Ctx, config: Config, wallet: WalletProvider | null, payOrderId: number): Promise<TWalletOrder> {
  if (!wallet) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  const payOrder = await ownUnpaid(ctx, payOrderId);
  assertPayable(payOrder);
  const address = payOrder.order.address as Record<string, string>;
  const walletOrder = await wallet
    .createOrder({
      id: payOrder.id,
      amount: payOrder.amount,
      currency: payOrder.currency,
      returnUrl: `${config.PUBLIC_URL}/payOrder?id=${payOrder.orderId}`,
      cancelUrl: `${config.PUBLIC_URL}/orderDetail?id=${payOrder.orderId}`,
      shipTo: { name: `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(), street: address.detailAddress ?? '', city: address.city ?? '', state: address.state ?? '', zipCode: address.zipCode ?? '', countryCode: address.countryCode ?? '' },
    })
    .catch((cause: unknown) => {
      throw new AppError('PAY_CHANNEL_UNAVAILABLE', {}, cause);
    });
  await ctx.db.payOrder.update({ where: { id: payOrder.id }, data: { channelCode: PAYPAL_CHANNEL, channelOrderId: walletOrder.id } });
  return { token: walletOrder.id, approveUrl: walletOrder.approveUrl };
}

/** Captures with PayPal and accepts only a completed capture of exactly this payment's amount and currency; answers the capture's id. */
async function verifiedCapture(wallet: WalletProvider | null, payOrder: PayOrderWithOrder, token: string | undefined): Promise<string> {
  if (!wallet) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  if (!token || token !== payOrder.channelOrderId) throw new AppError('PAY_CAPTURE_FAILED');
  const capture = await wallet.capture(token).catch((cause: unknown) => {
    throw new AppError('PAY_CAPTURE_FAILED', {}, cause);
  });
  const exact = capture.completed && capture.amount === payOrder.amount && capture.currency === payOrder.currency && capture.referenceId === String(payOrder.id);
  if (!exact) throw new AppError('PAY_CAPTURE_FAILED', {}, new Error(`capture ${JSON.stringify(capture)} does not match payment ${payOrder.id}: ${payOrder.amount} ${payOrder.currency}`));
  return capture.captureId;
}

async function markPaid(ctx: Ctx, mailer: Mailer, payOrder: PayOrderWithOrder, channelCode: string, captureId: string | null): Promise<void> {
  const now = new Date();
  const mailId = await ctx.db.$transaction(async (tx) => {
    const paid = await tx.tradeOrder.updateMany({
      where: { id: payOrder.orderId, status: { in: [...ORDER_TRANSITIONS.pay.from] } },
      data: { status: ORDER_TRANSITIONS.pay.to!, payTime: now },
    });
    if (paid.count === 0) throw new AppError('PAY_ORDER_EXPIRED');
    await tx.payOrder.update({ where: { id: payOrder.id }, data: { status: 10, channelCode, captureId, successTime: now } });
    return queueOrderMail(tx, mailer, 'order-paid', payOrder.order);
  });
  await mailer.deliver(mailId);
}

/**
 * Marks the order paid after the wallet approved: a verified PayPal capture, or the demo wallet
 * on shops without PayPal. Repeating it changes nothing; a forged or foreign token leaves the
 * order unpaid.
 */
export async function paySuccess(ctx: Ctx, config: Config, mailer: Mailer, wallet: WalletProvider | null, input: { id: number; channelCode: string; token?: string | undefined }): Promise<boolean> {
  const payOrder = await ownUnpaid(ctx, input.id);
  if (payOrder.status === 10) return true;
  let captureId: string | null = null;
  if (input.channelCode === PAYPAL_CHANNEL) {
    assertPayable(payOrder);
    captureId = await verifiedCapture(wallet, payOrder, input.token);
  } else if (input.channelCode !== DEMO_CHANNEL || !demoWalletEnabled(config)) {
    throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  } else {
    assertPayable(payOrder);
  }
  await markPaid(ctx, mailer, payOrder, input.channelCode, captureId);
  return true;
}

/**
 * Pays a paid order back in full with its provider (the demo wallet has nothing to send back) and
 * answers the provider's refund id. One request id per payment: asking twice refunds once.
 */
export async function refundWithProvider(wallet: WalletProvider | null, payOrder: PayOrder): Promise<string | null> {
  if (payOrder.channelCode !== PAYPAL_CHANNEL) return null;
  if (!wallet || !payOrder.captureId) throw new AppError('PAY_REFUND_FAILED');
  const refund = await wallet.refund({ captureId: payOrder.captureId, amount: payOrder.amount, currency: payOrder.currency, requestId: `refund-${payOrder.id}` }).catch((cause: unknown) => {
    throw new AppError('PAY_REFUND_FAILED', {}, cause);
  });
  if (!refund.completed) throw new AppError('PAY_REFUND_FAILED', {}, new Error(`refund ${refund.id} of payment ${payOrder.id} not completed`));
  return refund.id;
}
