import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { afterSaleOf, audit } from './admin-after-sale-access.ts';
import { afterSaleStep } from './after-sale-step.ts';
import { actorOf, moveAfterSale } from './transitions.ts';

/** Rejects an application with a reason for the shopper (10 → 62). */
export async function disagreeAfterSale(ctx: Ctx, input: { id: number; auditReason: string }): Promise<boolean> {
  const row = await afterSaleOf(ctx, input.id);
  return afterSaleStep(ctx, row, async (tx) => {
    const data = { auditAdminId: adminIdOf(ctx), auditTime: ctx.services.clock(), auditReason: input.auditReason };
    const moved = await moveAfterSale(tx, row, 'disagree', data, actorOf(ctx), input.auditReason);
    if (moved) await audit(ctx, tx, 'trade:after-sale:disagree', row);
    return { moved, mail: 'after-sale-rejected', extra: { reason: input.auditReason } };
  });
}
