import type { Prisma } from '../../generated/prisma/client.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { giveBackStock } from './stock.ts';
import { BY_SHOP, moveOrder, movePayment, type OrderActor, shopperOf } from './transitions.ts';

/**
 * Cancels the order by `action` and gives its stock, sales and coupon back; false when its status
 * no longer allowed that. Its history names `by`: by default the shop for an expiry, else the shopper.
 */
export async function cancelAndRelease(
  tx: Prisma.TransactionClient,
  id: number,
  action: 'cancel' | 'expire' | 'refund' | 'decline',
  reason: string,
  by?: OrderActor,
  note = '',
): Promise<boolean> {
  const actor =
    by ?? (action === 'expire' ? BY_SHOP : shopperOf(await tx.tradeOrder.findUniqueOrThrow({ where: { id }, select: { memberId: true } })));
  if (!(await moveOrder(tx, id, action, { cancelTime: new Date(), cancelReason: reason }, actor, note))) return false;
  const order = await tx.tradeOrder.findUniqueOrThrow({ where: { id }, include: { items: true } });
  await giveBackStock(tx, order.items, { kind: 'cancel', orderId: id });
  if (order.couponId !== null) {
    await tx.couponUse.deleteMany({ where: { orderId: id } });
    await tx.$executeRaw`UPDATE promotion_coupon SET used_count = greatest(used_count - 1, 0) WHERE id = ${order.couponId}`;
  }
  return true;
}

/**
 * Cancels an unpaid order and gives its stock and coupon back; false when it was not unpaid any
 * more. A payment whose capture is still on its way at the provider keeps the order.
 */
export async function cancelUnpaid(db: Db, id: number, reason: 'member' | 'expired'): Promise<boolean> {
  return db.$transaction(async (tx) => {
    if (!(await cancelAndRelease(tx, id, reason === 'member' ? 'cancel' : 'expire', reason))) return false;
    if (!(await movePayment(tx, { orderId: id }, 'close'))) throw new AppError('PAY_CAPTURE_PENDING');
    return true;
  });
}
