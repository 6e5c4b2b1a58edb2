// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglish } from '../product-form.fixtures.tsx';
import { StockMovements } from './stock-movements.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

const at = Date.UTC(2026, 10, 28, 9, 30);
const movement = { skuId: 70, reason: '', adminId: null, createTime: at, orderId: null, orderNo: null };
const movements = [
  { ...movement, id: 5, kind: 'return' as const, incrCount: 2, stockAfter: 52, orderId: 9, orderNo: '20261128000009' },
  { ...movement, id: 4, kind: 'cancel' as const, incrCount: 3, stockAfter: 50, orderId: 8, orderNo: '20261128000008' },
  { ...movement, id: 3, kind: 'sale' as const, incrCount: -3, stockAfter: 47, orderId: 8, orderNo: '20261128000008' },
  { ...movement, id: 2, kind: 'adjust' as const, incrCount: 10, stockAfter: 50, reason: 'Goods received', adminId: 1 },
  { ...movement, id: 1, kind: 'remove' as const, incrCount: -4, stockAfter: 0, adminId: 1 },
];

describe('StockMovements', () => {
  it('says in words what moved the stock: sales, cancels and returns with their order, adjustments with their reason', () => {
    render(
      <MemoryRouter>
        <StockMovements movements={movements} orderLinks />
      </MemoryRouter>,
    );
    const rows = within(screen.getByRole('list', { name: 'Stock movements' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.replace(/\s+\S+$/, '').replace(/ \d{1,2}\/.*$/, ''))).toEqual([
      expect.stringMatching(/^\+2 → 52 · Return \(restocked\), order 20261128000009/),
      expect.stringMatching(/^\+3 → 50 · Unpaid order cancelled, order 20261128000008/),
      expect.stringMatching(/^−3 → 47 · Sale, order 20261128000008/),
      expect.stringMatching(/^\+10 → 50 · Adjustment: Goods received/),
      expect.stringMatching(/^−4 → 0 · SKU removed from the product/),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: '20261128000009' }).getAttribute('href')).toBe('/orders/9');
  });

  it('names the order without a link for staff who may not open orders, and says when nothing moved yet', () => {
    const { rerender } = render(
      <MemoryRouter>
        <StockMovements movements={movements.slice(2, 3)} orderLinks={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Sale, order 20261128000008/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    rerender(
      <MemoryRouter>
        <StockMovements movements={[]} orderLinks />
      </MemoryRouter>,
    );
    expect(screen.getByText('No stock movements yet.')).toBeTruthy();
  });
});
