import { describe, expect, it } from 'vitest';
import { afterSaleRefundCeiling, afterSaleWindowOpen } from './after-sale.ts';

const DAY = 86_400_000;
const line = (id: number, discountedPrice: number, decalsPrice = 0) => ({ id, discountedPrice, decalsPrice });

describe('afterSaleRefundCeiling', () => {
  it.each([
    [
      'one line, delivery paid: what the line cost',
      { couponPrice: 0, deliveryPrice: 699, salesTaxPrice: 0, items: [line(1, 2500)] },
      1,
      2500,
    ],
    ['delivery free: 15 % kept', { couponPrice: 0, deliveryPrice: 0, salesTaxPrice: 0, items: [line(1, 5000)] }, 1, 4250],
    ['15 % kept rounds down to the cent', { couponPrice: 0, deliveryPrice: 0, salesTaxPrice: 0, items: [line(1, 4999)] }, 1, 4249],
    [
      'the coupon shared by line value',
      { couponPrice: 1000, deliveryPrice: 699, salesTaxPrice: 0, items: [line(1, 3000), line(2, 1000)] },
      1,
      2250,
    ],
    [
      'sales tax shared by taxed goods',
      { couponPrice: 0, deliveryPrice: 699, salesTaxPrice: 250, items: [line(1, 2000), line(2, 2000)] },
      2,
      2125,
    ],
    ['logo printing of the line included', { couponPrice: 0, deliveryPrice: 699, salesTaxPrice: 0, items: [line(1, 2000, 750)] }, 1, 2750],
    ['an unknown line: nothing', { couponPrice: 0, deliveryPrice: 699, salesTaxPrice: 0, items: [line(1, 2000)] }, 9, 0],
  ])('%s', (_name, order, itemId, expected) => {
    expect(afterSaleRefundCeiling(order, itemId)).toBe(expected);
  });

  it('never pays back more than the goods, tax and printing together, however the lines split', () => {
    const order = { couponPrice: 333, deliveryPrice: 0, salesTaxPrice: 217, items: [line(1, 1001), line(2, 2002), line(3, 3003, 99)] };
    const sum = order.items.reduce((total, i) => total + afterSaleRefundCeiling(order, i.id), 0);
    expect(sum).toBeLessThanOrEqual(6006 - 333 + 217 + 99);
  });
});

describe('afterSaleWindowOpen', () => {
  const now = 100 * DAY;
  it.each([
    ['received 14 days ago', { receiveTime: now - 14 * DAY, deliveryTime: now - 20 * DAY }, 1, true],
    ['received 14 days and a minute ago', { receiveTime: now - 14 * DAY - 60_000, deliveryTime: now - 20 * DAY }, 1, false],
    ['dispatched 10 days ago, not received', { receiveTime: null, deliveryTime: now - 10 * DAY }, 1, true],
    ['dispatched 15 days ago, not received', { receiveTime: null, deliveryTime: now - 15 * DAY }, 1, false],
    ['custom line received 7 days ago', { receiveTime: now - 7 * DAY, deliveryTime: null }, 2, true],
    ['custom line received 8 days ago', { receiveTime: now - 8 * DAY, deliveryTime: null }, 2, false],
    ['not dispatched', { receiveTime: null, deliveryTime: null }, 1, false],
  ])('%s', (_name, times, orderType, open) => {
    expect(afterSaleWindowOpen(times, orderType, now)).toBe(open);
  });
});
