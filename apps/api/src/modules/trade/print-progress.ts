import { ORDER_TYPE, PRINT_STATUS } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';

type Tx = Prisma.TransactionClient;

/** Whether the print data of every custom line of an order is printed (custom lines are dispatched only then). */
export async function printFinished(tx: Tx, orderId: number): Promise<boolean> {
  const open = await tx.tradeOrderItem.count({
    where: { orderId, orderType: ORDER_TYPE.custom, OR: [{ printStatus: null }, { printStatus: { not: PRINT_STATUS.printed } }] },
  });
  return open === 0;
}

/** Whether an order's custom lines still allow cancelling: none of its print data approved yet (from 30 on nothing changes). */
export async function printAllowsCancel(tx: Tx | Ctx['db'], orderId: number): Promise<boolean> {
  const approved = await tx.tradeOrderItem.count({
    where: { orderId, orderType: ORDER_TYPE.custom, printStatus: { gte: PRINT_STATUS.aboutToPrint } },
  });
  return approved === 0;
}
