import { formatMoney, pickLanguage, pricingSettingsOf, QUOTE_STATUS, type Currency, type ZQuotePriceRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { companyOfMember } from '../member/buyer-company.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { DocumentFormat } from './document-content.ts';
import { printNames } from './documents.ts';
import { anyQuote } from './quote-access.ts';
import { quoteDocument } from './quote-document.ts';
import { quotePageUrl } from './quote-link.ts';
import { queueQuoteMail } from './quote-mail.ts';
import { priceQuote } from './quote-pricing.ts';

type PriceInput = z.output<typeof ZQuotePriceRequest>;

/** The quote states the shop may (re)price: asked for, or sent and not yet answered. */
export const OPEN_QUOTE = [QUOTE_STATUS.requested, QUOTE_STATUS.priced];

/**
 * Prices a quote line by line (every line once), with delivery and validity: the pricing core
 * adds it up with the destination's tax, the quote becomes "priced" (20) and its PDF content is
 * kept; the buyer is mailed the quote with the PDF. Pricing again before an answer sends the new
 * figures. One conditional update decides against a concurrent acceptance or decline.
 */
export async function priceQuoteByShop(ctx: Ctx, input: PriceInput): Promise<boolean> {
  const quote = await anyQuote(ctx, input.id);
  if (!(OPEN_QUOTE as number[]).includes(quote.status)) throw new AppError('QUOTE_NOT_OPEN');
  const now = ctx.services.clock();
  if (input.validTo <= now.getTime()) throw new AppError('QUOTE_VALID_TO_PAST');
  const stored = await ctx.db.tradeQuoteItem.findMany({ where: { quoteId: quote.id }, orderBy: { id: 'asc' } });
  const asked = new Map(input.lines.map((line) => [line.id, line]));
  if (asked.size !== input.lines.length || asked.size !== stored.length || stored.some((line) => !asked.has(line.id)))
    throw new AppError('QUOTE_LINES_MISMATCH');
  const lines = stored.map((line) => ({ ...line, ...asked.get(line.id)!, id: line.id }));
  const settings = await ctx.services.settings.read();
  const company = await companyOfMember(ctx.db, quote.memberId);
  const terms = { ...quote, deliveryPrice: input.deliveryPrice, currency: quote.currency as Currency, company };
  const priced = priceQuote(lines, terms, pricingSettingsOf(settings), pickLanguage(quote.language));
  // Each line with its new amounts, as the PDF prints it.
  const amounts = lines.map((line, i) => ({ ...line, totalPrice: priced.items[i]!.totalPrice, decalsPrice: priced.items[i]!.decalsPrice }));
  const validTo = new Date(input.validTo);
  const sent = { ...quote, validTo, pricedAt: now, shopNote: input.note };
  const content = quoteDocument(
    sent,
    amounts,
    priced.price,
    settings,
    await printNames(ctx.db),
    quotePageUrl(ctx.services.config, quote, now),
  );
  const format = new DocumentFormat(pickLanguage(quote.language), terms.currency);
  const mailId = await ctx.db.$transaction(async (tx) => {
    const claimed = await tx.tradeQuote.updateMany({
      where: { id: quote.id, status: { in: OPEN_QUOTE } },
      data: {
        status: QUOTE_STATUS.priced,
        price: priced.price as unknown as Prisma.InputJsonValue,
        payPrice: priced.price.payPrice,
        deliveryPrice: input.deliveryPrice,
        validTo,
        shopNote: input.note,
        pricedAt: now,
        content: content as unknown as Prisma.InputJsonValue,
      },
    });
    if (claimed.count !== 1) throw new AppError('QUOTE_NOT_OPEN');
    for (const { id, unitPrice, printPrice, setupPrice, totalPrice, decalsPrice } of amounts)
      await tx.tradeQuoteItem.update({ where: { id }, data: { unitPrice, printPrice, setupPrice, totalPrice, decalsPrice } });
    return queueQuoteMail(
      tx,
      ctx.services,
      quote,
      'quote-priced',
      {
        total: formatMoney(priced.price.payPrice, terms.currency, format.language),
        validTo: format.date(validTo),
        note: input.note ? `\n\n${input.note}` : '',
      },
      [{ kind: 'quote', id: quote.id }],
    );
  });
  ctx.services.mailer.deliverLater(mailId);
  return true;
}
