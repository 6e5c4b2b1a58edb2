import { APPROVAL_HOLD_MS, ORDER_STATUS } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';
import { declineAndRelease } from './decline-order.ts';
import { queueOrderMail } from './order-mail.ts';
import { BY_SHOP } from './transitions.ts';

/**
 * Declines the orders that waited for approval longer than APPROVAL_HOLD_MS (their hold ran out),
 * gives their stock back and mails their buyers. Every instance may run it: each order is declined once.
 */
export async function expireApprovals(ctx: Pick<Ctx, 'db' | 'services'>, now: Date): Promise<number> {
  const due = await ctx.db.tradeOrder.findMany({
    where: { status: ORDER_STATUS.awaitingApproval, payExpireTime: { lt: now } },
    select: { id: true },
    orderBy: { payExpireTime: 'asc' },
    take: 200,
  });
  let declined = 0;
  for (const { id } of due) {
    const mailId = await ctx.db.$transaction(async (tx) => {
      const order = await declineAndRelease(tx, id, BY_SHOP, null);
      if (!order) return null;
      const company = order.companyId === null ? null : await tx.company.findUnique({ where: { id: order.companyId } });
      const days = String(APPROVAL_HOLD_MS / (24 * 60 * 60_000));
      return queueOrderMail(tx, ctx.services, 'order-approval-expired', order, { company: company?.name ?? '', days });
    });
    if (mailId === null) continue;
    ctx.services.mailer.deliverLater(mailId);
    declined += 1;
  }
  return declined;
}
