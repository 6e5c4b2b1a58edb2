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

/** Opens the PayPal order for a payment; the storefront's PayPal buttons approve it. Answers its id. */
export async function createWalletOrder(ctx: Ctx, wallet: WalletProvider | null, payOrderId: number): Promise<string> {
  if (!wallet) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  const payOrder = await ownUnpaid(ctx, payOrderId);
  assertPayable(payOrder);
  const walletOrderId = await wallet.createOrder({ id: payOrder.id, amount: payOrder.amount, currency: payOrder.currency });
  await ctx.db.payOrder.update({ where: { id: payOrder.id }, data: { channelCode: PAYPAL_CHANNEL, channelOrderId: walletOrderId } });
  return walletOrderId;
}

/** Captures with PayPal and accepts only a completed capture of exactly this payment's amount and currency. */
async function verifiedCapture(wallet: WalletProvider | null, payOrder: PayOrderWithOrder, token: string | undefined): Promise<void> {
  if (!wallet) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  if (!token || token !== payOrder.channelOrderId) throw new AppError('PAY_CAPTURE_FAILED');
  const capture = await wallet.capture(token).catch(() => null);
  const exact = capture?.completed && capture.amount === payOrder.amount && capture.currency === payOrder.currency && capture.referenceId === String(payOrder.id);
  if (!exact) throw new AppError('PAY_CAPTURE_FAILED');
}

async function markPaid(ctx: Ctx, mailer: Mailer, payOrder: PayOrderWithOrder, channelCode: string): Promise<void> {
  const now = new Date();
  const mailId = await ctx.db.$transaction(async (tx) => {
    const paid = await tx.tradeOrder.updateMany({
      where: { id: payOrder.orderId, status: { in: [...ORDER_TRANSITIONS.pay.from] } },
      data: { status: ORDER_TRANSITIONS.pay.to!, payTime: now },
    });
    if (paid.count === 0) throw new AppError('PAY_ORDER_EXPIRED');
    await tx.payOrder.update({ where: { id: payOrder.id }, data: { status: 10, channelCode, successTime: now } });
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
  if (input.channelCode === PAYPAL_CHANNEL) {
    assertPayable(payOrder);
    await verifiedCapture(wallet, payOrder, input.token);
  } else if (input.channelCode !== DEMO_CHANNEL || !demoWalletEnabled(config)) {
    throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  } else {
    assertPayable(payOrder);
  }
  await markPaid(ctx, mailer, payOrder, input.channelCode);
  return true;
}
