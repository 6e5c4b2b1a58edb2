import { ORDER_STATUS, PAY_STATUS } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';
import { queueOrderMail } from './order-mail.ts';

/** How long after ordering an order still unpaid gets the "awaiting payment" mail (a payment that came at once needs none). */
export const UNPAID_MAIL_AFTER_MS = 5 * 60_000;

/**
 * Writes the "awaiting payment" mail of each order still unpaid some minutes after it was placed
 * (with its link and the minutes left), once per order across instances. Orders paid by then get
 * only the confirmation of their payment.
 */
export async function mailUnpaidOrders(ctx: Pick<Ctx, 'db' | 'services'>, now: Date): Promise<number> {
  const due = await ctx.db.tradeOrder.findMany({
    where: {
      status: ORDER_STATUS.unpaid,
      unpaidMailTime: null,
      createdAt: { lte: new Date(now.getTime() - UNPAID_MAIL_AFTER_MS) },
      payExpireTime: { gt: new Date(now.getTime() + 60_000) },
      payOrder: { status: PAY_STATUS.waiting },
    },
    select: { id: true },
    orderBy: { id: 'asc' },
    take: 200,
  });
  let mailed = 0;
  for (const { id } of due) {
    const mailId = await ctx.db.$transaction(async (tx) => {
      const claimed = await tx.tradeOrder.updateMany({
        where: { id, unpaidMailTime: null, status: ORDER_STATUS.unpaid },
        data: { unpaidMailTime: now },
      });
      if (claimed.count === 0) return null;
      const order = await tx.tradeOrder.findUniqueOrThrow({ where: { id } });
      const minutes = String(Math.floor((order.payExpireTime.getTime() - now.getTime()) / 60_000));
      return queueOrderMail(tx, ctx.services, 'order-created', order, { minutes });
    });
    if (mailId === null) continue;
    ctx.services.mailer.deliverLater(mailId);
    mailed += 1;
  }
  return mailed;
}
