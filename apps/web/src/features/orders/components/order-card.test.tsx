// @vitest-environment happy-dom
import { ORDER_TYPE, PAY_STATUS, PRINT_STATUS } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglish, order } from '../order.fixtures.ts';
import { OrderCard } from './order-card.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

const renderCard = (card: typeof order) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ul>
          <OrderCard order={card} />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('OrderCard', () => {
  it('flags what a paid logo line waits for: print data, corrected data or the proof’s approval', () => {
    const logoLine = (printStatus: number | null) => ({ ...order.items[0]!, orderType: ORDER_TYPE.custom, printStatus });
    for (const [printStatus, flag] of [
      [null, 'Please upload your print data'],
      [PRINT_STATUS.incorrect, 'Data incorrect'],
      [PRINT_STATUS.checkedNormal, 'Approve the proof'],
    ] as const) {
      renderCard({ ...order, payTime: Date.now(), items: [logoLine(printStatus)] });
      expect(screen.getByRole('link', { name: flag }).getAttribute('href')).toBe('/orderDetail?id=8');
      cleanup();
    }
    // Approved for printing, or not paid yet: nothing to do.
    renderCard({ ...order, payTime: Date.now(), items: [logoLine(PRINT_STATUS.aboutToPrint)] });
    renderCard({ ...order, payTime: null, items: [logoLine(null)] });
    expect(document.querySelector('.order-card__todo')).toBeNull();
  });

  it('links the order by its number, with its status, lines, total and what can be done now', () => {
    renderCard({ ...order, payTime: Date.now() });
    expect(screen.getByRole('link', { name: 'O-2026-0008' }).getAttribute('href')).toBe('/orderDetail?id=8');
    expect(screen.getByText('Paid, awaiting dispatch').className).toContain('tag');
    expect(screen.getByText(/Notebook A5 × 10/)).toBeTruthy();
    expect(screen.getByText('$86.52').tagName).toBe('STRONG');
    // Paid moments ago: it can still be cancelled for a refund.
    expect(screen.getByRole('button', { name: 'Cancel and refund' })).toBeTruthy();
  });

  it('an order bought on account is not called paid, and cancelling it is not called a refund', () => {
    renderCard({ ...order, payTime: Date.now(), payStatus: PAY_STATUS.onAccount, payChannelCode: 'invoice' });
    expect(screen.getByText('On account, awaiting dispatch').className).toContain('tag');
    expect(screen.queryByText('Paid, awaiting dispatch')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
  });
});
