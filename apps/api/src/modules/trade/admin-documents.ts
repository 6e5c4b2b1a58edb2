import type { TAdminOrderDocuments } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileAnswer } from '../../lib/endpoints.ts';
import type { Ctx } from '../../lib/use-case.ts';
import type { DocumentKind } from './document-pdf.ts';
import { documentFilename, documentPdf, type StoredDocument } from './documents.ts';

interface DocumentRow {
  id: number;
  no: string;
  currency: string;
  total: number;
  issuedAt: Date;
}

const listed = (row: DocumentRow) => ({
  id: row.id,
  no: row.no,
  currency: row.currency,
  total: row.total,
  issueTime: row.issuedAt.getTime(),
});

/**
 * The invoice, the supplementary invoices of paid extra payments, the credit notes of an order and
 * the quote it was placed from, as its back-office page lists them (whoever issued the credit notes).
 */
export async function orderDocuments(db: Db, orderId: number): Promise<TAdminOrderDocuments> {
  const [invoices, notes, quote] = await Promise.all([
    db.tradeInvoice.findMany({ where: { orderId }, orderBy: { id: 'asc' } }),
    db.tradeCreditNote.findMany({ where: { orderId }, orderBy: { id: 'asc' } }),
    db.tradeQuote.findUnique({ where: { orderId }, select: { id: true, no: true } }),
  ]);
  const afterSaleIds = notes.flatMap((n) => (n.afterSaleId === null ? [] : [n.afterSaleId]));
  const afterSales = await db.tradeAfterSale.findMany({ where: { id: { in: afterSaleIds } }, select: { id: true, no: true } });
  const invoice = invoices.find((i) => i.editId === null);
  return {
    invoice: invoice ? listed(invoice) : null,
    supplementaryInvoices: invoices.flatMap((i) => (i.editId === null ? [] : [{ ...listed(i), editId: i.editId }])),
    creditNotes: notes.map((n) => ({
      ...listed(n),
      afterSaleId: n.afterSaleId,
      afterSaleNo: afterSales.find((a) => a.id === n.afterSaleId)?.no ?? null,
    })),
    quote,
  };
}

/** The invoice of an order and the credit note of one of its after-sales, for the after-sale's page. */
export async function afterSaleDocuments(db: Db, afterSale: { id: number; orderId: number }) {
  const [invoice, note] = await Promise.all([
    db.tradeInvoice.findFirst({ where: { orderId: afterSale.orderId, editId: null } }),
    db.tradeCreditNote.findUnique({ where: { afterSaleId: afterSale.id } }),
  ]);
  return { invoice: invoice && listed(invoice), creditNote: note && listed(note) };
}

async function file(ctx: Ctx, kind: DocumentKind, row: StoredDocument): Promise<FileAnswer> {
  return { filename: documentFilename(kind, row.no), content: await documentPdf({ db: ctx.db, storage: ctx.services.storage }, kind, row) };
}

/** Any order's invoice PDF (with `editId` the supplementary invoice of that edit), the stored one the buyer got. */
export async function adminInvoice(ctx: Ctx, orderId: number, editId?: number): Promise<FileAnswer> {
  const order = await ctx.db.tradeOrder.findUnique({ where: { id: orderId }, select: { id: true } });
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const invoice = await ctx.db.tradeInvoice.findFirst({ where: { orderId, editId: editId ?? null } });
  if (!invoice) throw new AppError('INVOICE_NOT_ISSUED');
  return file(ctx, 'invoice', invoice);
}

/** A credit note's PDF by its own id. */
export async function adminCreditNote(ctx: Ctx, id: number): Promise<FileAnswer> {
  const note = await ctx.db.tradeCreditNote.findUnique({ where: { id } });
  if (!note) throw new AppError('CREDIT_NOTE_NOT_ISSUED');
  return file(ctx, 'credit-note', note);
}

/** The credit note of an after-sale, once refunded. */
export async function adminAfterSaleCreditNote(ctx: Ctx, afterSaleId: number): Promise<FileAnswer> {
  const afterSale = await ctx.db.tradeAfterSale.findUnique({ where: { id: afterSaleId }, select: { id: true } });
  if (!afterSale) throw new AppError('AFTER_SALE_NOT_FOUND');
  const note = await ctx.db.tradeCreditNote.findUnique({ where: { afterSaleId } });
  if (!note) throw new AppError('CREDIT_NOTE_NOT_ISSUED');
  return file(ctx, 'credit-note', note);
}
