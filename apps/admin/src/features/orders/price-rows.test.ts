import { describe, expect, it } from 'vitest';
import { orderPriceRows, type PriceRow } from './price-rows.ts';

const none = {
  discountPrice: 0,
  couponPrice: 0,
  couponCode: null,
  deliveryPrice: 0,
  decalsPrice: 0,
  salesTaxPrice: 0,
  vatIncludedPrice: 0,
};

/** Orders' figures as the API answers them (cents). */
const ORDERS = [
  {
    name: 'a logo order (US, quantity discount, free delivery, 30 pieces printed at 1.49)',
    order: { ...none, totalPrice: 17970, discountPrice: 898, decalsPrice: 4470, salesTaxPrice: 1067, payPrice: 22609 },
    keys: ['subtotal', 'discount', 'delivery', 'print', 'salesTax', 'total'],
  },
  {
    name: 'a coupon order (US state without sales tax, standard delivery)',
    order: { ...none, totalPrice: 2500, couponPrice: 250, couponCode: 'WELCOME10', deliveryPrice: 699, payPrice: 2949 },
    keys: ['subtotal', 'coupon', 'delivery', 'total'],
  },
  {
    name: 'a US order with sales tax and urgent delivery',
    order: { ...none, totalPrice: 4800, deliveryPrice: 699, salesTaxPrice: 300, payPrice: 5799 },
    keys: ['subtotal', 'delivery', 'salesTax', 'total'],
  },
  {
    name: 'an EU order (VAT contained, not added) with a coupon and a logo line',
    order: {
      ...none,
      totalPrice: 9000,
      discountPrice: 450,
      couponPrice: 500,
      couponCode: 'SPRING5',
      decalsPrice: 2475,
      payPrice: 10525,
      vatIncludedPrice: 1680,
    },
    keys: ['subtotal', 'discount', 'coupon', 'delivery', 'print', 'total', 'vatIncluded'],
  },
];

const signed = (row: PriceRow) => (row.role === 'add' ? row.cents : row.role === 'subtract' ? -row.cents : 0);

describe('orderPriceRows', () => {
  it.each(ORDERS)('shows every non-zero figure of $name, and its rows add up to the total', ({ order, keys }) => {
    // The fixture is an order as priced: payPrice = total − discount − coupon + delivery + tax + printing.
    const { totalPrice, discountPrice, couponPrice, deliveryPrice, salesTaxPrice, decalsPrice, payPrice } = order;
    expect(totalPrice - discountPrice - couponPrice + deliveryPrice + salesTaxPrice + decalsPrice).toBe(payPrice);

    const rows = orderPriceRows(order);
    expect(rows.map((r) => r.key)).toEqual(keys);
    expect(rows.reduce((sum, row) => sum + signed(row), 0)).toBe(payPrice);
    expect(rows.find((r) => r.role === 'total')).toMatchObject({ key: 'total', cents: payPrice });
  });

  it('shows the logo printing row with what the printing costs, and names the coupon code', () => {
    expect(orderPriceRows(ORDERS[0]!.order)).toContainEqual({ key: 'print', cents: 4470, role: 'add' });
    expect(orderPriceRows(ORDERS[1]!.order)).toContainEqual({ key: 'coupon', cents: 250, role: 'subtract', code: 'WELCOME10' });
  });

  it('keeps VAT contained in an EU total as a note that does not count towards it', () => {
    expect(orderPriceRows(ORDERS[3]!.order).at(-1)).toEqual({ key: 'vatIncluded', cents: 1680, role: 'note' });
  });

  it('names why a business buyer’s order carries no tax: net under the reverse charge, or exempt from the sales tax', () => {
    const net = { ...none, totalPrice: 3000, deliveryPrice: 583, payPrice: 3583, reverseCharge: true };
    expect(orderPriceRows(net).map((row) => row.key)).toEqual(['subtotal', 'delivery', 'total', 'reverseCharge']);
    expect(orderPriceRows(net).at(-1)).toEqual({ key: 'reverseCharge', cents: 0, role: 'note' });
    const exempt = { ...none, totalPrice: 4800, deliveryPrice: 699, payPrice: 5499, salesTaxExempt: true };
    expect(orderPriceRows(exempt).map((row) => row.key)).toEqual(['subtotal', 'delivery', 'total', 'salesTaxExempt']);
  });
});
