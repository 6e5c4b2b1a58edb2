import { AFTER_SALE_STATUS, ORDER_STATUS, PAY_STATUS, refundableOf, type Refundable, type Refunded } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { PayOrder, Prisma, TradeOrder, TradeOrderItem } from '../../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient | Db;

/** A shop's refund: being paid back at the provider, paid back, or refused by the provider (tried again with the same key). */
export const ORDER_REFUND_STATUS = { atProvider: 0, refunded: 10, failed: 20 } as const;

/**
 * SQL: the cents paid back of the order `o` so far (the shop's refunds paid back and the after-sales
 * refunded), as the dashboard, the reports and the exports count them; not an edit's refund, which
 * lowered the order's total with it.
 */
export const REFUNDED_OF_ORDER_SQL = `(coalesce((SELECT sum(a.refund_price) FROM trade_after_sale a
    WHERE a.order_id = o.id AND a.status = ${AFTER_SALE_STATUS.completed}), 0)
  + coalesce((SELECT sum(r.amount) FROM trade_order_refund r
    WHERE r.order_id = o.id AND r.status = ${ORDER_REFUND_STATUS.refunded}
      AND NOT EXISTS (SELECT 1 FROM trade_order_edit e WHERE e.refund_id = r.id)), 0))::bigint`;

/** Orders the shop may refund (their payment still paid): paid, dispatched or not, received or not. */
export const REFUNDABLE_STATUSES: number[] = [ORDER_STATUS.awaitingDispatch, ORDER_STATUS.dispatched, ORDER_STATUS.completed];

/** Not counted: the refund or after-sale being measured itself. */
interface Except {
  exceptRefundId?: number | undefined;
  exceptAfterSaleId?: number | undefined;
}

/** After-sales whose money is promised or paid: approved for the refund, or refunded. */
const AFTER_SALE_REFUNDING = [AFTER_SALE_STATUS.awaitingRefund, AFTER_SALE_STATUS.completed];

/**
 * What was paid back of an order so far, or is on its way: the shop's refunds (those still at the
 * provider too; not those the provider refused, nor the refunds of edits, which lowered the order's
 * total) and the after-sales approved for a refund or refunded.
 */
async function refundedSoFar(tx: Tx, orderId: number, except: Except): Promise<Refunded> {
  const [refunds, afterSales] = await Promise.all([
    tx.tradeOrderRefund.findMany({
      where: {
        orderId,
        status: { not: ORDER_REFUND_STATUS.failed },
        // An edit's refund lowered the order's total with it: nothing of the new total was paid back.
        orderEdit: { is: null },
        ...(except.exceptRefundId ? { id: { not: except.exceptRefundId } } : {}),
      },
      include: { lines: true },
    }),
    tx.tradeAfterSale.findMany({
      where: {
        orderId,
        status: { in: AFTER_SALE_REFUNDING },
        ...(except.exceptAfterSaleId ? { id: { not: except.exceptAfterSaleId } } : {}),
      },
      select: { orderItemId: true, count: true, refundPrice: true },
    }),
  ]);
  const lines = [
    ...refunds.flatMap((r) => r.lines.map((l) => ({ orderItemId: l.orderItemId, count: l.count, amount: l.amount }))),
    ...afterSales.map((a) => ({ orderItemId: a.orderItemId, count: a.count, amount: a.refundPrice })),
  ];
  return {
    lines,
    deliveryAmount: refunds.reduce((sum, r) => sum + r.deliveryAmount, 0),
    total: refunds.reduce((sum, r) => sum + r.amount, 0) + afterSales.reduce((sum, a) => sum + a.refundPrice, 0),
  };
}

/** What the shop may still refund of an order with its lines. */
export async function refundableNow(tx: Tx, order: TradeOrder & { items: TradeOrderItem[] }, except: Except = {}): Promise<Refundable> {
  return refundableOf(order, await refundedSoFar(tx, order.id, except));
}

/**
 * What an order's page says was paid back: the whole payment once it is refunded (a cancel with
 * refund, or refunds that took all of it), else the shop's refunds and the after-sales refunded;
 * with the refunds of edits that lowered the order's total (paid back beside its new total); and
 * the pieces of each line the shop's refunds covered.
 */
export async function paidBack(
  db: Db,
  order: TradeOrder & { payOrder: PayOrder | null },
): Promise<{ price: number; pieces: Map<number, number> }> {
  const [refunds, afterSales] = await Promise.all([
    db.tradeOrderRefund.findMany({
      where: { orderId: order.id, status: ORDER_REFUND_STATUS.refunded },
      include: { lines: true, orderEdit: { select: { id: true } } },
    }),
    db.tradeAfterSale.aggregate({ where: { orderId: order.id, status: AFTER_SALE_STATUS.completed }, _sum: { refundPrice: true } }),
  ]);
  const pieces = new Map<number, number>();
  for (const line of refunds.flatMap((r) => r.lines)) pieces.set(line.orderItemId, (pieces.get(line.orderItemId) ?? 0) + line.count);
  const sum = (rows: typeof refunds) => rows.reduce((total, r) => total + r.amount, 0);
  const edits = sum(refunds.filter((r) => r.orderEdit !== null));
  const price =
    order.payOrder?.status === PAY_STATUS.refunded
      ? order.payPrice
      : sum(refunds.filter((r) => r.orderEdit === null)) + (afterSales._sum.refundPrice ?? 0);
  return { price: price + edits, pieces };
}
