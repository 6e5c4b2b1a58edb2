import { ORDER_LOG_USER_TYPE, PAY_STATUS } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import { creditorReference } from '../pay/bank-transfer.ts';
import { moveOrder } from '../trade/transitions.ts';

type Tx = Prisma.TransactionClient;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Puts a just-placed procurement order on account in its transaction, as the `invoice` channel
 * does for a shop buyer: the order to 10 (awaiting dispatch, as a paid one), its payment to pay
 * status 7 with the payment reference, the company and the due date `termsDays` days after, so
 * the receivables, the reminders and the statement import find it. The purchase order itself is
 * the customer's approval: no credit check here.
 */
export async function placeOnAccount(
  tx: Tx,
  order: { id: number; memberId: number; companyId: number },
  termsDays: number,
  now: Date,
): Promise<Date> {
  const dueTime = new Date(now.getTime() + termsDays * DAY_MS);
  await moveOrder(tx, order.id, 'pay', { payTime: now }, { userType: ORDER_LOG_USER_TYPE.member, userId: order.memberId }, 'on account');
  const payment = await tx.payOrder.findFirstOrThrow({ where: { orderId: order.id, status: PAY_STATUS.waiting }, select: { id: true } });
  await tx.payOrder.update({
    where: { id: payment.id },
    data: {
      status: PAY_STATUS.onAccount,
      channelCode: 'invoice',
      dueTime,
      reference: creditorReference(payment.id),
      companyId: order.companyId,
    },
  });
  return dueTime;
}
