import type { Ctx } from '../../lib/use-case.ts';
import { ownAfterSale } from './after-sale-access.ts';
import { afterSaleStep } from './after-sale-step.ts';
import { knownCarrier } from './known-carrier.ts';
import { actorOf, moveAfterSale } from './transitions.ts';

/** The member enters the return parcel of an approved return (20 → 30). */
export async function enterReturnParcel(ctx: Ctx, input: { id: number; logisticsId: number; logisticsNo: string }): Promise<boolean> {
  const row = await ownAfterSale(ctx, input.id);
  const carrier = await knownCarrier(ctx, input.logisticsId);
  const data = { logisticsId: carrier.id, logisticsNo: input.logisticsNo, deliveryTime: ctx.services.clock() };
  return afterSaleStep(ctx, row, async (tx) => ({
    moved: await moveAfterSale(tx, row, 'deliver', data, actorOf(ctx)),
    mail: 'after-sale-shipped',
    extra: { carrier: carrier.name, trackingNo: input.logisticsNo },
  }));
}
