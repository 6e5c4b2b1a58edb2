import { ORDER_TRANSITIONS, PAY_TRANSITIONS, type OrderAction, type PayAction, type Transition } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient | Db;

const statusChange = (rule: Transition) => (rule.to === null ? {} : { status: rule.to });

/**
 * Moves an order by the shared transition table, only from a status the action allows: a
 * conditional update, so of two racing requests one wins. The only code that writes an order's status.
 */
export async function moveOrder(
  tx: Tx,
  id: number,
  action: OrderAction,
  data: Prisma.TradeOrderUpdateManyMutationInput = {},
): Promise<boolean> {
  const rule = ORDER_TRANSITIONS[action];
  const moved = await tx.tradeOrder.updateMany({ where: { id, status: { in: [...rule.from] } }, data: { ...statusChange(rule), ...data } });
  return moved.count === 1;
}

/** Moves a payment (by its id or its order's) by the shared transition table; the only code that writes a payment's status. */
export async function movePayment(
  tx: Tx,
  where: { id: number } | { orderId: number },
  action: PayAction,
  data: Prisma.PayOrderUpdateManyMutationInput = {},
): Promise<boolean> {
  const rule = PAY_TRANSITIONS[action];
  const moved = await tx.payOrder.updateMany({
    where: { ...where, status: { in: [...rule.from] } },
    data: { ...statusChange(rule), ...data },
  });
  return moved.count === 1;
}
