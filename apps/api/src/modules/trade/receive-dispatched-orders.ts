import { ORDER_STATUS } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { moveOrder } from './transitions.ts';

/** Dispatched orders are received automatically this long after dispatch. */
const AUTO_RECEIVE_AFTER_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Receives the orders dispatched more than 14 days ago (20 → 30). Through the transition table,
 * so an order the member received meanwhile is left as it is; every instance may run it.
 */
export async function receiveDispatchedOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db.tradeOrder.findMany({
    where: { status: ORDER_STATUS.dispatched, deliveryTime: { lt: new Date(now.getTime() - AUTO_RECEIVE_AFTER_MS) } },
    select: { id: true },
    take: 500,
    orderBy: { deliveryTime: 'asc' },
  });
  let received = 0;
  for (const { id } of due) if (await moveOrder(db, id, 'receive', { receiveTime: now })) received += 1;
  return received;
}
