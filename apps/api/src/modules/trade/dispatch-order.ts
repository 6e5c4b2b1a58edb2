import { ORDER_STATUS, type ZAdminOrderDispatchRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { auditView } from './admin-order-view.ts';
import { queueProgressMail } from './order-mail.ts';
import { printFinished } from './print-progress.ts';
import { knownCarrier } from './known-carrier.ts';
import { actorOf, moveOrder } from './transitions.ts';
import { dispatchMailParams } from './dispatch-mail-params.ts';

/**
 * Dispatches a paid order (10 → 20) with carrier and tracking number, written to the audit log;
 * the shopper's mail is queued in the same transaction and delivered after the commit (not to a
 * member who turned off mails about order progress).
 */
export async function dispatchOrder(ctx: Ctx, input: z.output<typeof ZAdminOrderDispatchRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const carrier = await knownCarrier(ctx, input.logisticsId);
  const mailId = await ctx.db.$transaction(async (tx) => {
    const before = await tx.tradeOrder.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError('ORDER_NOT_FOUND');
    // A logo line leaves the shop printed, never before.
    if (!(await printFinished(tx, before.id))) throw new AppError('ORDER_PRINT_NOT_FINISHED');
    // Under the row's lock: a cancel with refund claims the order first, and then it must not ship.
    const [claim] = await tx.$queryRaw<{ cancelling: boolean }[]>`
      SELECT cancelling_at IS NOT NULL AND status = ${ORDER_STATUS.awaitingDispatch} AS cancelling
      FROM trade_order WHERE id = ${before.id} FOR UPDATE`;
    if (claim?.cancelling) throw new AppError('ORDER_BEING_CANCELLED');
    const data = { logisticsId: carrier.id, logisticsNo: input.logisticsNo, deliveryTime: ctx.services.clock() };
    if (!(await moveOrder(tx, before.id, 'deliver', data, actorOf(ctx)))) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
    const after = { ...before, ...data, status: ORDER_STATUS.dispatched };
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:delivery',
      target: `trade_order:${before.id}`,
      before: auditView(before),
      after: auditView(after),
    });
    return queueProgressMail(tx, ctx.services, before, dispatchMailParams(carrier, input.logisticsNo));
  });
  if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
  return true;
}
