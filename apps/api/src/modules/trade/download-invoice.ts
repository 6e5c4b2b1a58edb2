import type { FileAnswer } from '../../lib/endpoints.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { documentFile } from './documents.ts';
import { guestOrder, ownOrder } from './order-access.ts';

/** The order's invoice, or with `editId` the supplementary invoice of that edit's paid extra payment. */
async function invoiceFile(ctx: Ctx, order: { id: number }, editId: number | undefined): Promise<FileAnswer> {
  const invoice = await ctx.db.tradeInvoice.findFirst({ where: { orderId: order.id, editId: editId ?? null } });
  if (!invoice) throw new AppError('INVOICE_NOT_ISSUED');
  return documentFile({ db: ctx.db, storage: ctx.services.storage }, 'invoice', invoice);
}

/** The invoice PDF of an order of mine (another member's answers not found). */
export async function memberInvoice(ctx: Ctx, orderId: number, editId?: number): Promise<FileAnswer> {
  return invoiceFile(ctx, await ownOrder(ctx, orderId), editId);
}

/** The invoice PDF of a guest's order, named by its signed key. */
export async function guestInvoice(ctx: Ctx, token: string, editId?: number): Promise<FileAnswer> {
  return invoiceFile(ctx, await guestOrder(ctx, token), editId);
}
