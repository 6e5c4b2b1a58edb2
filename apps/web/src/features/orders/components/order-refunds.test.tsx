// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { order } from '../order.fixtures.ts';
import { OrderRefunds } from './order-refunds.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const refunded = {
  ...order,
  refunds: [
    {
      id: 3,
      amount: 1250,
      reason: 'One mug broken',
      createTime: Date.UTC(2026, 10, 20, 12),
      creditNoteNo: 'CN-2026-000007',
      creditNoteId: 7,
    },
    { id: 4, amount: 500, reason: '', createTime: Date.UTC(2026, 10, 22, 12), creditNoteNo: null, creditNoteId: null },
  ],
  refundedPrice: 1750,
};
const pdf = () => new Response(new Blob(['%PDF']), { headers: { 'content-type': 'application/pdf' } });

describe('OrderRefunds', () => {
  it('lists each refund by the shop with amount, day and reason, the total paid back, and downloads the member’s credit note', async () => {
    URL.createObjectURL = () => 'blob:pdf';
    URL.revokeObjectURL = () => undefined;
    const sent = await renderWithApi(<OrderRefunds order={refunded} />, pdf);
    expect(screen.getByRole('heading', { name: 'Refunds from the shop' })).toBeDefined();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('$12.50 refunded on Nov 20, 2026 · One mug broken');
    expect(items[1]).toContain('$5.00 refunded on Nov 22, 2026');
    expect(screen.getByTestId('refunded-price').textContent).toBe('Paid back in all: $17.50');
    // Only a refund with a credit note offers one.
    expect(screen.getAllByTestId('download-refund-credit-note')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Credit note CN-2026-000007' }));
    await vi.waitFor(() => expect(sent.map((s) => s.path)).toContain('trade/order/credit-note'));
  });

  it('downloads a guest’s credit note through the order’s key', async () => {
    URL.createObjectURL = () => 'blob:pdf';
    URL.revokeObjectURL = () => undefined;
    const urls: string[] = [];
    await renderWithApi(<OrderRefunds order={refunded} orderKey="KEY1" />, pdf);
    const fetching = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      urls.push(url);
      return fetching(url, init);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Credit note CN-2026-000007' }));
    await vi.waitFor(() => expect(urls.some((u) => u.includes('trade/order/guest/credit-note?token=KEY1&refundId=3'))).toBe(true));
  });

  it('shows nothing for an order the shop refunded nothing of', async () => {
    await renderWithApi(<OrderRefunds order={{ ...order, refunds: [], refundedPrice: 0 }} />);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
