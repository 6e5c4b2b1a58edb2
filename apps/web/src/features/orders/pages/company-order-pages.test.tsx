// @vitest-environment happy-dom
import type { TCompany, TCompanyOrder } from '@shop/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { order } from '../order.fixtures.ts';
import { CompanyOrderPage, CompanyOrdersPage } from './company-order-pages.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member = (memberId: number, name: string, role: 'admin' | 'buyer') => ({
  memberId,
  name,
  mail: `${name.split(' ')[0]!.toLowerCase()}@acme.test`,
  role,
  spendingLimitPerOrder: null,
  spendingLimitPerMonth: null,
});
const company = (role: 'admin' | 'buyer'): TCompany => ({
  id: 5,
  name: 'Acme GmbH',
  vatId: '',
  vatIdStatus: 0,
  vatIdOffline: false,
  countryId: 348,
  taxExemptStatus: 0,
  taxExemptState: '',
  taxExemptCertificateUrl: '',
  taxExemptReason: '',
  invoiceAllowed: false,
  creditLimit: 0,
  termsDays: 30,
  memberId: role === 'admin' ? 1 : 2,
  role,
  spendingLimitPerOrder: null,
  spendingLimitPerMonth: null,
  members: [member(1, 'Ada Admin', 'admin'), member(2, 'Bob Buyer', 'buyer')],
});
const line = (id: number, memberId: number, buyerName: string, mine: boolean): TCompanyOrder => ({
  id,
  no: `O-2026-${id}`,
  memberId,
  buyerName,
  buyerMail: 'x@acme.test',
  status: 10,
  currency: 'EUR',
  payPrice: 12_345,
  poNumber: `PO-${id}`,
  costCentre: null,
  createTime: Date.UTC(2026, 10, 20),
  mine,
});

const answering =
  (role: 'admin' | 'buyer', list: TCompanyOrder[], total = list.length) =>
  ({ path }: { path: string }) => {
    if (path === 'member/company/get') return company(role);
    if (path === 'trade/order/company-page') return { list, total };
    return true;
  };
const pageQueries = (sent: { path: string; query?: Record<string, string> }[]) =>
  sent.filter((r) => r.path === 'trade/order/company-page').map((r) => r.query);

describe("the company's order history", () => {
  it('shows an admin every member’s orders with buyer, status, total and PO number; a colleague’s opens to read, mine on my orders page', async () => {
    await renderWithApi(<CompanyOrdersPage />, answering('admin', [line(31, 2, 'Bob Buyer', false), line(30, 1, 'Ada Admin', true)]));
    const bobs = await screen.findByRole('listitem', { name: 'O-2026-31' });
    expect(within(bobs).getByText('Bob Buyer')).toBeTruthy();
    expect(within(bobs).getByText('PO-31')).toBeTruthy();
    expect(within(bobs).getByText('Paid, awaiting dispatch')).toBeTruthy();
    expect(within(bobs).getByText('€123.45')).toBeTruthy();
    expect(within(bobs).getByRole('link', { name: 'O-2026-31' }).getAttribute('href')).toBe('/companyOrder?id=31');
    const mine = screen.getByRole('listitem', { name: 'O-2026-30' });
    expect(within(mine).getByText('me')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'O-2026-30' }).getAttribute('href')).toBe('/orderDetail?id=30');
  });

  it('filters by buyer and status and pages through the history', async () => {
    const sent = await renderWithApi(<CompanyOrdersPage />, answering('admin', [line(31, 2, 'Bob Buyer', false)], 45));
    await userEvent.selectOptions(await screen.findByLabelText('Ordered by'), 'Bob Buyer');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(pageQueries(sent)).toContainEqual({ pageNo: '2', pageSize: '20', memberId: '2', status: '40' }));
    expect(pageQueries(sent)[0]).toEqual({ pageNo: '1', pageSize: '20' });
  });

  it('shows a buyer their own orders without the buyer filter', async () => {
    await renderWithApi(<CompanyOrdersPage />, answering('buyer', [line(40, 2, 'Bob Buyer', true)]));
    expect(await screen.findByRole('listitem', { name: 'O-2026-40' })).toBeTruthy();
    expect(screen.queryByLabelText('Ordered by')).toBeNull();
    expect(screen.getByText(/Administrators and approvers see the orders of all members/)).toBeTruthy();
  });

  it("opens a colleague's order read-only: no pay, cancel or document buttons, its next step the buyer's", async () => {
    const paid = { ...order, id: 31, no: 'O-2026-31', status: 0, payTime: null, poNumber: 'PO-31' };
    const sent = await renderWithApi(
      <CompanyOrderPage />,
      ({ path }) => (path === 'trade/order/company-get-detail' ? paid : true),
      '/companyOrder?id=31',
    );
    expect(await screen.findByRole('note')).toBeTruthy();
    expect(screen.getByText('O-2026-31')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay|Cancel order/ })).toBeNull();
    // What happens next speaks of the order's buyer, not to the reader.
    expect(screen.getByTestId('order-next').textContent).toBe('Waiting for the buyer to pay.');
    expect(sent.filter((r) => r.path === 'trade/order/company-get-detail').map((r) => r.query)).toEqual([{ id: '31' }]);
  });
});
