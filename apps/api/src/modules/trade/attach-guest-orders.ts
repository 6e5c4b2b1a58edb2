import type { Db } from '../../db/client.ts';

/**
 * Gives a new account the guest orders placed with its e-mail address (on registration, whose
 * code proved the address, and on each login of an account registered that way).
 */
export async function attachGuestOrders(db: Db, memberId: number, mail: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const orders = await tx.tradeOrder.findMany({ where: { memberId: null, email: mail.toLowerCase() }, select: { id: true } });
    if (orders.length === 0) return 0;
    const ids = orders.map((o) => o.id);
    await tx.tradeOrder.updateMany({ where: { id: { in: ids }, memberId: null }, data: { memberId } });
    await tx.payOrder.updateMany({ where: { orderId: { in: ids } }, data: { memberId } });
    await tx.couponUse.updateMany({ where: { orderId: { in: ids } }, data: { memberId } });
    return ids.length;
  });
}
