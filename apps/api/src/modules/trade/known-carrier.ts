import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';

/** The carrier a parcel is entered with; an unknown one is refused. */
export async function knownCarrier(ctx: Ctx, id: number) {
  const carrier = await ctx.db.carrier.findUnique({ where: { id } });
  if (!carrier) throw new AppError('CARRIER_NOT_FOUND');
  return carrier;
}
