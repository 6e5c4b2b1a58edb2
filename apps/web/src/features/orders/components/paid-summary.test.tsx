// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglish, notebooks, order } from '../order.fixtures.ts';
import { PaidSummary } from './paid-summary.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

describe('PaidSummary', () => {
  it('thanks with the order number and total, lists what was bought, and leads on', () => {
    render(
      <MemoryRouter>
        <PaidSummary order={{ ...order, items: [notebooks, { ...notebooks, id: 82, spuName: 'Pen', properties: [], count: 100 }] }} />
      </MemoryRouter>,
    );
    const summary = screen.getByTestId('paid-summary');
    expect(summary.textContent).toContain('Order O-2026-0008 is paid.');
    expect(summary.textContent).toContain('Total $86.52');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Notebook A5 (Blue) × 10', 'Pen × 100']);
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Order' }).getAttribute('href')).toBe('/orderDetail?id=8');
  });
});
