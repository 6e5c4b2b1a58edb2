import { z } from 'zod';
import { pageResult, zId, zQueryInt } from './common.ts';

/** An issued document as the back office lists it: number, amount and when. */
export const ZAdminDocument = z.object({
  id: z.number().int(),
  no: z.string(),
  currency: z.string(),
  /** The invoice's total, or the amount a credit note gives back. */
  total: z.number().int(),
  issueTime: z.number().int(),
});

/** A credit note also names the after-sale it belongs to (null: the order cancelled or refunded by the shop). */
export const ZAdminCreditNote = ZAdminDocument.extend({
  afterSaleId: z.number().int().nullable(),
  afterSaleNo: z.string().nullable(),
});

/** The documents of an order: its invoice once issued, and every credit note correcting it, oldest first. */
export const ZAdminOrderDocuments = z.object({
  invoice: ZAdminDocument.nullable(),
  /** The supplementary invoices of the edits' paid extra payments (`editId`), oldest first. */
  supplementaryInvoices: z.array(ZAdminDocument.extend({ editId: z.number().int() })),
  creditNotes: z.array(ZAdminCreditNote),
  /** The quote the order was placed from (its PDF under `trade/quote/pdf`); null or absent for other orders. */
  quote: z.object({ id: z.number().int(), no: z.string() }).nullable().optional(),
});
export type TAdminOrderDocuments = z.infer<typeof ZAdminOrderDocuments>;

/**
 * The mails the back office can send a buyer again: the order confirmation (payment received, or
 * awaiting payment while unpaid), the invoice, the dispatch notice with the tracking number, and a
 * credit note.
 */
export const RESEND_MAIL_KINDS = ['confirmation', 'invoice', 'dispatch', 'credit-note'] as const;
export type ResendMailKind = (typeof RESEND_MAIL_KINDS)[number];

export const ZAdminResendMailRequest = z.object({
  /** The order. */
  id: zId,
  kind: z.enum(RESEND_MAIL_KINDS),
  /** For `credit-note`: which of the order's credit notes (its newest when left out). */
  creditNoteId: zId.optional(),
});

/** The kinds of documents the back office's document list shows. */
export const DOCUMENT_KINDS = ['invoice', 'credit-note'] as const;
export type DocumentKindName = (typeof DOCUMENT_KINDS)[number];

/**
 * `trade/invoice/page`: every invoice (supplementary ones too) and credit note issued, newest
 * first; by kind, number (or part of it) and issue time (`from` ≤ issued < `to`, epoch ms).
 */
export const ZAdminDocumentPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(20),
  kind: z.enum(DOCUMENT_KINDS).optional(),
  no: z.string().trim().max(40).optional(),
  from: zQueryInt(z.number().int().min(0)).optional(),
  to: zQueryInt(z.number().int().min(0)).optional(),
});

/** One document of the list: its order, and for a supplementary invoice the edit, for a credit note the after-sale (or null). */
export const ZAdminDocumentRow = ZAdminDocument.extend({
  kind: z.enum(DOCUMENT_KINDS),
  orderId: z.number().int(),
  orderNo: z.string(),
  /** A supplementary invoice's edit (its PDF: `trade/order/invoice?id=<orderId>&editId=`); null otherwise. */
  editId: z.number().int().nullable(),
  afterSaleNo: z.string().nullable(),
});
export type TAdminDocumentRow = z.infer<typeof ZAdminDocumentRow>;
export const ZAdminDocumentPageResponse = pageResult(ZAdminDocumentRow);
