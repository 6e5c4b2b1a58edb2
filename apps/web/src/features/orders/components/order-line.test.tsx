// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglish, notebooks, order } from '../order.fixtures.ts';
import { OrderLine } from './order-line.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

describe('OrderLine', () => {
  it('names the product and its variant, and its price as unit × count less the discount', () => {
    render(
      <ul>
        <OrderLine order={order} line={notebooks} />
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent).toBe(
      ' Notebook A5 (Blue) · $8.99 × 10 = $89.90 − $13.48 (15% off from 10 pieces) = $76.42',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in the order’s own currency', () => {
    render(
      <ul>
        <OrderLine order={{ ...order, currency: 'EUR' }} line={{ ...notebooks, properties: [], discountedPrice: 8990 }} />
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent).toBe(' Notebook A5 · €8.99 × 10 = €89.90');
  });
});
