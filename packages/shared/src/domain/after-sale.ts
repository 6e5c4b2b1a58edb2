import type { Cents } from '../money.ts';
import { ORDER_TYPE } from './order-type.ts';
import { AFTER_SALE_STATUS } from './states.ts';

/** Returns are accepted for this long after receipt (or after dispatch while not confirmed received). */
export const AFTER_SALE_WINDOW_MS = 14 * 86_400_000;
/** Custom (logo) lines: only defects or damage, reported within this time, with pictures. */
export const AFTER_SALE_CUSTOM_WINDOW_MS = 7 * 86_400_000;
/** Share of a line's price the shop keeps on a return when the order's delivery was free (15 %). */
export const FREE_DELIVERY_RETURN_KEEP_PERCENT = 15;
export const AFTER_SALE_MAX_PICTURES = 9;

/** An after-sale still in progress: the line takes no second one meanwhile. */
export const AFTER_SALE_OPEN_STATUSES: readonly number[] = [
  AFTER_SALE_STATUS.applied,
  AFTER_SALE_STATUS.approved,
  AFTER_SALE_STATUS.returnSent,
  AFTER_SALE_STATUS.awaitingRefund,
];

export interface OrderPrices {
  couponPrice: Cents;
  deliveryPrice: Cents;
  salesTaxPrice: Cents;
  items: { id: number; discountedPrice: Cents; decalsPrice: Cents }[];
}

/** What was paid for one line: its goods after quantity discounts, less its share of the coupon, plus its logo printing and its share of the sales tax (shares rounded down). */
export function linePaid(order: OrderPrices, itemId: number): Cents {
  const line = order.items.find((i) => i.id === itemId);
  if (!line) return 0;
  const goods = order.items.reduce((sum, i) => sum + i.discountedPrice, 0);
  const couponShare = goods > 0 ? Math.ceil((order.couponPrice * line.discountedPrice) / goods) : 0;
  const lineGoods = Math.max(0, line.discountedPrice - couponShare);
  const taxedGoods = goods - order.couponPrice;
  const taxShare = taxedGoods > 0 ? Math.floor((order.salesTaxPrice * lineGoods) / taxedGoods) : 0;
  return lineGoods + line.decalsPrice + taxShare;
}

/**
 * The most an after-sale of one line can pay back: what was paid for the line, never the
 * shipping. When delivery was free and the goods come back for a change of mind (`keepShare`),
 * 15 % of that is kept; damaged, defective or missing goods are paid back whole. Shares are
 * rounded down, so the lines together never exceed the payment.
 */
export function afterSaleRefundCeiling(order: OrderPrices, itemId: number, keepShare = true): Cents {
  const paid = linePaid(order, itemId);
  return order.deliveryPrice === 0 && keepShare ? Math.floor((paid * (100 - FREE_DELIVERY_RETURN_KEEP_PERCENT)) / 100) : paid;
}

/**
 * Whether a line may get an after-sale now, by time alone: within 14 days of receipt (or of
 * dispatch when not confirmed received), 7 for custom lines.
 */
export function afterSaleWindowOpen(
  order: { receiveTime: number | null; deliveryTime: number | null },
  orderType: number,
  now: number,
): boolean {
  const from = order.receiveTime ?? order.deliveryTime;
  if (from === null) return false;
  return now - from <= (orderType === ORDER_TYPE.custom ? AFTER_SALE_CUSTOM_WINDOW_MS : AFTER_SALE_WINDOW_MS);
}
