import type { FileAnswer } from '../../lib/endpoints.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { documentFile } from './documents.ts';
import { guestOrder, ownOrder } from './order-access.ts';

/** The order's cancellation note, or with `refundId` the credit note of that refund by the shop (of this order only). */
async function cancellationNoteFile(ctx: Ctx, order: { id: number }, refundId?: number): Promise<FileAnswer> {
  const note = await ctx.db.tradeCreditNote.findFirst({ where: { orderId: order.id, afterSaleId: null, orderRefundId: refundId ?? null } });
  if (!note) throw new AppError('CREDIT_NOTE_NOT_ISSUED');
  return documentFile({ db: ctx.db, storage: ctx.services.storage }, 'credit-note', note);
}

/** The credit note of my order cancelled with refund after its invoice, or of a refund the shop made of it. */
export async function memberCancellationNote(ctx: Ctx, orderId: number, refundId?: number): Promise<FileAnswer> {
  return cancellationNoteFile(ctx, await ownOrder(ctx, orderId), refundId);
}

/** As memberCancellationNote for a guest's order, named by its signed key. */
export async function guestCancellationNote(ctx: Ctx, token: string, refundId?: number): Promise<FileAnswer> {
  return cancellationNoteFile(ctx, await guestOrder(ctx, token), refundId);
}
