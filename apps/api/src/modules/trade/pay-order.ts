import { type Currency, formatMoney, PAY_STATUS, type TWalletOrder } from '@shop/shared';
import type { PayOrder, TradeOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { RUSH_TRANSACTION } from '../../lib/transaction-limits.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import {
  offeredProvider,
  PAYPAL_CHANNEL,
  providerOf,
  type Capture,
  type PaymentProvider,
  type Payments,
  type RefundPart,
} from '../pay/payments.ts';
import { invoiceIfDue } from './issue-invoice.ts';
import { guestOrder } from './order-access.ts';
import { queueOrderMail } from './order-mail.ts';
import { moveOrder, movePayment, shopperOf } from './transitions.ts';
import { deliverStaffNotifications, queueStaffNotification } from '../system/staff-notifications.ts';

type PayOrderWithOrder = PayOrder & { order: TradeOrder };

async function ownUnpaid(ctx: Ctx, id: number): Promise<PayOrderWithOrder> {
  const payOrder = await ctx.db.payOrder.findFirst({ where: { id, memberId: memberIdOf(ctx) }, include: { order: true } });
  if (!payOrder) throw new AppError('PAY_ORDER_NOT_FOUND');
  return payOrder;
}

/** The payment of a guest's order named by its signed key (not found like any foreign payment otherwise). */
async function guestPayment(ctx: Ctx, orderToken: string): Promise<PayOrderWithOrder> {
  const order = await guestOrder(ctx, orderToken).catch(() => {
    throw new AppError('PAY_ORDER_NOT_FOUND');
  });
  const payOrder = await ctx.db.payOrder.findUnique({ where: { orderId: order.id }, include: { order: true } });
  if (!payOrder) throw new AppError('PAY_ORDER_NOT_FOUND');
  return payOrder;
}

/** Where PayPal sends the shopper back after approving (`ok`) or giving up: the member's pages, or the guest's link. */
function walletPages(ctx: Ctx, payOrder: PayOrderWithOrder, orderToken: string | undefined) {
  const base = ctx.services.config.PUBLIC_URL;
  if (orderToken === undefined)
    return { ok: `${base}/payOrder?id=${payOrder.orderId}`, back: `${base}/orderDetail?id=${payOrder.orderId}` };
  const guest = `${base}/guestOrder?key=${encodeURIComponent(orderToken)}`;
  return { ok: `${guest}&pay=paypal`, back: guest };
}

function assertPayable(ctx: Ctx, payOrder: PayOrderWithOrder): void {
  if (payOrder.status !== PAY_STATUS.waiting || payOrder.order.payExpireTime <= ctx.services.clock())
    throw new AppError('PAY_ORDER_EXPIRED');
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
  const address = payOrder.order.address as Record<string, string>;
  const pages = walletPages(ctx, payOrder, orderToken);
  const walletOrder = await paypal
    .open({
      id: payOrder.id,
      amount: payOrder.amount,
      currency: payOrder.currency,
      returnUrl: pages.ok,
      cancelUrl: pages.back,
      shipTo: {
        name: `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
        street: address.detailAddress ?? '',
        city: address.city ?? '',
        state: address.state ?? '',
        zipCode: address.zipCode ?? '',
        countryCode: address.countryCode ?? '',
      },
    })
    .catch((cause: unknown) => {
      throw new AppError('PAY_CHANNEL_UNAVAILABLE', {}, cause);
    });
  await ctx.db.payOrder.update({ where: { id: payOrder.id }, data: { channelCode: PAYPAL_CHANNEL, channelOrderId: walletOrder.id } });
  return { token: walletOrder.id, approveUrl: walletOrder.approveUrl };
}

/**
 * Marks the order and its payment paid in one transaction; false when the order was cancelled
 * meanwhile. A burst of payments queues for connections and for the invoice counter (taken last,
 * so each holds it for its commit only); one that still waits too long answers 503 and changes
 * nothing, to be tried again.
 */
async function markPaid(ctx: Ctx, payOrder: PayOrderWithOrder, channelCode: string, captureId: string | null): Promise<boolean> {
  const now = ctx.services.clock();
  const mails = await ctx.db.$transaction(async (tx) => {
    // The shopper paid, also when the shop learns of it later (a pending capture completed).
    if (!(await moveOrder(tx, payOrder.orderId, 'pay', { payTime: now }, shopperOf(payOrder.order)))) return null;
    await movePayment(tx, { id: payOrder.id }, 'succeed', { channelCode, captureId, successTime: now });
    // Orders without logo lines are invoiced now, the confirmation carrying the invoice; the others once their print data is approved.
    const invoice = await invoiceIfDue(tx, ctx.services, payOrder.orderId);
    const mail = await queueOrderMail(tx, ctx.services, 'order-paid', payOrder.order, {}, invoice?.attachments);
    await invoice?.issue();
    const { no, payPrice, currency } = payOrder.order;
    const staff = await queueStaffNotification(tx, ctx.services, 'order-paid', `/orders/${payOrder.orderId}`, (language) => ({
      no,
      total: formatMoney(payPrice, currency as Currency, language),
    }));
    return { mail, staff };
  }, RUSH_TRANSACTION);
  if (mails === null) return false;
  ctx.services.mailer.deliverLater(mails.mail);
  deliverStaffNotifications(ctx.services, mails.staff);
  return true;
}

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
    await movePayment(ctx.db, { id: payOrder.id }, 'hold', { channelCode, captureId: capture.id });
    throw new AppError('PAY_CAPTURE_PENDING');
  }
  if (await markPaid(ctx, payOrder, channelCode, capture.id)) return;
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
  await settleCapture(ctx, provider, payOrder, input.channelCode, await provider.capture(payOrder, input.token));
  return true;
}

/**
 * Asks the providers where the pending captures stand: completed ones mark their order paid,
 * failed ones let the shopper pay again until the order expires. Run in the background.
 */
export async function settlePendingCaptures(ctx: Ctx): Promise<void> {
  const pending = await ctx.db.payOrder.findMany({ where: { status: PAY_STATUS.pending }, include: { order: true }, take: 100 });
  for (const payOrder of pending) {
    const provider = providerOf(ctx.services.payments, payOrder.channelCode);
    const status = provider ? await provider.captureStatus(payOrder) : 'failed';
    if (status === 'pending') continue;
    if (status === 'completed') await markPaid(ctx, payOrder, payOrder.channelCode ?? '', payOrder.captureId);
    else await movePayment(ctx.db, { id: payOrder.id }, 'release', { captureId: null });
  }
}

/** Pays a paid order back through the provider it was paid with, in full or `part` of it; answers the provider's refund id. */
export async function refundWithProvider(payments: Payments, payOrder: PayOrder, part?: RefundPart): Promise<string | null> {
  const provider = providerOf(payments, payOrder.channelCode);
  if (!provider)
    throw new AppError('PAY_REFUND_FAILED', {}, new Error(`no provider for channel ${payOrder.channelCode} of payment ${payOrder.id}`));
  return provider.refund(payOrder, part);
}
