import { z } from 'zod';
import {
  ZAdminOrderAddressRequest,
  ZAdminOrderCancelRequest,
  ZAdminOrderCountRequest,
  ZAdminOrderCountResponse,
  ZAdminOrderDispatchRequest,
  ZAdminOrderDetail,
  ZAdminOrderPageRequest,
  ZAdminOrderPageResponse,
  ZAdminOrderRefundRequest,
  ZAdminOrderRemarkRequest,
  ZAdminOrderUpdateDispatchRequest,
  ZCarrier,
} from '../../contracts/admin.ts';
import {
  ZAdminPrintArtworkRequest,
  ZAdminPrintCheckRequest,
  ZAdminPrintPageRequest,
  ZAdminPrintPageResponse,
  ZAdminPrintStatusRequest,
} from '../../contracts/admin-print.ts';
import { ZAdminTradeSummary, ZAdminTradeSummaryRequest, ZAdminTradeTodo } from '../../contracts/admin-statistics.ts';
import {
  ZAdminSalesReport,
  ZAdminSalesReportRequest,
  ZAdminTaxReport,
  ZAdminTaxReportRequest,
  ZCsvFile,
} from '../../contracts/admin-reports.ts';
import { ZAdminDocumentPageRequest, ZAdminDocumentPageResponse, ZAdminResendMailRequest } from '../../contracts/admin-documents.ts';
import { ZAdminOrderEditPrice, ZAdminOrderUpdateItemsRequest } from '../../contracts/admin-order-edit.ts';
import { ZAdminManualOrderPrice, ZAdminManualOrderRequest, ZAdminManualOrderResponse } from '../../contracts/admin-manual-order.ts';
import { ZAdminOfferPageRequest, ZAdminOfferPageResponse, ZInvoiceQuery, ZPdfFile } from '../../contracts/document.ts';
import { ZIdOnlyQuery } from '../../contracts/member.ts';
import { ZOrderRefund } from '../../contracts/trade.ts';
import { endpoint } from '../endpoint.ts';

const zDone = z.boolean();

/** All members' orders: the list, an order's page, dispatch, remark, address, cancellation and refunds. */
export const order = {
  page: endpoint({
    method: 'GET',
    path: 'trade/order/page',
    access: { permission: 'trade:order:query' },
    tag: 'admin: orders',
    summary:
      "A page of all members' orders, newest first, each with the member's e-mail; by status, number, e-mail, time placed and payment channel",
    query: ZAdminOrderPageRequest,
    data: ZAdminOrderPageResponse,
  }),
  exportExcel: endpoint({
    method: 'GET',
    path: 'trade/order/export-excel',
    access: { permission: 'trade:order:export' },
    tag: 'admin: orders',
    summary:
      "The orders under the page's filters as CSV (UTF-8 with BOM), one row per line with the order's figures; amounts in major units beside their currency",
    query: ZAdminOrderCountRequest,
    file: 'text/csv; charset=utf-8',
    data: ZCsvFile,
  }),
  getCount: endpoint({
    method: 'GET',
    path: 'trade/order/get-count',
    access: { permission: 'trade:order:query' },
    tag: 'admin: orders',
    summary: "How many orders each status has, under the page's other filters (the tabs above the list)",
    query: ZAdminOrderCountRequest,
    data: ZAdminOrderCountResponse,
  }),
  getDetail: endpoint({
    method: 'GET',
    path: 'trade/order/get-detail',
    access: { permission: 'trade:order:query' },
    tag: 'admin: orders',
    summary: 'One order with lines, prices, addresses, times, member, carrier, remark and its history (`logs`: every move, who and when)',
    query: ZIdOnlyQuery,
    data: ZAdminOrderDetail,
  }),
  delivery: endpoint({
    method: 'PUT',
    path: 'trade/order/delivery',
    access: { permission: 'trade:order:update' },
    tag: 'admin: orders',
    summary: 'Dispatch a paid order (10 → 20) with carrier and tracking number; the shopper is mailed',
    body: ZAdminOrderDispatchRequest,
    data: zDone,
  }),
  updateDelivery: endpoint({
    method: 'PUT',
    path: 'trade/order/update-delivery',
    access: { permission: 'trade:order:update' },
    tag: 'admin: orders',
    summary:
      "Correct a dispatched order's carrier and tracking number (20 or 30); with `notify` the buyer gets the dispatch mail again with them",
    body: ZAdminOrderUpdateDispatchRequest,
    data: zDone,
  }),
  updateRemark: endpoint({
    method: 'PUT',
    path: 'trade/order/update-remark',
    access: { permission: 'trade:order:update' },
    tag: 'admin: orders',
    summary: "Set the back office's note on an order",
    body: ZAdminOrderRemarkRequest,
    data: zDone,
  }),
  updateAddress: endpoint({
    method: 'PUT',
    path: 'trade/order/update-address',
    access: { permission: 'trade:order:update' },
    tag: 'admin: orders',
    summary: "Change the delivery address of an order not dispatched yet (same country; a US order's state stays)",
    body: ZAdminOrderAddressRequest,
    data: zDone,
  }),
  cancel: endpoint({
    method: 'PUT',
    path: 'trade/order/cancel',
    access: { permission: 'trade:order:cancel' },
    tag: 'admin: orders',
    summary:
      'Cancel an order not dispatched yet: a paid one is refunded in full through its payment provider (once); stock and coupon go back; the shopper is mailed the reason',
    body: ZAdminOrderCancelRequest,
    data: zDone,
  }),
  refund: endpoint({
    method: 'POST',
    path: 'trade/order/refund',
    access: { permission: 'trade:order:refund' },
    tag: 'admin: orders',
    summary:
      'Refund part or all of a paid, dispatched or completed order (guests’ too): per line pieces and cents, delivery, reason, restock; never more than is left; through the payment’s provider once per Idempotency-Key; credit note and mail to the buyer',
    body: ZAdminOrderRefundRequest,
    data: ZOrderRefund,
  }),
  invoice: endpoint({
    method: 'GET',
    path: 'trade/order/invoice',
    access: { permission: 'trade:order:query' },
    tag: 'admin: orders',
    summary:
      'The invoice of an order as PDF, exactly as the buyer got it (not issued yet: 1011012000); with editId the supplementary invoice of that edit’s paid extra payment',
    query: ZInvoiceQuery,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
  resendMail: endpoint({
    method: 'POST',
    path: 'trade/order/resend-mail',
    access: { permission: 'trade:order:update' },
    tag: 'admin: orders',
    summary:
      'Mail the buyer again: `confirmation` (the order confirmation), `invoice` (with the PDF), `dispatch` (carrier and tracking number) or `credit-note` (with the PDF)',
    body: ZAdminResendMailRequest,
    data: zDone,
  }),
  settlementForMember: endpoint({
    method: 'POST',
    path: 'trade/order/settlement-for-member',
    access: { permission: 'trade:order:create' },
    tag: 'admin: orders',
    summary:
      "The price of an order placed for a buyer (the body of create-for-member), from the storefront's own settlement, before it is placed",
    body: ZAdminManualOrderRequest,
    data: ZAdminManualOrderPrice,
  }),
  updateItemsPreview: endpoint({
    method: 'POST',
    path: 'trade/order/update-items/preview',
    access: { permission: 'trade:order:update' },
    tag: 'admin: orders',
    summary: 'What `update-items` would make of the order (its lines, price and the difference), changing nothing',
    body: ZAdminOrderUpdateItemsRequest,
    data: ZAdminOrderEditPrice,
  }),
  updateItems: endpoint({
    method: 'PUT',
    path: 'trade/order/update-items',
    access: { permission: 'trade:order:update' },
    tag: 'admin: orders',
    summary:
      "Change an order's lines before dispatch and before any logo line's print data is approved: re-priced under the order's rules (kept lines at the price sold, new ones at today's); stock moves by the difference; a paid order's lower total is refunded (credit note and mail), a higher one is asked for by a payment link mailed to the buyer. The same `Idempotency-Key` edits once",
    body: ZAdminOrderUpdateItemsRequest,
    data: ZAdminOrderEditPrice,
  }),
  createForMember: endpoint({
    method: 'POST',
    path: 'trade/order/create-for-member',
    access: { permission: 'trade:order:create' },
    tag: 'admin: orders',
    summary:
      "Place an unpaid order for a member or an e-mail address (a member's address makes it theirs) as the storefront would; the buyer is mailed the payment link. The same `Idempotency-Key` answers the same order",
    body: ZAdminManualOrderRequest,
    data: ZAdminManualOrderResponse,
  }),
};

/** Credit notes by their own id: an after-sale's, or an order's cancelled or refunded by the shop. */
export const creditNote = {
  getPdf: endpoint({
    method: 'GET',
    path: 'trade/credit-note/get-pdf',
    access: { permission: 'trade:order:query' },
    tag: 'admin: orders',
    summary: 'A credit note as PDF, exactly as the buyer got it',
    query: ZIdOnlyQuery,
    file: 'application/pdf',
    data: ZPdfFile,
  }),
};

/** Every invoice and credit note issued, across orders. */
export const invoice = {
  page: endpoint({
    method: 'GET',
    path: 'trade/invoice/page',
    access: { permission: 'trade:invoice:query' },
    tag: 'admin: orders',
    summary:
      'A page of the invoices (supplementary ones too) and credit notes issued, newest first, each with its order and amount; by kind, number and issue time',
    query: ZAdminDocumentPageRequest,
    data: ZAdminDocumentPageResponse,
  }),
};

/** The carriers an order can be dispatched with. */
export const carriers = {
  listAllSimple: endpoint({
    method: 'GET',
    path: 'trade/delivery/express/list-all-simple',
    access: { permission: 'trade:order:query' },
    tag: 'admin: orders',
    summary: 'The carriers an order can be dispatched with',
    data: z.array(ZCarrier),
  }),
};

/** The back office's list of the offers shoppers asked for. */
export const offer = {
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

/** The print data of custom (logo) lines: the check queue, the verdict, printing and printed. */
export const print = {
  page: endpoint({
    method: 'GET',
    path: 'trade/order/item/print-page',
    access: { permission: 'trade:order:query' },
    tag: 'admin: print data',
    summary:
      'Custom lines of paid orders with their print order, print data, automatic findings and status, oldest first (by print status)',
    query: ZAdminPrintPageRequest,
    data: ZAdminPrintPageResponse,
  }),
  check: endpoint({
    method: 'PUT',
    path: 'trade/order/item/print-check',
    access: { permission: 'trade:order:update' },
    tag: 'admin: print data',
    summary:
      'Pass (10 → 20, then 30 at once when the product needs no approval by the shopper) or reject with a reason (10 → 21, the shopper is mailed)',
    body: ZAdminPrintCheckRequest,
    data: zDone,
  }),
  artwork: endpoint({
    method: 'PUT',
    path: 'trade/order/item/print-artwork',
    access: { permission: 'trade:order:update' },
    tag: 'admin: print data',
    summary:
      'The artwork staff prepared for a line whose shopper asked for it (11 → 10, a file uploaded with directory=print): checked like any print data, then a proof for the shopper',
    body: ZAdminPrintArtworkRequest,
    data: zDone,
  }),
  status: endpoint({
    method: 'PUT',
    path: 'trade/order/item/print-status',
    access: { permission: 'trade:order:update' },
    tag: 'admin: print data',
    summary: 'Printing started (30 → 40) or finished (40 → 50); a custom line is dispatched only at 50',
    body: ZAdminPrintStatusRequest,
    data: zDone,
  }),
};

/** The back office's dashboard. */
export const statistics = {
  trade: {
    summary: endpoint({
      method: 'GET',
      path: 'statistics/trade/summary',
      // Whoever may read every order may see the counts; revenue needs `statistics:trade:query` too.
      access: { permission: 'trade:order:query' },
      tag: 'admin: dashboard',
      summary:
        "Today's orders and net revenue per currency (revenue only with statistics:trade:query), orders awaiting dispatch, low-stock SKUs and the last 30 days",
      query: ZAdminTradeSummaryRequest,
      data: ZAdminTradeSummary,
    }),
    todo: endpoint({
      method: 'GET',
      path: 'statistics/trade/todo',
      // Any admin: each count is answered only when the admin's permissions cover its work (else null).
      access: 'admin',
      tag: 'admin: dashboard',
      summary:
        'What waits for staff: orders to dispatch, print data to check, logo lines to print, after-sales to handle, messages to answer (null where the permissions do not reach)',
      data: ZAdminTradeTodo,
    }),
    sales: endpoint({
      method: 'GET',
      path: 'statistics/trade/sales',
      access: { permission: 'statistics:trade:query' },
      tag: 'admin: reports',
      summary:
        'Sales paid in a period (from included, to excluded, epoch ms) net of refunds, by day, product, category or country; cents per currency, never added across currencies',
      query: ZAdminSalesReportRequest,
      data: ZAdminSalesReport,
    }),
    tax: endpoint({
      method: 'GET',
      path: 'statistics/trade/tax',
      access: { permission: 'statistics:trade:query' },
      tag: 'admin: reports',
      summary:
        'VAT per EU country and sales tax per US state of the invoices issued in a period less its credit notes: taxable amount and tax, cents per currency',
      query: ZAdminTaxReportRequest,
      data: ZAdminTaxReport,
    }),
  },
};
