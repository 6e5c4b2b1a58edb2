import { ORDER_STATUS, type ZAdminOrderUpdateDispatchRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { auditView } from './admin-order-view.ts';
import { knownCarrier } from './known-carrier.ts';
import { queueOrderMail } from './order-mail.ts';
import { dispatchMailParams } from './dispatch-mail-params.ts';

const DISPATCHED: number[] = [ORDER_STATUS.dispatched, ORDER_STATUS.completed];

/**
 * Corrects the carrier and tracking number of a dispatched order (a typo, a parcel sent again),
 * audited; when asked, the buyer gets the dispatch mail again with the new number.
 */
export async function updateOrderDispatch(ctx: Ctx, input: z.output<typeof ZAdminOrderUpdateDispatchRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const carrier = await knownCarrier(ctx, input.logisticsId);
  const mailId = await ctx.db.$transaction(async (tx) => {
    const before = await tx.tradeOrder.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError('ORDER_NOT_FOUND');
    const data = { logisticsId: carrier.id, logisticsNo: input.logisticsNo };
    // Only while it stays dispatched: a conditional update, so an order cannot be moved back meanwhile.
    const updated = await tx.tradeOrder.updateMany({ where: { id: before.id, status: { in: DISPATCHED } }, data });
    if (updated.count === 0) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
    const after = { ...before, ...data };
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:update-delivery',
      target: `trade_order:${before.id}`,
      before: auditView(before),
      after: { ...auditView(after), notify: input.notify },
    });
    if (!input.notify) return null;
    return queueOrderMail(tx, ctx.services, 'order-dispatched', after, dispatchMailParams(carrier, input.logisticsNo));
  });
  if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
  return true;
}
