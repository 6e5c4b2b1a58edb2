import { describe, expect, it } from 'vitest';
import { paidPerLine, refundableOf } from './order-refund.ts';

const line = (id: number, discountedPrice: number, count = 1, decalsPrice = 0) => ({ id, discountedPrice, decalsPrice, count });
const nothing = { lines: [], deliveryAmount: 0, total: 0 };

describe('paidPerLine', () => {
  it.each([
    [
      'one line: the payment less delivery',
      { couponPrice: 0, deliveryPrice: 699, salesTaxPrice: 0, payPrice: 3199, items: [line(1, 2500)] },
      [2500],
    ],
    [
      'a coupon and sales tax shared; the cents rounding leaves go to the last line',
      {
        couponPrice: 333,
        deliveryPrice: 0,
        salesTaxPrice: 217,
        payPrice: 1001 + 2002 + 3003 + 99 - 333 + 217,
        items: [line(1, 1001), line(2, 2002), line(3, 3003, 1, 99)],
      },
      // 1001 − 56 coupon + 36 tax; 2002 − 111 + 72; the rest of 5989: 3045 (3003 − 166 + 108 tax + 99 logo + 1 cent of rounding).
      [981, 1963, 3045],
    ],
  ])('%s', (_name, order, expected) => {
    const shares = paidPerLine(order);
    expect([...shares.values()]).toEqual(expected);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(order.payPrice - order.deliveryPrice);
  });
});

describe('refundableOf', () => {
  const order = { couponPrice: 0, deliveryPrice: 500, salesTaxPrice: 0, payPrice: 4500, items: [line(1, 3000, 3), line(2, 1000, 1)] };

  it('leaves everything to refund before any refund', () => {
    expect(refundableOf(order, nothing)).toEqual({
      lines: [
        { orderItemId: 1, count: 3, amount: 3000 },
        { orderItemId: 2, count: 1, amount: 1000 },
      ],
      deliveryAmount: 500,
      total: 4500,
    });
  });

  it('takes off the pieces and cents refunded per line, the delivery refunded and all of it from the payment', () => {
    const refunded = {
      lines: [
        { orderItemId: 1, count: 1, amount: 1000 },
        { orderItemId: 1, count: 1, amount: 500 },
      ],
      deliveryAmount: 200,
      total: 1700,
    };
    expect(refundableOf(order, refunded)).toEqual({
      lines: [
        { orderItemId: 1, count: 1, amount: 1500 },
        { orderItemId: 2, count: 1, amount: 1000 },
      ],
      deliveryAmount: 300,
      total: 2800,
    });
  });
});
