// @vitest-environment happy-dom
import type { TCompanyAddress } from '@shop/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { CompanyAddresses } from './company-addresses.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const countries = [{ id: 348, countryName: 'Germany', phoneType: '+49', code: 'DE', shippingAllowed: true }];
const warehouse: TCompanyAddress = {
  id: 7,
  firstName: 'Goods',
  lastName: 'Receiving',
  name: 'Goods Receiving',
  mobile: '+49 30 1234567',
  mobileId: 348,
  areaId: 348,
  countryCode: 'DE',
  state: '',
  city: 'Hamburg',
  zipCode: '20457',
  detailAddress: 'Lagerstraße 5',
  defaultStatus: false,
  kind: 'delivery',
};

const answering = ({ path }: { path: string }) => {
  if (path === 'member/company/address-list') return [warehouse];
  if (path === 'member/country/page') return { list: countries, total: countries.length };
  if (path === 'member/user/get') return null;
  if (path === 'member/company/address-create') return 8;
  return true;
};

describe("the company page's shared addresses", () => {
  it('lists them with their use for every member, without changing them when not an admin', async () => {
    await renderWithApi(<CompanyAddresses admin={false} />, answering);
    const card = await screen.findByRole('listitem', { name: 'Goods Receiving' });
    expect(within(card).getByText('Delivery')).toBeTruthy();
    expect(within(card).getByText('Lagerstraße 5')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a company address' })).toBeNull();
  });

  it('lets the admin add an invoice address: the form sends the address with its use', async () => {
    const sent = await renderWithApi(<CompanyAddresses admin />, answering);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a company address' }));
    await userEvent.selectOptions(screen.getByLabelText('Used for'), 'invoice');
    await userEvent.type(screen.getByLabelText(/First name/), 'Accounts');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Payable');
    await userEvent.selectOptions(screen.getByLabelText(/Country/), await screen.findByRole('option', { name: 'Germany' }));
    await userEvent.type(screen.getByLabelText(/Postcode/), '10115');
    await userEvent.type(screen.getByLabelText(/City/), 'Berlin');
    await userEvent.type(screen.getByLabelText(/Street/), 'Rechnungsweg 1');
    await userEvent.type(screen.getByLabelText(/^Phone\b(?! area)/), '30 1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    await vi.waitFor(() =>
      expect(sent.filter((r) => r.path === 'member/company/address-create').map((r) => r.body)).toEqual([
        expect.objectContaining({ kind: 'invoice', firstName: 'Accounts', city: 'Berlin', detailAddress: 'Rechnungsweg 1', areaId: 348 }),
      ]),
    );
    const body = sent.find((r) => r.path === 'member/company/address-create')!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('defaultStatus');
  });
});
