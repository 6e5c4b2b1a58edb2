import { PAY_STATUS } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';
import { providerOf } from '../pay/payments.ts';
import { markPaid } from './mark-paid.ts';
import { movePayment } from './transitions.ts';

/**
 * Asks the providers where the pending captures stand: completed ones mark their order paid,
 * failed ones let the shopper pay again until the order expires. Run in the background.
 */
export async function settlePendingCaptures(ctx: Ctx): Promise<void> {
  const pending = await ctx.db.payOrder.findMany({ where: { status: PAY_STATUS.pending }, include: { order: true }, take: 100 });
  for (const payOrder of pending) {
    const provider = providerOf(ctx.services.payments, payOrder.channelCode);
    const status = provider ? await provider.captureStatus(payOrder) : 'failed';
    if (status === 'pending') continue;
    if (status === 'completed') await markPaid(ctx, payOrder, payOrder.channelCode ?? '', payOrder.captureId);
    else await movePayment(ctx.db, { id: payOrder.id }, 'release', { captureId: null });
  }
}
