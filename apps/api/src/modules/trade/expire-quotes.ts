import { formatMoney, pickLanguage, QUOTE_STATUS, type Currency } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';
import { DocumentFormat } from './document-content.ts';
import { queueQuoteMail } from './quote-mail.ts';

/**
 * Closes the priced quotes whose validity ended (→ 50) and mails their buyers. Every instance may
 * run it: a conditional update closes each quote once, and its mail goes with it.
 */
export async function expireQuotes(ctx: Pick<Ctx, 'db' | 'services'>, now: Date): Promise<number> {
  const due = await ctx.db.tradeQuote.findMany({
    where: { status: QUOTE_STATUS.priced, validTo: { lte: now } },
    orderBy: { validTo: 'asc' },
    take: 200,
  });
  let expired = 0;
  for (const quote of due) {
    const format = new DocumentFormat(pickLanguage(quote.language), quote.currency as Currency);
    const mailId = await ctx.db.$transaction(async (tx) => {
      const closed = await tx.tradeQuote.updateMany({
        where: { id: quote.id, status: QUOTE_STATUS.priced, validTo: { lte: now } },
        data: { status: QUOTE_STATUS.expired, closedAt: now },
      });
      if (closed.count !== 1) return null;
      return queueQuoteMail(tx, ctx.services, quote, 'quote-expired', {
        validTo: format.date(quote.validTo!),
        total: formatMoney(quote.payPrice, format.currency, format.language),
      });
    });
    if (mailId === null) continue;
    ctx.services.mailer.deliverLater(mailId);
    expired += 1;
  }
  return expired;
}
