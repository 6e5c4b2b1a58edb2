import { ORDER_TYPE, pickLanguage, pricingSettingsOf, QUOTE_STATUS, type Currency } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { companyOfMember } from '../member/buyer-company.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { DocumentFormat } from './document-content.ts';
import { placeOrder, savedAddress, type Buyer } from './create-order.ts';
import { guestOrderToken } from './guest-link.ts';
import { mailboxOf } from './mailbox.ts';
import type { QuoteRow } from './quote-access.ts';
import { quotedOrder } from './quote-pricing.ts';

/** What accepting answers: the order, and a guest the key to pay it on the guest order page. */
async function answer(ctx: Ctx, quote: QuoteRow, orderId: number) {
  if (quote.memberId !== null) return { orderId };
  const order = await ctx.db.tradeOrder.findUniqueOrThrow({ where: { id: orderId }, select: { id: true, no: true, email: true } });
  return { orderId, token: guestOrderToken(ctx.services.config.JWT_SECRET, order, ctx.services.clock()) };
}

/** Where the order goes: the address kept with the request, else the member's default (or latest) saved address. */
async function deliveryAddress(ctx: Ctx, quote: QuoteRow): Promise<object> {
  if (quote.address !== null) return quote.address as object;
  if (quote.memberId === null) throw new AppError('QUOTE_ADDRESS_MISSING');
  const saved = await ctx.db.address.findFirst({
    where: { memberId: quote.memberId },
    orderBy: [{ defaultStatus: 'desc' }, { id: 'desc' }],
    select: { id: true },
  });
  if (!saved) throw new AppError('QUOTE_ADDRESS_MISSING');
  return savedAddress(ctx, quote.memberId, saved.id);
}

/** The buyer of the order: the member by account, or the guest by the quote's e-mail. */
async function buyerOf(ctx: Ctx, quote: QuoteRow): Promise<Buyer> {
  const email =
    quote.memberId === null
      ? quote.email
      : (await ctx.db.member.findUniqueOrThrow({ where: { id: quote.memberId }, select: { mail: true } })).mail;
  return { memberId: quote.memberId, email, mailbox: mailboxOf(email), clientAddress: null };
}

/**
 * Accepts a priced quote before its validity ends: an order through the one order-creation path
 * (`placeOrder`: unpaid limits, stock, payment opened, and whatever it decides about approval), its
 * lines and figures the quoted ones instead of the catalogue's, the PO number and cost centre
 * carried. Once however often asked: the quote turns accepted (30) in the order's own transaction
 * by a conditional update, so of concurrent acceptances one order commits and the others roll
 * back and answer that order.
 */
export async function acceptQuote(ctx: Ctx, quote: QuoteRow) {
  if (quote.status === QUOTE_STATUS.accepted && quote.orderId !== null) return answer(ctx, quote, quote.orderId);
  if (quote.status === QUOTE_STATUS.requested) throw new AppError('QUOTE_NOT_PRICED');
  const now = ctx.services.clock();
  const language = pickLanguage(quote.language);
  if (quote.status === QUOTE_STATUS.expired || (quote.status === QUOTE_STATUS.priced && quote.validTo !== null && quote.validTo <= now)) {
    const format = new DocumentFormat(language, quote.currency as Currency);
    throw new AppError('QUOTE_EXPIRED', { date: format.date(quote.validTo ?? now) });
  }
  if (quote.status !== QUOTE_STATUS.priced) throw new AppError('QUOTE_NOT_OPEN');
  const lines = await ctx.db.tradeQuoteItem.findMany({ where: { quoteId: quote.id }, orderBy: { id: 'asc' } });
  const settings = pricingSettingsOf(await ctx.services.settings.read());
  const company = await companyOfMember(ctx.db, quote.memberId);
  const order = quotedOrder(lines, { ...quote, currency: quote.currency as Currency, company }, settings, language);
  const [address, buyer] = await Promise.all([deliveryAddress(ctx, quote), buyerOf(ctx, quote)]);
  const input = {
    items: lines.map((line) => ({
      skuId: line.skuId,
      count: line.count,
      orderType: line.orderType,
      ...(line.orderType === ORDER_TYPE.custom
        ? { size: line.size, locationId: line.locationId, imgUrl: line.imgUrl, description: line.description }
        : {}),
    })),
    deliveryType: quote.deliveryType as '1' | '2' | '3',
    poNumber: quote.poNumber ?? undefined,
    costCentre: quote.costCentre ?? undefined,
  };
  try {
    const placed = await placeOrder(ctx, {
      buyer,
      input,
      quote: order,
      address,
      billingAddress: address,
      requestKey: undefined,
      agreedByShop: true,
      also: async (tx, made) => {
        const claimed = await tx.tradeQuote.updateMany({
          where: { id: quote.id, status: QUOTE_STATUS.priced, validTo: { gt: now } },
          data: { status: QUOTE_STATUS.accepted, orderId: made.id, closedAt: now },
        });
        if (claimed.count !== 1) throw new AppError('QUOTE_NOT_OPEN');
      },
    });
    return answer(ctx, quote, placed.id);
  } catch (error) {
    // Another acceptance of the same quote committed first: answer its order.
    const current = await ctx.db.tradeQuote.findUnique({ where: { id: quote.id }, select: { status: true, orderId: true } });
    if (current?.status === QUOTE_STATUS.accepted && current.orderId !== null) return answer(ctx, quote, current.orderId);
    throw error;
  }
}
