import { QUOTE_STATUS } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import type { QuoteRow } from './quote-access.ts';
import { queueQuoteMail } from './quote-mail.ts';
import { OPEN_QUOTE } from './price-quote.ts';

/**
 * Declines an open quote (requested or priced → 40), by the shop or by the buyer; the buyer is
 * mailed either way (with the shop's reason). One conditional update decides against a concurrent
 * acceptance.
 */
export async function declineQuote(ctx: Ctx, quote: QuoteRow, reason = ''): Promise<boolean> {
  const now = ctx.services.clock();
  const mailId = await ctx.db.$transaction(async (tx) => {
    const claimed = await tx.tradeQuote.updateMany({
      where: { id: quote.id, status: { in: OPEN_QUOTE } },
      data: { status: QUOTE_STATUS.declined, closedAt: now },
    });
    if (claimed.count !== 1) throw new AppError('QUOTE_NOT_OPEN');
    return queueQuoteMail(tx, ctx.services, quote, 'quote-declined', { reason: reason ? `\n\n${reason}` : '' });
  });
  ctx.services.mailer.deliverLater(mailId);
  return true;
}
