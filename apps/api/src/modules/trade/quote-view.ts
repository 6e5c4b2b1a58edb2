import type { TAdminQuote, TQuote } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { printNamer } from './print-names.ts';
import type { TradeQuote, TradeQuoteItem, TradeQuoteMessage } from '../../generated/prisma/client.ts';
import type { PriceBreakdown } from '@shop/shared';

type Summary = Pick<TradeQuote, 'id' | 'no' | 'status' | 'currency' | 'payPrice' | 'email' | 'name' | 'company' | 'createdAt' | 'validTo'>;

/** A quote as lists show it. */
export function quoteSummary(quote: Summary, pieces: number) {
  return {
    id: quote.id,
    no: quote.no,
    status: quote.status,
    currency: quote.currency,
    payPrice: quote.payPrice,
    pieces,
    email: quote.email,
    name: quote.name,
    company: quote.company,
    createTime: quote.createdAt.getTime(),
    validTo: quote.validTo?.getTime() ?? null,
  };
}

function lineView(line: TradeQuoteItem): TQuote['lines'][number] {
  const { quoteId: _q, printTier: _t, printCheckLevel: _c, properties, ...fields } = line;
  return { ...fields, properties: (properties ?? []) as TQuote['lines'][number]['properties'] };
}

function messageView(message: TradeQuoteMessage): TQuote['messages'][number] {
  return {
    id: message.id,
    fromShop: message.fromShop,
    content: message.content,
    picUrls: message.picUrls,
    createTime: message.createdAt.getTime(),
  };
}

/** The whole quote for the buyer and the back office: lines, prices, validity and the thread, oldest message first. */
async function quoteView(db: Db, quote: TradeQuote): Promise<TAdminQuote> {
  const [lines, messages] = await Promise.all([
    db.tradeQuoteItem.findMany({ where: { quoteId: quote.id }, orderBy: { id: 'asc' } }),
    db.tradeQuoteMessage.findMany({ where: { quoteId: quote.id }, orderBy: { id: 'asc' } }),
  ]);
  return {
    ...quoteSummary(
      quote,
      lines.reduce((sum, line) => sum + line.count, 0),
    ),
    memberId: quote.memberId,
    companyId: quote.companyId,
    countryCode: quote.countryCode,
    state: quote.state,
    deliveryType: quote.deliveryType,
    poNumber: quote.poNumber,
    costCentre: quote.costCentre,
    note: quote.note,
    attachments: quote.attachments,
    lines: lines.map(lineView),
    price: quote.price as unknown as PriceBreakdown,
    shopNote: quote.shopNote,
    orderId: quote.orderId,
    hasAddress: quote.address !== null || quote.memberId !== null,
    pricedTime: quote.pricedAt?.getTime() ?? null,
    messages: messages.map(messageView),
  };
}

/** The back office's view: also a logo line's method and position by name, in the admin's language. */
export async function adminQuoteView(ctx: Pick<Ctx, 'db' | 'language'>, quote: TradeQuote): Promise<TAdminQuote> {
  const [view, names] = await Promise.all([quoteView(ctx.db, quote), printNamer(ctx)]);
  return { ...view, lines: view.lines.map((line) => (line.size ? { ...line, ...names(line) } : line)) };
}

/** The buyer's view: without the back office's member and company ids. */
export async function buyerQuoteView(db: Db, quote: TradeQuote): Promise<TQuote> {
  const { memberId: _m, companyId: _c, ...view } = await quoteView(db, quote);
  return view;
}
