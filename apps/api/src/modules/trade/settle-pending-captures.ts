import { PAY_STATUS } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';
import { providerOf } from '../pay/payments.ts';
import { extraProviderPayment } from './extra-payment-access.ts';
import { markPaid } from './mark-paid.ts';
import { EXTRA_STATUS } from './order-edit-plan.ts';
import { settleExtraCapture } from './pay-edit-extra.ts';
import { movePayment } from './transitions.ts';

/**
 * Asks the providers where the pending captures stand: completed ones mark their order paid,
 * failed ones let the shopper pay again until the order expires; the edits' extra payments too.
 * Run in the background.
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
  await settlePendingExtraCaptures(ctx);
}

/**
 * The same for the extra payments of edits: a completed capture records the extra as paid (or goes
 * back when the order left awaiting dispatch meanwhile); a failed one lets the buyer pay again.
 */
async function settlePendingExtraCaptures(ctx: Ctx): Promise<void> {
  const pending = await ctx.db.tradeOrderEdit.findMany({
    where: { extraStatus: EXTRA_STATUS.waiting, extraCaptureId: { not: null } },
    include: { order: true },
    take: 100,
  });
  for (const { order, ...edit } of pending) {
    const extra = { edit, order };
    const provider = providerOf(ctx.services.payments, edit.extraChannelCode);
    const status = provider ? await provider.captureStatus(extraProviderPayment(extra)) : 'failed';
    if (status === 'pending') continue;
    if (status === 'completed') await settleExtraCapture(ctx, extra, edit.extraChannelCode ?? '', edit.extraCaptureId);
    else
      await ctx.db.tradeOrderEdit.updateMany({
        where: { id: edit.id, extraStatus: EXTRA_STATUS.waiting, extraCaptureId: edit.extraCaptureId },
        data: { extraCaptureId: null },
      });
  }
}
