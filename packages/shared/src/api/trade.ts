import { z } from 'zod';
import { ZGuestInvoiceQuery, ZInvoiceQuery, ZPdfFile } from '../contracts/document.ts';
import { ZIdOnlyQuery } from '../contracts/member.ts';
import { ZTradeConfig } from '../contracts/system.ts';
import {
  ZBillingAddressRequest,
  ZGuestApprovePrintRequest,
  ZGuestBillingAddressRequest,
  ZGuestOrderCreateRequest,
  ZGuestOrderCreateResponse,
  ZGuestOrderQuery,
  ZGuestPrintDataRequest,
  ZOrder,
  ZOrderCountResponse,
  ZOrderCreateRequest,
  ZOrderCreateResponse,
  ZOrderPageRequest,
  ZOrderPageResponse,
  ZPrintDataRequest,
  ZSettlementRequest,
  ZSettlementResponse,
} from '../contracts/trade.ts';
import { endpoint } from './endpoint.ts';

const zDone = z.boolean();

/** What the shop's rules are: after-sale reasons and the free-delivery threshold. */
export const config = {
  get: endpoint({
    method: 'GET',
    path: 'trade/config/get',
    access: 'public',
    tag: 'trade',
    summary: 'After-sale reasons and delivery threshold',
    data: ZTradeConfig,
  }),
};

/**
 * Pricing, placing and following orders, their print data and their documents (PDF), for members
 * and guests (a guest's order named by its signed key). Reviews of its lines are in after-sale.ts.
 */
export const order = {
  invoice: endpoint({
    method: 'GET',
    path: 'trade/order/invoice',
    access: 'member',
    tag: 'orders',
    summary:
      'The invoice of my paid order as PDF (numbered without gaps per year, in my language; orders with logo lines once the print data is approved); with editId the supplementary invoice of that paid extra payment',
    query: ZInvoiceQuery,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
  guestInvoice: endpoint({
    method: 'GET',
    path: 'trade/order/guest/invoice',
    access: 'public',
    tag: 'orders',
    summary: "As trade/order/invoice for a guest's order, named by its signed key",
    query: ZGuestInvoiceQuery,
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
  settlement: endpoint({
    method: 'POST',
    path: 'trade/order/settlement',
    access: 'public',
    tag: 'trade',
    summary: 'Price an order: lines with quantity discounts, coupon, delivery, tax, total',
    body: ZSettlementRequest,
    data: ZSettlementResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: 'trade/order/create',
    access: 'member',
    tag: 'trade',
    summary: 'Create the order (prices recomputed, stock reserved); send an Idempotency-Key header to make retries safe',
    body: ZOrderCreateRequest,
    data: ZOrderCreateResponse,
  }),
  page: endpoint({
    method: 'GET',
    path: 'trade/order/page',
    access: 'member',
    tag: 'orders',
    summary: "The member's orders, newest first, by status",
    query: ZOrderPageRequest,
    data: ZOrderPageResponse,
  }),
  getDetail: endpoint({
    method: 'GET',
    path: 'trade/order/get-detail',
    access: 'member',
    tag: 'orders',
    summary: 'One order with lines, prices, address and times',
    query: ZIdOnlyQuery,
    data: ZOrder,
  }),
  getCount: endpoint({
    method: 'GET',
    path: 'trade/order/get-count',
    access: 'member',
    tag: 'orders',
    summary: 'Orders per status',
    data: ZOrderCountResponse,
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: 'trade/order/cancel',
    access: 'member',
    tag: 'orders',
    summary: 'Cancel an unpaid order, or a paid one within 24 h before dispatch (refunded in full); stock and coupon are given back',
    query: ZIdOnlyQuery,
    data: zDone,
  }),
  receive: endpoint({
    method: 'PUT',
    path: 'trade/order/receive',
    access: 'member',
    tag: 'orders',
    summary: 'Confirm receipt of a dispatched order',
    query: ZIdOnlyQuery,
    data: zDone,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: 'trade/order/delete',
    access: 'member',
    tag: 'orders',
    summary: 'Remove a completed or cancelled order from the list',
    query: ZIdOnlyQuery,
    data: zDone,
  }),
  guestCreate: endpoint({
    method: 'POST',
    path: 'trade/order/guest/create',
    access: 'public',
    tag: 'trade',
    summary:
      "Create a guest's order with the entered e-mail and addresses (rate limited); answers the signed, expiring key that opens it (also mailed as a link)",
    body: ZGuestOrderCreateRequest,
    data: ZGuestOrderCreateResponse,
  }),
  guestGetDetail: endpoint({
    method: 'GET',
    path: 'trade/order/guest/get-detail',
    access: 'public',
    tag: 'orders',
    summary: "A guest's order by its signed key (an expired, forged or foreign key answers not found)",
    query: ZGuestOrderQuery,
    data: ZOrder,
  }),
  guestCancel: endpoint({
    method: 'DELETE',
    path: 'trade/order/guest/cancel',
    access: 'public',
    tag: 'orders',
    summary: "As trade/order/cancel for a guest's order, named by its signed key (an expired, forged or foreign key answers not found)",
    query: ZGuestOrderQuery,
    data: zDone,
  }),
  printData: endpoint({
    method: 'PUT',
    path: 'trade/order/item/print-data',
    access: 'member',
    tag: 'orders',
    summary:
      'Print data for a custom line of mine (a file uploaded with directory=print): status 10, checked in the background (→ 20 or 21 with reasons)',
    body: ZPrintDataRequest,
    data: zDone,
  }),
  approvePrint: endpoint({
    method: 'PUT',
    path: 'trade/order/item/approve-print',
    access: 'member',
    tag: 'orders',
    summary: "Approve the proof of a custom line's checked print data (20 → 30); no cancel or change afterwards",
    query: ZIdOnlyQuery,
    data: zDone,
  }),
  guestPrintData: endpoint({
    method: 'PUT',
    path: 'trade/order/guest/item/print-data',
    access: 'public',
    tag: 'orders',
    summary:
      "Print data for a custom line of the guest's order named by its signed key (a file uploaded with the same key): status 10, checked in the background",
    body: ZGuestPrintDataRequest,
    data: zDone,
  }),
  guestApprovePrint: endpoint({
    method: 'PUT',
    path: 'trade/order/guest/item/approve-print',
    access: 'public',
    tag: 'orders',
    summary: "Approve the proof of a custom line of the guest's order named by its signed key (20 → 30)",
    body: ZGuestApprovePrintRequest,
    data: zDone,
  }),
  updateBillingAddress: endpoint({
    method: 'PUT',
    path: 'trade/order/update-billing-address',
    access: 'member',
    tag: 'orders',
    summary:
      'A saved address of mine becomes the billing address of my order: until a custom line is approved for print (30), never once dispatched or cancelled',
    body: ZBillingAddressRequest,
    data: zDone,
  }),
  guestUpdateBillingAddress: endpoint({
    method: 'PUT',
    path: 'trade/order/guest/update-billing-address',
    access: 'public',
    tag: 'orders',
    summary: "The billing address of the guest's order named by its signed key, entered anew (same rule as for members)",
    body: ZGuestBillingAddressRequest,
    data: zDone,
  }),
};
