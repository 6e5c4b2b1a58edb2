// @vitest-environment happy-dom
import type { TAdminCompanyDetail } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { englishPages, fakeApi, renderRoutes, type Sent } from '../../../lib/fake-api.fixtures.tsx';
import { CompanyDetailPage } from './company-pages.tsx';

const company: TAdminCompanyDetail = {
  id: 9,
  name: 'Austin Schools',
  vatId: '',
  vatIdStatus: 0,
  vatIdOffline: false,
  vatIdCheckedTime: null,
  countryId: 281,
  taxExemptStatus: 10,
  taxExemptState: 'TX',
  taxExemptCertificateUrl: 'http://shop.test/uploads/document/certificate.pdf',
  taxExemptReason: '',
  invoiceAllowed: false,
  creditLimit: 0,
  termsDays: 30,
  memberCount: 2,
  createTime: 1_700_000_000_000,
  members: [
    { memberId: 3, name: 'Ada Admin', mail: 'ada@school.test', role: 'admin', spendingLimitPerOrder: null, spendingLimitPerMonth: null },
    {
      memberId: 4,
      name: 'Bob Buyer',
      mail: 'bob@school.test',
      role: 'buyer',
      spendingLimitPerOrder: 25_000,
      spendingLimitPerMonth: 100_000,
    },
  ],
};
const requests: Sent[] = [];
const answers = (permissions: string[], detail: TAdminCompanyDetail = company) => ({
  'system/auth/get-permission-info': { permissions, roles: [], user: {}, menus: [] },
  'member/company/get': detail,
  'member/company/update-terms': true,
  'member/company/review-tax-exemption': true,
});
const bodiesTo = (path: string) => requests.filter((r) => r.path === path).map((r) => r.body);

englishPages();

const renderPage = () => renderRoutes('/companies/9', { '/companies/:id': <CompanyDetailPage /> });

describe('the back office’s company detail', () => {
  it('shows the members with their limits and the certificate, and saves the payment terms in cents', async () => {
    fakeApi(answers(['member:company:query', 'member:company:update']), requests);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Austin Schools' })).toBeTruthy();
    const bob = screen.getByRole('row', { name: /Bob Buyer/ });
    expect(within(bob).getByText('250.00')).toBeTruthy();
    expect(within(bob).getByText('1000.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the certificate' }).getAttribute('href')).toBe(company.taxExemptCertificateUrl);

    const terms = screen.getByRole('form', { name: 'Payment terms' });
    await userEvent.click(within(terms).getByLabelText('Invoice allowed'));
    const limit = within(terms).getByLabelText('Credit limit');
    await userEvent.clear(limit);
    await userEvent.type(limit, '5000');
    const days = within(terms).getByLabelText('Days to pay');
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(within(terms).getByRole('button', { name: 'Save terms' }));
    await vi.waitFor(() =>
      expect(bodiesTo('member/company/update-terms')).toEqual([{ id: 9, invoiceAllowed: true, creditLimit: 500_000, termsDays: 14 }]),
    );
  });

  it('approves a submitted exemption, and rejects only with a reason', async () => {
    fakeApi(answers(['member:company:*']), requests);
    renderPage();
    const reject = await screen.findByRole('button', { name: 'Reject' });
    expect((reject as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(/Reason/), 'The certificate has expired.');
    await userEvent.click(reject);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(bodiesTo('member/company/review-tax-exemption')).toEqual([
        { id: 9, approve: false, reason: 'The certificate has expired.' },
        { id: 9, approve: true, reason: 'The certificate has expired.' },
      ]),
    );
  });

  it('shows staff who may only look the terms without a form, and no review', async () => {
    fakeApi(answers(['member:company:query']), requests);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Austin Schools' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Payment terms' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('waits for review')).toBeTruthy();
  });
});
