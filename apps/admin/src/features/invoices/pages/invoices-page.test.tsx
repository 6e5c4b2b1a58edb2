// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes, type Sent } from '../../../lib/fake-api.fixtures.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { InvoicesPage } from './invoices-page.tsx';

const issued = Date.UTC(2026, 10, 20, 9);
const row = (kind: 'invoice' | 'credit-note', id: number, no: string, extra: Record<string, unknown> = {}) => ({
  kind,
  id,
  no,
  currency: 'EUR',
  total: 2380,
  issueTime: issued,
  orderId: 5,
  orderNo: 'o2026112000000005',
  editId: null,
  afterSaleNo: null,
  ...extra,
});
const answers = {
  'system/auth/get-permission-info': { permissions: ['*'], roles: [], user: {}, menus: [] },
  'trade/invoice/page': {
    list: [
      row('credit-note', 3, 'CN-2026-000003', { afterSaleNo: 'A-000009' }),
      row('invoice', 8, 'R-2026-000008', { editId: 4, total: 1190 }),
      row('invoice', 7, 'R-2026-000007'),
    ],
    total: 3,
  },
};
const requests: Sent[] = [];

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
beforeEach(() => fakeApi(answers, requests));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () => renderRoutes('/invoices', { '/invoices': <InvoicesPage /> });
const lastPage = () => requests.filter((r) => r.path === 'trade/invoice/page').at(-1)!;

describe('InvoicesPage', () => {
  it('lists invoices, supplementary invoices and credit notes with their order and amount (credit notes negative)', async () => {
    renderPage();
    const note = (await screen.findByRole('button', { name: 'CN-2026-000003' })).closest('tr')!;
    expect(note.textContent).toContain('Credit note');
    expect(note.textContent).toContain('-€23.80');
    expect(within(note).getByRole('link', { name: 'o2026112000000005' }).getAttribute('href')).toBe('/orders/5');
    const extra = screen.getByRole('button', { name: 'R-2026-000008' }).closest('tr')!;
    expect(extra.textContent).toContain('Supplementary invoice');
    expect(extra.textContent).toContain('€11.90');
  });

  it('filters by number, kind and issue day, from the first page', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('button', { name: 'R-2026-000007' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Credit notes');
    await vi.waitFor(() => expect(lastPage().query.get('kind')).toBe('credit-note'));
    await user.type(screen.getByRole('textbox', { name: 'Number' }), 'CN-2026');
    await user.type(screen.getByLabelText('Issued from'), '2026-11-01');
    await user.type(screen.getByLabelText('Issued until'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(lastPage().query.get('no')).toBe('CN-2026'));
    const query = lastPage().query;
    expect(Number(query.get('from'))).toBe(new Date(2026, 10, 1).getTime());
    expect(Number(query.get('to'))).toBe(new Date(2026, 11, 1).getTime());
    expect(query.get('pageNo')).toBe('1');
  });

  it('downloads a supplementary invoice by its order and edit, and resends a credit note after a yes', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'R-2026-000008' }));
    await vi.waitFor(() => expect(requests.some((r) => r.path === 'trade/order/invoice')).toBe(true));
    const asked = requests.find((r) => r.path === 'trade/order/invoice')!.query;
    expect([asked.get('id'), asked.get('editId')]).toEqual(['5', '4']);

    const note = screen.getByRole('button', { name: 'CN-2026-000003' }).closest('tr')!;
    await user.click(await within(note).findByRole('button', { name: 'Resend' }));
    const confirm = screen.getByRole('dialog', { name: 'Send the mail again?' });
    expect(confirm.textContent).toContain('Credit note CN-2026-000003 of order o2026112000000005 will be mailed to the buyer again.');
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(requests.some((r) => r.path === 'trade/order/resend-mail')).toBe(true));
    expect(requests.find((r) => r.path === 'trade/order/resend-mail')!.body).toEqual({ id: 5, kind: 'credit-note', creditNoteId: 3 });
  });
});
