import type { Cents } from '../money.ts';
import { linePaid, type OrderPrices } from './after-sale.ts';

/** An order's amounts a refund by the shop is measured against. */
export interface RefundableOrder extends OrderPrices {
  payPrice: Cents;
  items: (OrderPrices['items'][number] & { count: number })[];
}

/** What was refunded so far (by the shop, and by after-sales): per line pieces and cents, delivery cents, and all together. */
export interface Refunded {
  lines: { orderItemId: number; count: number; amount: Cents }[];
  deliveryAmount: Cents;
  total: Cents;
}

export interface Refundable {
  lines: { orderItemId: number; count: number; amount: Cents }[];
  deliveryAmount: Cents;
  total: Cents;
}

/**
 * What is paid for each line so that the lines and the delivery add up to the payment exactly:
 * each line's share (`linePaid`, rounded down), the cents the rounding left over going to the
 * last line, so a whole refund pays back every cent.
 */
export function paidPerLine(order: RefundableOrder): Map<number, Cents> {
  const shares = new Map(order.items.map((item) => [item.id, linePaid(order, item.id)]));
  const last = order.items[order.items.length - 1];
  if (last) {
    const rest = order.payPrice - order.deliveryPrice - [...shares.values()].reduce((sum, cents) => sum + cents, 0);
    shares.set(last.id, Math.max(0, shares.get(last.id)! + rest));
  }
  return shares;
}

/** What the shop may still refund: per line the pieces and cents not refunded yet, the delivery, and the payment's rest. */
export function refundableOf(order: RefundableOrder, refunded: Refunded): Refundable {
  const paid = paidPerLine(order);
  const lines = order.items.map((item) => {
    const done = refunded.lines.filter((l) => l.orderItemId === item.id);
    const count = done.reduce((sum, l) => sum + l.count, 0);
    const amount = done.reduce((sum, l) => sum + l.amount, 0);
    return { orderItemId: item.id, count: Math.max(0, item.count - count), amount: Math.max(0, paid.get(item.id)! - amount) };
  });
  return {
    lines,
    deliveryAmount: Math.max(0, order.deliveryPrice - refunded.deliveryAmount),
    total: Math.max(0, order.payPrice - refunded.total),
  };
}
