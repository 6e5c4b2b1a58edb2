// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglish, order } from '../order.fixtures.ts';
import { OrderCard } from './order-card.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

describe('OrderCard', () => {
  it('links the order by its number, with its status, lines, total and what can be done now', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ul>
            <OrderCard order={{ ...order, payTime: Date.now() }} />
          </ul>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'O-2026-0008' }).getAttribute('href')).toBe('/orderDetail?id=8');
    expect(screen.getByText('Paid, awaiting dispatch').className).toContain('tag');
    expect(screen.getByText(/Notebook A5 × 10/)).toBeTruthy();
    expect(screen.getByText('$86.52').tagName).toBe('STRONG');
    // Paid moments ago: it can still be cancelled for a refund.
    expect(screen.getByRole('button', { name: 'Cancel and refund' })).toBeTruthy();
  });
});
