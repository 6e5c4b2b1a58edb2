// @vitest-environment happy-dom
import type { TAdminOrderDetail } from '@shop/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes, type Sent } from '../../../lib/fake-api.fixtures.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { OrderDocuments } from './order-documents.tsx';

const document = (id: number, no: string, total: number) => ({ id, no, currency: 'EUR', total, issueTime: Date.UTC(2026, 10, 20) });
const order = {
  id: 5,
  no: 'o2026112800000005',
  email: 'buyer@example.com',
  status: 10,
  payTime: 1,
  logisticsNo: null,
  documents: {
    invoice: document(1, 'R-2026-000010', 6000),
    supplementaryInvoices: [{ ...document(2, 'R-2026-000011', 1500), editId: 9 }],
    creditNotes: [],
    quote: { id: 44, no: 'Q-2026-000044' },
  },
} as unknown as TAdminOrderDetail;

const requests: Sent[] = [];
const permitted = (permissions: string[]) =>
  fakeApi({ 'system/auth/get-permission-info': { permissions, roles: [], user: {}, menus: [] } }, requests);

beforeAll(async () => {
  await initI18n();
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
  URL.createObjectURL ??= () => 'blob:pdf';
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderBox = () => renderRoutes('/orders/5', { '/orders/:id': <OrderDocuments order={order} /> });

describe('OrderDocuments', () => {
  it('lists the quote the order was placed from and downloads its PDF by the quote’s id', async () => {
    permitted(['*']);
    const user = userEvent.setup({ delay: null });
    renderBox();
    const row = (await screen.findByText('Quote Q-2026-000044')).closest('li')!;
    expect(row.textContent).toContain('the order was placed from it');
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(requests.some((r) => r.path === 'trade/quote/pdf' && r.query.get('id') === '44')).toBe(true));
  });

  it('says that resending the invoice sends its supplementary invoices too', async () => {
    permitted(['*']);
    const user = userEvent.setup({ delay: null });
    renderBox();
    const row = (await screen.findByText('Invoice R-2026-000010')).closest('li')!;
    await user.click(await within(row as HTMLElement).findByRole('button', { name: 'Resend' }));
    const confirm = screen.getByRole('dialog', { name: 'Send the mail again?' });
    expect(confirm.textContent).toContain(
      'The invoice R-2026-000010 and its supplementary invoices will be mailed to buyer@example.com again.',
    );
  });

  it('shows no quote to staff who may not read quotes', async () => {
    permitted(['trade:order:query']);
    renderBox();
    await screen.findByText('Invoice R-2026-000010');
    await vi.waitFor(() => expect(requests.some((r) => r.path === 'system/auth/get-permission-info')).toBe(true));
    expect(screen.queryByText('Quote Q-2026-000044')).toBeNull();
  });
});
