import { PAY_STATUS, type TPaySubmitResponse } from '@shop/shared';
import type { PayOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { BANK_TRANSFER_DAYS, creditorReference, DAY_MS, epcQrCode } from '../pay/bank-transfer.ts';
import { assertChannelTakes, BANK_TRANSFER_CHANNEL, payChannelsFor } from '../pay/payments.ts';
import { bankTransferMailValues, shopAccount } from './bank-transfer-mail.ts';
import { queueOrderMail } from './order-mail.ts';
import { assertPayable, guestPayment, ownUnpaid, type PayOrderWithOrder } from './payment-access.ts';

/** What the buyer needs to make the transfer: reference, due day, amount, the shop's account, and for EUR the EPC QR code. */
export async function bankTransferAnswer(ctx: Pick<Ctx, 'services'>, payOrder: PayOrder): Promise<TPaySubmitResponse> {
  const account = await shopAccount(ctx.services);
  if (!account || !payOrder.reference || !payOrder.dueTime) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  return {
    payStatus: payOrder.status,
    reference: payOrder.reference,
    dueTime: payOrder.dueTime.getTime(),
    amount: payOrder.amount,
    currency: payOrder.currency,
    account,
    qrCode: payOrder.currency === 'EUR' ? await epcQrCode(account, payOrder.amount, payOrder.reference) : null,
  };
}

/**
 * Chooses bank transfer (prepayment) for an unpaid order: its payment gets its reference and a due
 * day 14 days on, the order (and its stock) is held until then instead of 30 minutes, and the buyer
 * gets the bank details by mail. The payment stays waiting until the money is recorded. Asking
 * again answers the same.
 */
export async function submitPayment(ctx: Ctx, input: { id: number; channelCode: string }): Promise<TPaySubmitResponse> {
  return submit(ctx, await ownUnpaid(ctx, input.id), input.channelCode);
}

/** As submitPayment for a guest's order, named by its signed key. */
export async function guestSubmitPayment(ctx: Ctx, input: { orderToken: string; channelCode: string }): Promise<TPaySubmitResponse> {
  return submit(ctx, await guestPayment(ctx, input.orderToken), input.channelCode);
}

async function submit(ctx: Ctx, payOrder: PayOrderWithOrder, channelCode: string): Promise<TPaySubmitResponse> {
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
