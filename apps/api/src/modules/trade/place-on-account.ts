import { type Currency, formatMoney, PAY_STATUS, type TPaySubmitResponse } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { creditorReference, DAY_MS } from '../pay/bank-transfer.ts';
import { INVOICE_CHANNEL, INVOICE_MIN_CENTS, onAccountTerms, openOnAccount, type OnAccountTerms } from '../pay/on-account.ts';
import { assertChannelTakes } from '../pay/payments.ts';
import { bankTransferAnswer, bankTransferMailValues, shopAccount } from './bank-transfer-mail.ts';
import { goOnAsPaid } from './mark-paid.ts';
import { assertPayable, type PayOrderWithOrder } from './payment-access.ts';
import { movePayment } from './transitions.ts';

/** Refuses an order on account beyond the company's credit: its open invoices and this one together above the limit. */
async function assertCredit(tx: Prisma.TransactionClient, terms: OnAccountTerms, amount: number, currency: string, ctx: Ctx) {
  if (terms.companyId === null || terms.creditLimit === null) return;
  // One order on account of the company at a time: two at once could each fit what the other takes.
  await tx.$queryRaw`SELECT id FROM member_company WHERE id = ${terms.companyId} FOR UPDATE`;
  const open = await openOnAccount(tx, terms.companyId);
  if (open + amount > terms.creditLimit)
    throw new AppError('PAY_CREDIT_LIMIT_EXCEEDED', {
      left: formatMoney(Math.max(0, terms.creditLimit - open), currency as Currency, ctx.language),
    });
}

/**
 * Places an unpaid order (status 0) on account: the order goes on at once as a paid one would
 * (status 10, invoice, print data, dispatch), its payment to pay status 7 with a reference and a
 * due day `termsDays` after the invoice, and the buyer gets the confirmation naming due day,
 * reference and bank details with the invoice. The terms are those of the order's member (not of
 * whoever asks), so the checkout, an approval and a procurement system's order all call this.
 * Refused: no terms on account (PAY_INVOICE_NOT_ALLOWED), below 5.00 (PAY_INVOICE_MINIMUM),
 * above the method's limit (PAY_CHANNEL_OVER_LIMIT), beyond the credit limit
 * (PAY_CREDIT_LIMIT_EXCEEDED). Asking again for an order placed on account answers the same.
 */
export async function placeOnAccount(ctx: Ctx, payOrderId: number): Promise<TPaySubmitResponse> {
  const payOrder = await ctx.db.payOrder.findUnique({ where: { id: payOrderId }, include: { order: true } });
  if (!payOrder) throw new AppError('PAY_ORDER_NOT_FOUND');
  return place(ctx, payOrder);
}

async function place(ctx: Ctx, payOrder: PayOrderWithOrder): Promise<TPaySubmitResponse> {
  if (payOrder.channelCode === INVOICE_CHANNEL && payOrder.status !== PAY_STATUS.waiting) return bankTransferAnswer(ctx, payOrder);
  assertPayable(ctx, payOrder);
  const terms = await onAccountTerms(ctx.db, await ctx.services.settings.read(), payOrder.order.memberId);
  if (!terms) throw new AppError('PAY_INVOICE_NOT_ALLOWED');
  if (payOrder.amount < INVOICE_MIN_CENTS)
    throw new AppError('PAY_INVOICE_MINIMUM', { min: formatMoney(INVOICE_MIN_CENTS, payOrder.currency as Currency, ctx.language) });
  if (payOrder.amount > terms.max * 100)
    throw new AppError('PAY_CHANNEL_OVER_LIMIT', {
      channel: INVOICE_CHANNEL,
      max: formatMoney(terms.max * 100, payOrder.currency as Currency, ctx.language),
    });
  assertChannelTakes(INVOICE_CHANNEL, payOrder, ctx.language);
  const account = await shopAccount(ctx.services);
  if (!account) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  const reference = creditorReference(payOrder.id);
  const dueTime = new Date(ctx.services.clock().getTime() + terms.termsDays * DAY_MS);
  const placed = await goOnAsPaid(ctx, payOrder, {
    before: (tx) => assertCredit(tx, terms, payOrder.amount, payOrder.currency, ctx),
    payment: async (tx) => {
      const data = { channelCode: INVOICE_CHANNEL, reference, dueTime, companyId: terms.companyId };
      if (!(await movePayment(tx, { id: payOrder.id }, 'invoice', data))) throw new AppError('PAY_ORDER_EXPIRED');
    },
    mail: 'order-on-account',
    values: bankTransferMailValues(account, { ...payOrder, reference, dueTime }),
  });
  if (!placed) throw new AppError('PAY_ORDER_EXPIRED');
  return bankTransferAnswer(ctx, await ctx.db.payOrder.findUniqueOrThrow({ where: { id: payOrder.id } }));
}
