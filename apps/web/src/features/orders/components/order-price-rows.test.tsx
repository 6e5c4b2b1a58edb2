// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglish, order } from '../order.fixtures.ts';
import { OrderPriceRows } from './order-price-rows.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

/** The rows as a shopper reads them: each term with its amount. */
const rows = () => [...document.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);

describe('OrderPriceRows', () => {
  it('a US order: subtotal, its quantity discount, delivery, sales tax and the total; no rows for what it has none of', () => {
    render(<OrderPriceRows order={order} />);
    expect(rows()).toEqual(['Subtotal $89.90', 'Quantity discount −$13.48', 'Delivery $5.00', 'Sales tax $5.10', 'Total $86.52']);
  });

  it('an EU order with a coupon and logo printing names the code and the VAT the total contains, and no sales tax', () => {
    render(
      <OrderPriceRows
        order={{
          ...order,
          currency: 'EUR',
          discountPrice: 0,
          couponPrice: 500,
          couponCode: 'SPRING',
          decalsPrice: 9900,
          vatIncludedPrice: 1900,
          payPrice: 18890,
        }}
      />,
    );
    expect(rows()).toEqual([
      'Subtotal €89.90',
      'Coupon (SPRING) −€5.00',
      'Delivery €5.00',
      'Logo printing €99.00',
      'Total €188.90',
      'VAT included €19.00',
    ]);
    expect(screen.queryByText('Sales tax')).toBeNull();
  });
});
