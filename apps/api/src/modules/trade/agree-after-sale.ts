import { AFTER_SALE_WAY } from '@shop/shared';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { afterSaleOf, audit } from './admin-after-sale-access.ts';
import { afterSaleStep } from './after-sale-step.ts';
import { actorOf, moveAfterSale } from './transitions.ts';

/** Approves an application: a return awaits the parcel (→ 20, return address mailed), a refund only the refund (→ 40). */
export async function agreeAfterSale(ctx: Ctx, id: number): Promise<boolean> {
  const row = await afterSaleOf(ctx, id);
  const isReturn = row.way === AFTER_SALE_WAY.returnAndRefund;
  return afterSaleStep(ctx, row, async (tx) => {
    const data = { auditAdminId: adminIdOf(ctx), auditTime: ctx.services.clock() };
    const moved = await moveAfterSale(tx, row, isReturn ? 'agree' : 'agreeRefund', data, actorOf(ctx));
    if (moved) await audit(ctx, tx, 'trade:after-sale:agree', row);
    return { moved, mail: isReturn ? 'after-sale-approved-return' : 'after-sale-approved-refund' };
  });
}
