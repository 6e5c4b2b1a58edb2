import type { FileAnswer } from '../../lib/endpoints.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { documentFile } from './documents.ts';

/** The credit note PDF of an after-sale of mine, once refunded. */
export async function memberCreditNote(ctx: Ctx, afterSaleId: number): Promise<FileAnswer> {
  const afterSale = await ctx.db.tradeAfterSale.findFirst({ where: { id: afterSaleId, memberId: memberIdOf(ctx) }, select: { id: true } });
  if (!afterSale) throw new AppError('AFTER_SALE_NOT_FOUND');
  const note = await ctx.db.tradeCreditNote.findUnique({ where: { afterSaleId } });
  if (!note) throw new AppError('CREDIT_NOTE_NOT_ISSUED');
  return documentFile({ db: ctx.db, storage: ctx.services.storage }, 'credit-note', note);
}
