import type { Ctx } from '../../lib/use-case.ts';
import { afterSaleOf, audit } from './admin-after-sale-access.ts';
import { afterSaleStep } from './after-sale-step.ts';
import { actorOf, moveAfterSale } from './transitions.ts';

/** Refuses the returned parcel with a reason for the shopper (30 → 63). */
export async function refuseAfterSale(ctx: Ctx, input: { id: number; refuseMemo: string }): Promise<boolean> {
  const row = await afterSaleOf(ctx, input.id);
  return afterSaleStep(ctx, row, async (tx) => {
    const data = { receiveTime: ctx.services.clock(), refuseMemo: input.refuseMemo };
    const moved = await moveAfterSale(tx, row, 'refuse', data, actorOf(ctx), input.refuseMemo);
    if (moved) await audit(ctx, tx, 'trade:after-sale:refuse', row);
    return { moved, mail: 'after-sale-refused', extra: { reason: input.refuseMemo } };
  });
}
