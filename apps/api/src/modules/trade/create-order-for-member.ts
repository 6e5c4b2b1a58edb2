import {
  COMMON_STATUS,
  ORDER_STATUS,
  type Language,
  type TAdminManualOrderPrice,
  type TAdminManualOrderResponse,
  type ZAdminManualOrderRequest,
  type ZSettlementRequest,
} from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { attachDesignPrintData, designsOfLines } from '../design/design-print-data.ts';
import { writeAudit } from '../system/audit.ts';
import { earlierOrder, guestAddress, placeOrder, savedAddress, type Buyer, type RequestKey } from './create-order.ts';
import { payPageUrl } from './guest-link.ts';
import { mailboxOf } from './mailbox.ts';
import { queueOrderMail } from './order-mail.ts';
import { buildQuote, cachedSource, type Quote } from './quote.ts';

type ManualInput = z.output<typeof ZAdminManualOrderRequest>;

/** How long a buyer has to pay an order placed for them: time to read the mail, not the checkout's half hour. */
export const MANUAL_PAY_WITHIN_DAYS = 3;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Who the order is for, and the context it is priced and placed in as if that buyer ordered in
 * the storefront: the member named, or the member an e-mail address belongs to (their order, their
 * addresses, their mails), else a guest known by the address. Mails and line names are in the
 * member's e-mail language, a guest's in the language chosen.
 */
async function buyerOf(ctx: Ctx, input: ManualInput): Promise<{ buyer: Buyer; buyerCtx: Ctx }> {
  const where = input.memberId !== undefined ? { id: input.memberId } : { mail: input.email! };
  const member = await ctx.db.member.findUnique({ where, select: { id: true, mail: true, mailLanguage: true, status: true } });
  if (!member && input.memberId !== undefined) throw new AppError('MEMBER_NOT_FOUND');
  if (member && member.status !== COMMON_STATUS.enabled) throw new AppError('MEMBER_DISABLED');
  const email = member?.mail ?? input.email!;
  const language = (member?.mailLanguage ?? input.language ?? ctx.language) as Language;
  return {
    buyer: { memberId: member?.id ?? null, email, mailbox: mailboxOf(email), clientAddress: null },
    buyerCtx: { ...ctx, memberId: member?.id ?? null, language },
  };
}

/** The storefront's settlement body of the request: the saved address, or the entered one's place. */
function settlementOf(input: ManualInput): z.output<typeof ZSettlementRequest> {
  const { memberId: _m, email: _e, language: _l, address, billingAddressId: _b, billingAddress: _ba, ...settlement } = input;
  return {
    ...settlement,
    areaId: address?.areaId,
    state: address?.state || undefined,
    zipCode: address?.zipCode,
    city: address?.city,
    detailAddress: address?.detailAddress,
  };
}

/** The storefront's pricing for this buyer; a guest may use a code bound to an e-mail address only with that mailbox, as at checkout. */
async function quoteFor(buyerCtx: Ctx, buyer: Buyer, input: ManualInput, preview: boolean): Promise<Quote> {
  if (input.addressId !== undefined && buyer.memberId === null) throw new AppError('ADDRESS_NOT_FOUND');
  const settlement = settlementOf(input);
  const quote = preview ? await buildQuote(buyerCtx, settlement, cachedSource(buyerCtx), false) : await buildQuote(buyerCtx, settlement);
  if (buyer.memberId === null && quote.coupon?.mail && mailboxOf(quote.coupon.mail) !== buyer.mailbox) throw new AppError('COUPON_USED');
  return quote;
}

/** The price the buyer would be charged, exactly as the storefront's settlement answers it. */
export async function priceOrderForMember(ctx: Ctx, input: ManualInput): Promise<TAdminManualOrderPrice> {
  const { buyer, buyerCtx } = await buyerOf(ctx, input);
  const { items, price, currency } = await quoteFor(buyerCtx, buyer, input, true);
  return { items, price, currency };
}

/**
 * An address of the order: the one typed, or one the member may choose at checkout (their own, or
 * their company's: a delivery address to deliver to, any to bill), checked as at checkout.
 */
async function addressOf(
  ctx: Ctx,
  buyer: Buyer,
  savedId: number | undefined,
  entered: ManualInput['address'],
  use: 'delivery' | 'billing',
) {
  if (entered) return guestAddress(ctx, entered);
  if (savedId === undefined || buyer.memberId === null) throw new AppError('ADDRESS_NOT_FOUND');
  return savedAddress(ctx, buyer.memberId, savedId, use);
}

/**
 * An order placed by staff for a buyer who phones: the storefront's own steps (unpaid limits,
 * pricing, stock, coupon, logo lines, the request key) with the buyer as the one who orders; unpaid
 * for some days, with the staff member's audit row and the mail carrying the payment link written
 * in its transaction. The same Idempotency-Key answers the same order and mails nothing again.
 */
export async function createOrderForMember(ctx: Ctx, input: ManualInput, key: RequestKey | undefined): Promise<TAdminManualOrderResponse> {
  const adminId = adminIdOf(ctx);
  const { buyer, buyerCtx } = await buyerOf(ctx, input);
  const answer = (placed: { id: number; no: string; payOrderId: number }) => ({
    ...placed,
    memberId: buyer.memberId,
    payUrl: payPageUrl(ctx.services.config, { ...placed, email: buyer.email, memberId: buyer.memberId }, ctx.services.clock()),
  });
  const earlier = await earlierOrder(buyerCtx, buyer, key);
  if (earlier) return answer(earlier);
  const quote = await quoteFor(buyerCtx, buyer, input, false);
  const address = await addressOf(ctx, buyer, input.addressId, input.address, 'delivery');
  const billingAddress =
    input.billingAddressId === undefined && !input.billingAddress
      ? address
      : await addressOf(ctx, buyer, input.billingAddressId, input.billingAddress, 'billing');
  const designs = buyer.memberId === null ? [] : await designsOfLines(buyerCtx, input.items);
  let mailId: number | null = null;
  const placed = await placeOrder(buyerCtx, {
    buyer,
    input,
    quote,
    address,
    billingAddress,
    requestKey: key,
    payWithinMs: MANUAL_PAY_WITHIN_DAYS * DAY_MS,
    also: async (tx, made) => {
      // The link goes out now, so the "awaiting payment" reminder minutes later is not sent too.
      const order = await tx.tradeOrder.update({ where: { id: made.id }, data: { unpaidMailTime: ctx.services.clock() } });
      await writeAudit(tx, {
        adminId,
        action: 'trade:order:create',
        target: `trade_order:${made.id}`,
        after: { no: made.no, memberId: buyer.memberId, email: buyer.email, currency: order.currency, payPrice: order.payPrice },
      });
      // Over a company buyer's spending limit the order waits for approval: the approval's mail carries the link.
      if (made.status === ORDER_STATUS.awaitingApproval) return;
      const link = payPageUrl(ctx.services.config, { ...made, email: buyer.email, memberId: buyer.memberId }, ctx.services.clock());
      mailId = await queueOrderMail(tx, ctx.services, 'order-payment-link', order, { link, days: String(MANUAL_PAY_WITHIN_DAYS) });
    },
  });
  if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
  await attachDesignPrintData(buyerCtx, placed.id, designs);
  return answer(placed);
}
