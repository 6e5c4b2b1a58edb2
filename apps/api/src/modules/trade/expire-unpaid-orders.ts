import { ORDER_STATUS, PAY_STATUS } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { cancelUnpaid } from './release-order.ts';

/** Cancels the unpaid orders whose hold (the settings' unpaid hold minutes) ran out. Every instance may run it: each order is cancelled once. */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db.tradeOrder.findMany({
    where: { status: ORDER_STATUS.unpaid, payExpireTime: { lt: now }, payOrder: { status: PAY_STATUS.waiting } },
    select: { id: true },
    take: 200,
    orderBy: { payExpireTime: 'asc' },
  });
  let cancelled = 0;
  for (const { id } of due) if (await cancelUnpaid(db, id, 'expired')) cancelled += 1;
  return cancelled;
}
