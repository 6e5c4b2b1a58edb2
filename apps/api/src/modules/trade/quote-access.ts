import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { guestTokenQuoteId, quoteKeyOpens } from './quote-link.ts';

/** A quote of the logged-in member (code 1011030000 for anyone else's). */
export async function ownQuote(ctx: Ctx, id: number) {
  const quote = await ctx.db.tradeQuote.findFirst({ where: { id, memberId: memberIdOf(ctx) } });
  if (!quote) throw new AppError('QUOTE_NOT_FOUND');
  return quote;
}

/** A guest's quote named by its signed key; an expired or forged key, or a member's quote, opens nothing. */
export async function guestQuote(ctx: Ctx, token: string) {
  const id = guestTokenQuoteId(token, ctx.services.clock());
  const quote = id === null ? null : await ctx.db.tradeQuote.findUnique({ where: { id } });
  if (!quote || quote.memberId !== null || !quoteKeyOpens(ctx.services.config.JWT_SECRET, token, quote))
    throw new AppError('QUOTE_NOT_FOUND');
  return quote;
}

/** Any quote, for the back office. */
export async function anyQuote(ctx: Ctx, id: number) {
  const quote = await ctx.db.tradeQuote.findUnique({ where: { id } });
  if (!quote) throw new AppError('QUOTE_NOT_FOUND');
  return quote;
}

export type QuoteRow = Awaited<ReturnType<typeof anyQuote>>;
