import { ZAdminOfferPageRequest, ZAdminOfferPageResponse, ZPdfFile } from '../contracts/document.ts';
import { ZIdOnlyQuery } from '../contracts/member.ts';
import { ZGuestOrderQuery, ZSettlementRequest } from '../contracts/trade.ts';
import { endpoint } from './endpoint.ts';

/** Invoices and offers of orders as PDF, under /pc-api: beside the order endpoints. */
export const orderDocuments = {
  invoice: endpoint({
    method: 'GET',
    path: 'trade/order/invoice',
    access: 'member',
    tag: 'orders',
    summary:
      'The invoice of my paid order as PDF (numbered without gaps per year, in my language; orders with logo lines once the print data is approved)',
    query: ZIdOnlyQuery,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
  guestInvoice: endpoint({
    method: 'GET',
    path: 'trade/order/guest/invoice',
    access: 'public',
    tag: 'orders',
    summary: "As trade/order/invoice for a guest's order, named by its signed key",
    query: ZGuestOrderQuery,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
  creditNote: endpoint({
    method: 'GET',
    path: 'trade/order/credit-note',
    access: 'member',
    tag: 'orders',
    summary:
      'The credit note of my order cancelled with refund after its invoice, as PDF (the credit notes of returns are under trade/after-sale/credit-note)',
    query: ZIdOnlyQuery,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
  guestCreditNote: endpoint({
    method: 'GET',
    path: 'trade/order/guest/credit-note',
    access: 'public',
    tag: 'orders',
    summary: "As trade/order/credit-note for a guest's order, named by its signed key",
    query: ZGuestOrderQuery,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
  offer: endpoint({
    method: 'POST',
    path: 'trade/order/offer',
    access: 'public',
    tag: 'trade',
    summary:
      'A numbered offer (quote) as PDF for the settlement body, priced as the settlement prices it and valid 30 days; for members and guests, also over 50 pieces and for logo lines',
    body: ZSettlementRequest,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
};

/** The credit note of a refunded after-sale, beside the after-sale endpoints. */
export const creditNote = endpoint({
  method: 'GET',
  path: 'trade/after-sale/credit-note',
  access: 'member',
  tag: 'after-sale',
  summary: 'The credit note of my refunded after-sale as PDF (its own yearly series, the refunded amount, the invoice it corrects)',
  query: ZIdOnlyQuery,
  file: 'application/pdf',
  data: ZPdfFile,
});

/** The back office's list of the offers shoppers asked for. */
export const adminOffer = {
  page: endpoint({
    method: 'GET',
    path: 'trade/offer/page',
    access: { permission: 'trade:offer:query' },
    tag: 'admin: orders',
    summary: 'A page of the offers shoppers downloaded, newest first, with their lines and totals; by number, members or guests',
    query: ZAdminOfferPageRequest,
    data: ZAdminOfferPageResponse,
  }),
  getPdf: endpoint({
    method: 'GET',
    path: 'trade/offer/get-pdf',
    access: { permission: 'trade:offer:query' },
    tag: 'admin: orders',
    summary: 'The PDF of an offer exactly as the shopper downloaded it',
    query: ZIdOnlyQuery,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
};
