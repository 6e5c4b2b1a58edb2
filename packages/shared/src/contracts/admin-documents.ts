import { z } from 'zod';
import { zId } from './common.ts';

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
