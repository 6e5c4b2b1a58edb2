import type { TOrderRefund } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { ORDER_REFUND_STATUS } from './refunded-so-far.ts';

/** The shop's refunds of an order that were paid back, oldest first, each with its credit note's number and id. */
export async function orderRefunds(db: Db, orderId: number): Promise<TOrderRefund[]> {
  const rows = await db.tradeOrderRefund.findMany({ where: { orderId, status: ORDER_REFUND_STATUS.refunded }, orderBy: { id: 'asc' } });
  const notes = await db.tradeCreditNote.findMany({
    where: { orderRefundId: { in: rows.map((r) => r.id) } },
    select: { id: true, orderRefundId: true, no: true },
  });
  return rows.map((r) => {
    const note = notes.find((n) => n.orderRefundId === r.id);
    return {
      id: r.id,
      amount: r.amount,
      reason: r.reason,
      createTime: (r.refundTime ?? r.createdAt).getTime(),
      creditNoteNo: note?.no ?? null,
      creditNoteId: note?.id ?? null,
    };
  });
}

/** One refund as its answer and the order's page show it. */
export async function refundView(db: Db, id: number): Promise<TOrderRefund> {
  const { orderId } = await db.tradeOrderRefund.findUniqueOrThrow({ where: { id }, select: { orderId: true } });
  return (await orderRefunds(db, orderId)).find((r) => r.id === id)!;
}
