import { ORDER_STATUS, type TExtraPaySuccessRequest } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { offeredProvider, providerOf } from '../pay/payments.ts';
import { extraPaymentOf, extraProviderPayment, type ExtraPayment } from './extra-payment-access.ts';
import { issueSupplementaryInvoice } from './issue-supplementary-invoice.ts';
import { EXTRA_STATUS } from './order-edit-plan.ts';
import { queueOrderMail } from './order-mail.ts';
import { shopperOf } from './transitions.ts';

type PayInput = Pick<TExtraPaySuccessRequest, 'channelCode' | 'token'>;

/**
 * Records the extra as paid, conditional on the order still waiting for dispatch and the payment
 * still open: of two captures one records, and that one issues the supplementary invoice (when the
 * order has its invoice) and queues its mail (when the buyer wants invoices by mail). Answers false
 * when the order was cancelled or dispatched meanwhile, else the mail to deliver (or null).
 */
async function recordPaid(
  ctx: Ctx,
  extra: ExtraPayment,
  channelCode: string,
  captureId: string | null,
): Promise<false | { mailId: number | null }> {
  return ctx.db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ status: number; memberId: number | null }[]>`
      SELECT status, member_id AS "memberId" FROM trade_order WHERE id = ${extra.order.id} FOR UPDATE`;
    if (row?.status !== ORDER_STATUS.awaitingDispatch) return false;
    const changed = await tx.tradeOrderEdit.updateMany({
      where: { id: extra.edit.id, extraStatus: EXTRA_STATUS.waiting },
      data: {
        extraStatus: EXTRA_STATUS.paid,
        extraChannelCode: channelCode,
        extraCaptureId: captureId,
        extraPaidTime: ctx.services.clock(),
      },
    });
    if (changed.count === 0) return { mailId: null };
    await tx.tradeOrderLog.create({
      data: { orderId: extra.order.id, action: 'extra-pay', beforeStatus: row.status, afterStatus: row.status, ...shopperOf(row) },
    });
    const invoice = await issueSupplementaryInvoice(tx, ctx.services, extra.edit.id);
    if (!invoice || invoice.attachments.length === 0) return { mailId: null };
    const mailId = await queueOrderMail(tx, ctx.services, 'invoice', extra.order, { invoiceNo: invoice.no }, invoice.attachments);
    return { mailId };
  });
}

const paidMeanwhile = async (ctx: Ctx, editId: number) =>
  (await ctx.db.tradeOrderEdit.findUnique({ where: { id: editId }, select: { extraStatus: true } }))?.extraStatus === EXTRA_STATUS.paid;

/**
 * The buyer pays the extra amount an edit of their paid order asked for, through the mailed link:
 * PayPal (the order opened by extra/paypal/create, captured for exactly the edit's amount) or the
 * demo wallet of shops without PayPal. Once: paying again answers true and takes nothing; the
 * capture's request id is the same for every try, so PayPal answers a repeated or racing capture
 * with the first, and only one of them records the payment. An order cancelled or dispatched
 * meanwhile answers PAY_ORDER_EXPIRED, and money captured for it goes back at once.
 */
async function payExtra(ctx: Ctx, extra: ExtraPayment, input: PayInput): Promise<boolean> {
  const { edit, order } = extra;
  if (edit.extraStatus === EXTRA_STATUS.paid) return true;
  const provider = offeredProvider(ctx.services.payments, input.channelCode);
  if (!provider) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  if (edit.extraStatus !== EXTRA_STATUS.waiting || order.status !== ORDER_STATUS.awaitingDispatch) throw new AppError('PAY_ORDER_EXPIRED');
  const capture = await provider.capture(extraProviderPayment(extra), input.token).catch(async (error: unknown) => {
    // A capture racing with another: PayPal refuses the second once the first has taken the money.
    if (await paidMeanwhile(ctx, edit.id)) return null;
    throw error;
  });
  if (capture === null) return true;
  if (capture.status === 'pending') {
    await ctx.db.tradeOrderEdit.updateMany({
      where: { id: edit.id, extraStatus: EXTRA_STATUS.waiting },
      data: { extraChannelCode: input.channelCode, extraCaptureId: capture.id },
    });
    throw new AppError('PAY_CAPTURE_PENDING');
  }
  if (await settleExtraCapture(ctx, extra, input.channelCode, capture.id)) return true;
  throw new AppError('PAY_ORDER_EXPIRED');
}

/**
 * Records a completed capture of an extra payment (at once, or once a pending one completed) and
 * delivers its mail; answers false when the order was cancelled or dispatched meanwhile, whose
 * captured money goes back at once.
 */
export async function settleExtraCapture(ctx: Ctx, extra: ExtraPayment, channelCode: string, captureId: string | null): Promise<boolean> {
  const recorded = await recordPaid(ctx, extra, channelCode, captureId);
  if (recorded) {
    if (recorded.mailId !== null) ctx.services.mailer.deliverLater(recorded.mailId);
    return true;
  }
  const provider = providerOf(ctx.services.payments, channelCode);
  if (captureId !== null && provider) {
    const { edit } = extra;
    ctx.log.warn({ edit: edit.id, captureId }, 'extra capture arrived after its order left awaiting dispatch: refunding it');
    await provider.refund({ ...extraProviderPayment(extra), captureId }, { amount: edit.extraAmount, requestId: `refund-edit-${edit.id}` });
  }
  return false;
}

/** A member pays the extra amount of their own order's edit. */
export async function payEditExtra(ctx: Ctx, input: Omit<TExtraPaySuccessRequest, 'orderToken'>): Promise<boolean> {
  return payExtra(ctx, await extraPaymentOf(ctx, input.editId), input);
}

/** A guest pays the extra amount of the order their signed key opens. */
export async function guestPayEditExtra(ctx: Ctx, input: TExtraPaySuccessRequest & { orderToken: string }): Promise<boolean> {
  return payExtra(ctx, await extraPaymentOf(ctx, input.editId, input.orderToken), input);
}
