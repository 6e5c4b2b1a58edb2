import type { Ctx } from '../../lib/use-case.ts';
import { ownAfterSale } from './after-sale-access.ts';
import { afterSaleStep } from './after-sale-step.ts';
import { actorOf, moveAfterSale } from './transitions.ts';

/** The member withdraws an after-sale while it is applied or approved (→ 61). */
export async function cancelAfterSale(ctx: Ctx, id: number): Promise<boolean> {
  const row = await ownAfterSale(ctx, id);
  return afterSaleStep(ctx, row, async (tx) => ({
    moved: await moveAfterSale(tx, row, 'cancel', { cancelTime: ctx.services.clock() }, actorOf(ctx)),
    mail: 'after-sale-cancelled',
  }));
}
