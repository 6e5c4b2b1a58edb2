import { ORDER_LOG_USER_TYPE } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import { moveOrder } from '../trade/transitions.ts';

type Tx = Prisma.TransactionClient;

/**
 * Pay status "on account" (the rulings' 7). Minimal version for punchout orders, to be unified with
 * the on-account payment (`invoice` channel) when it lands: same status, channel and due date.
 */
export const PAY_STATUS_ON_ACCOUNT = 7;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Puts a just-placed order on account in its transaction: the order to 10 (awaiting dispatch, as
 * a paid one), its payment to pay status 7 through the `invoice` channel, due `termsDays` days after.
 */
export async function placeOnAccount(tx: Tx, orderId: number, memberId: number, termsDays: number, now: Date): Promise<Date> {
  const dueTime = new Date(now.getTime() + termsDays * DAY_MS);
  await moveOrder(tx, orderId, 'pay', { payTime: now }, { userType: ORDER_LOG_USER_TYPE.member, userId: memberId }, 'on account');
  await tx.payOrder.updateMany({
    where: { orderId, status: 0 },
    data: { status: PAY_STATUS_ON_ACCOUNT, channelCode: 'invoice', dueTime },
  });
  return dueTime;
}
