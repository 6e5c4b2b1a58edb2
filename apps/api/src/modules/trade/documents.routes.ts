import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handleFile } from '../../lib/endpoints.ts';
import { guestCancellationNote, memberCancellationNote } from './download-cancellation-note.ts';
import { memberCreditNote } from './download-credit-note.ts';
import { guestInvoice, memberInvoice } from './download-invoice.ts';
import { createOffer } from './create-offer.ts';

const { order, afterSale } = contract.trade;

/** Invoices, credit notes and offers as PDF, under /pc-api; offers (drawn for anyone) are limited per client address. */
const documentRoutes: FastifyPluginAsync<{ offersPerMinute: number }> = async (app, opts) => {
  handleFile(app, order.invoice, (ctx, query) => memberInvoice(ctx, query.id, query.editId));
  handleFile(app, order.guestInvoice, (ctx, query) => guestInvoice(ctx, query.token, query.editId));
  handleFile(app, afterSale.creditNote, (ctx, query) => memberCreditNote(ctx, query.id));
  handleFile(app, order.creditNote, (ctx, query) => memberCancellationNote(ctx, query.id, query.refundId));
  handleFile(app, order.guestCreditNote, (ctx, query) => guestCancellationNote(ctx, query.token, query.refundId));
  handleFile(app, order.offer, (ctx, body) => createOffer(ctx, body), {
    config: { rateLimit: { max: opts.offersPerMinute, timeWindow: '1 minute' } },
  });
};

export default documentRoutes;
