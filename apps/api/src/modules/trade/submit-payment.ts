import { PAY_STATUS, type TPaySubmitResponse } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { BANK_TRANSFER_DAYS, creditorReference, DAY_MS } from '../pay/bank-transfer.ts';
import { INVOICE_CHANNEL } from '../pay/on-account.ts';
import { assertChannelTakes, BANK_TRANSFER_CHANNEL, payChannelsFor } from '../pay/payments.ts';
import { bankTransferAnswer, bankTransferMailValues, shopAccount } from './bank-transfer-mail.ts';
import { placeOnAccount } from './place-on-account.ts';
import { queueOrderMail } from './order-mail.ts';
import { assertPayable, guestPayment, ownUnpaid, type PayOrderWithOrder } from './payment-access.ts';

/**
 * Chooses bank transfer (prepayment) for an unpaid order: its payment gets its reference and a due
 * day 14 days on, the order (and its stock) is held until then instead of 30 minutes, and the buyer
 * gets the bank details by mail. The payment stays waiting until the money is recorded. Asking
 * again answers the same. `invoice` places the order on account instead (placeOnAccount).
 */
export async function submitPayment(ctx: Ctx, input: { id: number; channelCode: string }): Promise<TPaySubmitResponse> {
  return submit(ctx, await ownUnpaid(ctx, input.id), input.channelCode);
}

/** As submitPayment for a guest's order, named by its signed key. */
export async function guestSubmitPayment(ctx: Ctx, input: { orderToken: string; channelCode: string }): Promise<TPaySubmitResponse> {
  return submit(ctx, await guestPayment(ctx, input.orderToken), input.channelCode);
}

async function submit(ctx: Ctx, payOrder: PayOrderWithOrder, channelCode: string): Promise<TPaySubmitResponse> {
  // On account: the order goes on at once, the invoice is paid later (guests have no terms on account).
  if (channelCode === INVOICE_CHANNEL) return placeOnAccount(ctx, payOrder.id);
  const offered = payChannelsFor(ctx.services.payments, payOrder.currency).some((offer) => offer.code === channelCode);
  if (channelCode !== BANK_TRANSFER_CHANNEL || !offered) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  if (payOrder.channelCode === BANK_TRANSFER_CHANNEL && payOrder.reference && payOrder.status !== PAY_STATUS.closed)
    return bankTransferAnswer(ctx, payOrder);
  assertPayable(ctx, payOrder);
  assertChannelTakes(channelCode, payOrder, ctx.language);
  const now = ctx.services.clock();
  const dueTime = new Date(now.getTime() + BANK_TRANSFER_DAYS * DAY_MS);
  const reference = creditorReference(payOrder.id);
  const account = await shopAccount(ctx.services);
  const chosen = await ctx.db.$transaction(async (tx) => {
    const order = await tx.tradeOrder.updateMany({
      where: { id: payOrder.orderId, status: payOrder.order.status, payExpireTime: { gt: now } },
      // The 30-minute "awaiting payment" mail is replaced by the bank details.
      data: { payExpireTime: dueTime, unpaidMailTime: now },
    });
    if (order.count !== 1) return null;
    const updated = await tx.payOrder.update({ where: { id: payOrder.id }, data: { channelCode, reference, dueTime } });
    const fresh = await tx.tradeOrder.findUniqueOrThrow({ where: { id: payOrder.orderId } });
    const mailId = await queueOrderMail(tx, ctx.services, 'order-bank-transfer', fresh, bankTransferMailValues(account, updated));
    return { updated, mailId };
  });
  if (!chosen) throw new AppError('PAY_ORDER_EXPIRED');
  ctx.services.mailer.deliverLater(chosen.mailId);
  return bankTransferAnswer(ctx, chosen.updated);
}
