// @vitest-environment happy-dom
import type { TApprovalOrder } from '@shop/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { CompanyApprovalsPage } from './company-approvals-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const waiting = (id: number, extra: Partial<TApprovalOrder> = {}): TApprovalOrder => ({
  id,
  no: `o2026112800000${id}`,
  memberId: 2,
  buyerName: 'Bob Buyer',
  buyerMail: 'bob@acme.test',
  currency: 'EUR',
  payPrice: 123_456,
  items: [{ spuName: 'Notebook A5', count: 40, properties: 'Colour: blue' }],
  poNumber: 'PO-77',
  costCentre: null,
  createTime: Date.UTC(2026, 10, 28, 9),
  holdUntil: Date.UTC(2026, 11, 1, 9),
  canDecide: true,
  ...extra,
});

const answering =
  (list: TApprovalOrder[]) =>
  ({ path }: { path: string }) =>
    path === 'trade/order/approval-page' ? { list, total: list.length } : true;

describe('the company’s orders awaiting approval', () => {
  it('shows each colleague’s order with buyer, total, lines and hold, and approves it with one click', async () => {
    const sent = await renderWithApi(<CompanyApprovalsPage />, answering([waiting(7)]));
    const card = await screen.findByRole('listitem', { name: 'o20261128000007' });
    expect(within(card).getByText(/Bob Buyer/)).toBeTruthy();
    expect(within(card).getByText('€1,234.56')).toBeTruthy();
    expect(within(card).getByText(/40 × Notebook A5/)).toBeTruthy();
    expect(within(card).getByText('PO-77')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(sent.some((r) => r.path === 'trade/order/approve')).toBe(true));
  });

  it('declines only with a reason, asked in a dialog (no browser confirm)', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const sent = await renderWithApi(<CompanyApprovalsPage />, answering([waiting(8)]));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('form', { name: 'Decline order o20261128000008' });
    const submit = within(dialog).getByRole('button', { name: 'Decline order' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Over budget this quarter');
    await userEvent.click(submit);
    await vi.waitFor(() =>
      expect(sent.filter((r) => r.path === 'trade/order/decline').map((r) => r.body)).toEqual([
        { id: 8, reason: 'Over budget this quarter' },
      ]),
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('offers no decision on one’s own order, and says when nothing waits', async () => {
    await renderWithApi(<CompanyApprovalsPage />, answering([waiting(9, { canDecide: false })]));
    expect(await screen.findByText(/Your own order/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    cleanup();
    await renderWithApi(<CompanyApprovalsPage />, answering([]));
    expect(await screen.findByText('No orders wait for approval.')).toBeTruthy();
  });
});
