import { AppError } from '../../lib/app-error.ts';
import type { FileAnswer } from '../../lib/endpoints.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { documentFile } from './documents.ts';

/** An offer's PDF for the back office: the stored file the shopper got. */
export async function offerPdf(ctx: Ctx, id: number): Promise<FileAnswer> {
  const offer = await ctx.db.tradeOffer.findUnique({ where: { id } });
  if (!offer) throw new AppError('NOT_FOUND');
  return documentFile({ db: ctx.db, storage: ctx.services.storage }, 'offer', offer);
}
