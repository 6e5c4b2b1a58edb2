import type { Ctx } from '../../lib/use-case.ts';
import { afterSaleOf, audit } from './admin-after-sale-access.ts';
import { giveBackStock } from './stock.ts';
import { afterSaleStep } from './after-sale-step.ts';
import { actorOf, moveAfterSale } from './transitions.ts';

/** The returned parcel arrived (30 → 40): its pieces go back into stock. */
export async function receiveAfterSale(ctx: Ctx, id: number): Promise<boolean> {
  const row = await afterSaleOf(ctx, id);
  return afterSaleStep(ctx, row, async (tx) => {
    const moved = await moveAfterSale(tx, row, 'receive', { receiveTime: ctx.services.clock() }, actorOf(ctx));
    if (moved) {
      await giveBackStock(tx, [{ skuId: row.skuId, spuId: row.spuId, count: row.count }], { kind: 'return', orderId: row.orderId });
      await audit(ctx, tx, 'trade:after-sale:receive', row);
    }
    return { moved, mail: 'after-sale-received' };
  });
}
