import { PAY_STATUS, type TWalletOrder } from '@shop/shared';
import type { PayOrder, TradeOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { offeredProvider, PAYPAL_CHANNEL, providerOf, type Payments } from '../pay/payments.ts';
import { queueOrderMail } from './order-mail.ts';
import { moveOrder, movePayment } from './transitions.ts';

type PayOrderWithOrder = PayOrder & { order: TradeOrder };

async function ownUnpaid(ctx: Ctx, id: number): Promise<PayOrderWithOrder> {
  const payOrder = await ctx.db.payOrder.findFirst({ where: { id, memberId: memberIdOf(ctx) }, include: { order: true } });
  if (!payOrder) throw new AppError('PAY_ORDER_NOT_FOUND');
  return payOrder;
}

function assertPayable(ctx: Ctx, payOrder: PayOrderWithOrder): void {
  if (payOrder.status !== PAY_STATUS.waiting || payOrder.order.payExpireTime <= ctx.services.clock()) throw new AppError('PAY_ORDER_EXPIRED');
}

/**
 * Opens the PayPal order for a payment, shipping to the order's address, and answers its id (the
 * token of pay/success) with PayPal's page where the shopper approves it. PayPal sends the shopper
 * back to /payOrder, or to the order on giving up.
 */
export async function createWalletOrder(ctx: Ctx, payOrderId: number): Promise<TWalletOrder> {
  const { config, payments } = ctx.services;
  const paypal = offeredProvider(payments, PAYPAL_CHANNEL);
  if (!paypal) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  const payOrder = await ownUnpaid(ctx, payOrderId);
  assertPayable(ctx, payOrder);
  const address = payOrder.order.address as Record<string, string>;
  const walletOrder = await paypal
    .open({
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

async function markPaid(ctx: Ctx, payOrder: PayOrderWithOrder, channelCode: string, captureId: string | null): Promise<void> {
  const now = ctx.services.clock();
  const mailId = await ctx.db.$transaction(async (tx) => {
    if (!(await moveOrder(tx, payOrder.orderId, 'pay', { payTime: now }))) throw new AppError('PAY_ORDER_EXPIRED');
    await movePayment(tx, { id: payOrder.id }, 'succeed', { channelCode, captureId, successTime: now });
    return queueOrderMail(tx, ctx.services.mailer, 'order-paid', payOrder.order);
  });
  await ctx.services.mailer.deliver(mailId);
}

/**
 * Marks the order paid after the shopper approved: a capture its provider verified (PayPal), or
 * the demo wallet on shops without PayPal. Repeating it changes nothing; a forged or foreign token
 * leaves the order unpaid.
 */
export async function paySuccess(ctx: Ctx, input: { id: number; channelCode: string; token?: string | undefined }): Promise<boolean> {
  const payOrder = await ownUnpaid(ctx, input.id);
  if (payOrder.status === PAY_STATUS.paid) return true;
  const provider = offeredProvider(ctx.services.payments, input.channelCode);
  if (!provider) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  assertPayable(ctx, payOrder);
  const captureId = await provider.capture(payOrder, input.token);
  await markPaid(ctx, payOrder, input.channelCode, captureId);
  return true;
}

/** Pays a paid order back in full through the provider it was paid with; answers the provider's refund id. */
export async function refundWithProvider(payments: Payments, payOrder: PayOrder): Promise<string | null> {
  const provider = providerOf(payments, payOrder.channelCode);
  if (!provider) throw new AppError('PAY_REFUND_FAILED', {}, new Error(`no provider for channel ${payOrder.channelCode} of payment ${payOrder.id}`));
  return provider.refund(payOrder);
}
