// @vitest-environment happy-dom
import type { TCompany } from '@shop/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { CompanyPage } from './company-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const countries = [
  { id: 348, countryName: 'Germany', phoneType: '+49', code: 'DE', shippingAllowed: true },
  { id: 281, countryName: 'United States', phoneType: '+1', code: 'US', shippingAllowed: true },
];
const company: TCompany = {
  id: 5,
  name: 'Acme GmbH',
  vatId: 'DE811125440',
  vatIdStatus: 1,
  vatIdOffline: true,
  countryId: 348,
  taxExemptStatus: 0,
  taxExemptState: '',
  taxExemptCertificateUrl: '',
  taxExemptReason: '',
  invoiceAllowed: false,
  creditLimit: 0,
  termsDays: 30,
  memberId: 1,
  role: 'admin',
  spendingLimitPerOrder: null,
  spendingLimitPerMonth: null,
  members: [
    { memberId: 1, name: 'Ada Admin', mail: 'ada@acme.test', role: 'admin', spendingLimitPerOrder: null, spendingLimitPerMonth: null },
    { memberId: 2, name: 'Bob Buyer', mail: 'bob@acme.test', role: 'buyer', spendingLimitPerOrder: 50_000, spendingLimitPerMonth: null },
  ],
};

const answering =
  (mine: TCompany | null) =>
  ({ path }: { path: string }) => {
    if (path === 'member/company/get') return mine;
    if (path === 'member/country/page') return { list: countries, total: countries.length };
    if (path === 'member/company/address-list') return [];
    return true;
  };
const bodiesTo = (sent: { path: string; body: unknown }[], path: string) => sent.filter((r) => r.path === path).map((r) => r.body);

describe('the member centre’s company page', () => {
  it('offers a member without a company to create one for buying for a company', async () => {
    const sent = await renderWithApi(<CompanyPage />, answering(null));
    expect(await screen.findByRole('heading', { name: 'Buying for a company' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Company name/), 'Acme GmbH');
    await userEvent.selectOptions(screen.getByLabelText(/Country/), await screen.findByRole('option', { name: 'Germany' }));
    await userEvent.type(screen.getByLabelText(/VAT ID/), 'DE 811 125 440');
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    await vi.waitFor(() =>
      expect(bodiesTo(sent, 'member/company/create')).toEqual([{ name: 'Acme GmbH', countryId: 348, vatId: 'DE 811 125 440' }]),
    );
  });

  it('shows an admin the VAT ID checked offline and the members, and lets them invite, change and remove colleagues', async () => {
    const sent = await renderWithApi(<CompanyPage />, answering(company));
    expect(await screen.findByRole('heading', { name: 'Acme GmbH' })).toBeTruthy();
    expect(screen.getByText('valid format and check digits (checked offline)')).toBeTruthy();
    expect(screen.getByText(/Limits: 500.00 per order, none per month/)).toBeTruthy();

    const invite = screen.getByRole('form', { name: 'Invite a colleague' });
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'carol@acme.test');
    await userEvent.selectOptions(invite.querySelector('select')!, 'approver');
    await userEvent.type(invite.querySelector('input[inputmode="decimal"]')!, '250.50');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() =>
      expect(bodiesTo(sent, 'member/company/invite')).toEqual([
        { mail: 'carol@acme.test', role: 'approver', spendingLimitPerOrder: 25_050, spendingLimitPerMonth: null },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Change Bob Buyer' }));
    const edit = screen.getByRole('form', { name: 'Change Bob Buyer' });
    await userEvent.selectOptions(edit.querySelector('select')!, 'approver');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(bodiesTo(sent, 'member/company/update-member')).toEqual([
        { memberId: 2, role: 'approver', spendingLimitPerOrder: 50_000, spendingLimitPerMonth: null },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Bob Buyer' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(sent.some((r) => r.path === 'member/company/remove-member')).toBe(true));
    // No tax exemption outside the US.
    expect(screen.queryByRole('region', { name: 'Sales-tax exemption' })).toBeNull();
  });

  it('lets an admin correct the VAT ID', async () => {
    const sent = await renderWithApi(<CompanyPage />, answering(company));
    await userEvent.click(await screen.findByRole('button', { name: 'Change company details' }));
    const form = screen.getByRole('form', { name: 'Company details' });
    const vat = form.querySelector<HTMLInputElement>('input[maxlength="24"]')!;
    await userEvent.clear(vat);
    await userEvent.type(vat, 'DE181207708');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await vi.waitFor(() =>
      expect(bodiesTo(sent, 'member/company/update')).toEqual([{ name: 'Acme GmbH', countryId: 348, vatId: 'DE181207708' }]),
    );
  });

  it('lets a buyer only see the company and leave it', async () => {
    await renderWithApi(<CompanyPage />, answering({ ...company, memberId: 2, role: 'buyer', vatIdOffline: false }));
    expect(await screen.findByText('valid (confirmed by VIES)')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Invite a colleague' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change Bob Buyer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Ada Admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave the company' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change company details' })).toBeNull();
  });

  it('shows a US company’s exemption status and lets its admin send a certificate', async () => {
    const us = {
      ...company,
      countryId: 281,
      vatId: '',
      vatIdStatus: 0,
      taxExemptStatus: 30,
      taxExemptState: 'TX',
      taxExemptReason: 'Expired.',
    };
    const sent = await renderWithApi(<CompanyPage />, answering(us));
    expect(await screen.findByText('Certificate for TX not accepted: Expired.')).toBeTruthy();
    const file = new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/Exemption certificate/), file);
    await userEvent.click(screen.getByRole('button', { name: 'Send certificate' }));
    await vi.waitFor(() => expect(bodiesTo(sent, 'member/company/tax-exemption')).toEqual([{ state: 'TX', certificateUrl: true }]));
  });
});
