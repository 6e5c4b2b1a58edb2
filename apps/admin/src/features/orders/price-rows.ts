import type { TAdminOrder } from '@shop/shared';

type OrderPrices = Pick<
  TAdminOrder,
  | 'totalPrice'
  | 'discountPrice'
  | 'couponPrice'
  | 'couponCode'
  | 'deliveryPrice'
  | 'decalsPrice'
  | 'salesTaxPrice'
  | 'payPrice'
  | 'vatIncludedPrice'
  | 'reverseCharge'
  | 'salesTaxExempt'
>;

/** A row's label is `orders.priceRow.<key>` (the storefront's words for the same figures). */
export type PriceRowKey =
  | 'subtotal'
  | 'discount'
  | 'coupon'
  | 'delivery'
  | 'print'
  | 'salesTax'
  | 'total'
  | 'vatIncluded'
  | 'reverseCharge'
  | 'salesTaxExempt';

export interface PriceRow {
  key: PriceRowKey;
  /** Cents in the order's currency, never negative: `role` says how they count. */
  cents: number;
  /** Added to or taken off the total, the total itself, or a note beside it (EU: the VAT the total contains). */
  role: 'add' | 'subtract' | 'total' | 'note';
  /** The coupon row: the promo code it names. */
  code?: string;
}

/** Shown even at zero: what the goods came to, what delivery cost (free is worth saying) and the total. */
const ALWAYS: ReadonlySet<PriceRowKey> = new Set(['subtotal', 'delivery', 'total']);

/**
 * An order's price breakdown in the storefront's order: subtotal, less quantity discount and coupon,
 * plus delivery, logo printing and US sales tax, then the total, and the VAT an EU total contains
 * as a note. Rows at zero are left out (but for subtotal, delivery and total); the added and
 * subtracted rows come to the total, as payPrice = totalPrice − discountPrice − couponPrice +
 * deliveryPrice + salesTaxPrice + decalsPrice.
 */
export function orderPriceRows(order: OrderPrices): PriceRow[] {
  const rows: PriceRow[] = [
    { key: 'subtotal', cents: order.totalPrice, role: 'add' },
    { key: 'discount', cents: order.discountPrice, role: 'subtract' },
    { key: 'coupon', cents: order.couponPrice, role: 'subtract', ...(order.couponCode ? { code: order.couponCode } : {}) },
    { key: 'delivery', cents: order.deliveryPrice, role: 'add' },
    { key: 'print', cents: order.decalsPrice, role: 'add' },
    { key: 'salesTax', cents: order.salesTaxPrice, role: 'add' },
    { key: 'total', cents: order.payPrice, role: 'total' },
    { key: 'vatIncluded', cents: order.vatIncludedPrice, role: 'note' },
  ];
  // A business buyer's order says why it carries no tax: net under the reverse charge, or exempt.
  const reasons: PriceRow[] = [
    ...(order.reverseCharge ? [{ key: 'reverseCharge' as const, cents: 0, role: 'note' as const }] : []),
    ...(order.salesTaxExempt ? [{ key: 'salesTaxExempt' as const, cents: 0, role: 'note' as const }] : []),
  ];
  return [...rows.filter((row) => row.cents !== 0 || ALWAYS.has(row.key)), ...reasons];
}
