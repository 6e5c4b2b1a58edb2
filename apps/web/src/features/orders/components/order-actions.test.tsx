// @vitest-environment happy-dom
import { ORDER_STATUS } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initEnglish, order } from '../order.fixtures.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { OrderActions } from './order-actions.tsx';

beforeAll(initEnglish);
const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(new URL(url, 'http://shop.test').pathname);
    return new Response(JSON.stringify({ code: 0, data: true, msg: '' }), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Address() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

function renderActions(status: number) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/orderDetail?id=8']}>
        <Routes>
          <Route path="*" element={<OrderActions order={{ ...order, status, payTime: null }} />} />
        </Routes>
        <ConfirmDialog />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OrderActions', () => {
  it('an unpaid order is paid on the pay page, or cancelled once the shopper confirms', async () => {
    const user = userEvent.setup();
    renderActions(ORDER_STATUS.unpaid);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    // The shop's own dialog asks; Cancel there keeps the order.
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(requests).toEqual(['/pc-api/trade/order/cancel']));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('status').textContent).toBe('/payOrder?id=8');
  });

  it('a dispatched order offers to confirm its receipt; a cancelled one only to delete it', () => {
    renderActions(ORDER_STATUS.dispatched);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Confirm receipt']);
    cleanup();
    renderActions(ORDER_STATUS.cancelled);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Delete']);
  });
});
