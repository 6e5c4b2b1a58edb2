import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle, handleFile } from '../../lib/endpoints.ts';
import { acceptQuote } from './accept-quote.ts';
import { createQuote } from './create-quote.ts';
import { declineQuote } from './decline-quote.ts';
import { pageMemberQuotes } from './page-quotes.ts';
import { guestQuote, ownQuote } from './quote-access.ts';
import { quotePdf } from './quote-document.ts';
import { buyerQuoteView } from './quote-view.ts';
import { writeQuoteMessage } from './write-quote-message.ts';

const { quote } = contract.trade;

/** Quotes for members (by login) and guests (by the signed key), under /pc-api; requests are limited per client address. */
const quoteRoutes: FastifyPluginAsync<{ formsPerMinute: number }> = async (app, opts) => {
  handle(app, quote.create, (ctx, body, request) => createQuote(ctx, body, request.ip), {
    config: { rateLimit: { max: opts.formsPerMinute, timeWindow: '1 minute' } },
  });
  handle(app, quote.page, (ctx, query) => pageMemberQuotes(ctx, query));
  handle(app, quote.get, async (ctx, query) => buyerQuoteView(ctx.db, await ownQuote(ctx, query.id)));
  handle(app, quote.message, async (ctx, body) => writeQuoteMessage(ctx, await ownQuote(ctx, body.id), body, false));
  handle(app, quote.accept, async (ctx, query) => acceptQuote(ctx, await ownQuote(ctx, query.id)));
  handle(app, quote.decline, async (ctx, query) => declineQuote(ctx, await ownQuote(ctx, query.id)));
  handleFile(app, quote.pdf, async (ctx, query) => quotePdf(await ownQuote(ctx, query.id)));
  handle(app, quote.guestGet, async (ctx, query) => buyerQuoteView(ctx.db, await guestQuote(ctx, query.token)));
  handle(app, quote.guestMessage, async (ctx, body) => writeQuoteMessage(ctx, await guestQuote(ctx, body.token), body, false));
  handle(app, quote.guestAccept, async (ctx, query) => acceptQuote(ctx, await guestQuote(ctx, query.token)));
  handle(app, quote.guestDecline, async (ctx, query) => declineQuote(ctx, await guestQuote(ctx, query.token)));
  handleFile(app, quote.guestPdf, async (ctx, query) => quotePdf(await guestQuote(ctx, query.token)));
};

export default quoteRoutes;
