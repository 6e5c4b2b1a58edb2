import { adminContract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle, handleFile } from '../../lib/endpoints.ts';
import { declineQuote } from './decline-quote.ts';
import { pageAdminQuotes } from './page-quotes.ts';
import { priceQuoteByShop } from './price-quote.ts';
import { anyQuote } from './quote-access.ts';
import { quotePdf } from './quote-document.ts';
import { adminQuoteView } from './quote-view.ts';
import { writeQuoteMessage } from './write-quote-message.ts';

const { quote } = adminContract.trade;

/** The back office's quotes, under /admin-api. */
const quoteAdminRoutes: FastifyPluginAsync = async (app) => {
  handle(app, quote.page, (ctx, query) => pageAdminQuotes(ctx, query));
  handle(app, quote.get, async (ctx, query) => adminQuoteView(ctx, await anyQuote(ctx, query.id)));
  handle(app, quote.price, (ctx, body) => priceQuoteByShop(ctx, body));
  handle(app, quote.decline, async (ctx, body) => declineQuote(ctx, await anyQuote(ctx, body.id), body.reason));
  handle(app, quote.message, async (ctx, body) => writeQuoteMessage(ctx, await anyQuote(ctx, body.id), body, true));
  handleFile(app, quote.pdf, async (ctx, query) => quotePdf(await anyQuote(ctx, query.id)));
};

export default quoteAdminRoutes;
