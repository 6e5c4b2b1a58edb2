// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { AddressForm } from './address-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const COUNTRIES = {
  list: [
    { id: 281, countryName: 'United States', phoneType: '+1', code: 'US', shippingAllowed: true },
    { id: 348, countryName: 'Germany', phoneType: '+49', code: 'DE', shippingAllowed: true },
    { id: 400, countryName: 'China', phoneType: '+86', code: 'CN', shippingAllowed: false },
  ],
  total: 3,
};

const STATES = { states: [{ name: 'Texas', state_code: 'TX' }] };
const answer = ({ path }: { path: string }) => (path === 'member/country/page' ? COUNTRIES : path === 'system/area/states' ? STATES : true);
const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement | HTMLSelectElement;

async function renderGuestForm() {
  await renderWithApi(<AddressForm guest pending={false} onSave={vi.fn()} draftKey="test.address" />, answer);
  await screen.findByRole('option', { name: 'Germany' });
}

describe('AddressForm', () => {
  it('chooses the phone prefix of the shipping country, until the shopper picks another one', async () => {
    const user = userEvent.setup();
    await renderGuestForm();
    await user.selectOptions(field('Country'), 'Germany');
    expect(field('Phone area code').value).toBe('348');
    await user.selectOptions(field('Country'), 'United States');
    expect(field('Phone area code').value).toBe('281');
    await user.selectOptions(field('Phone area code'), '+86 China');
    await user.selectOptions(field('Country'), 'Germany');
    expect(field('Phone area code').value).toBe('400');
  });

  it('keeps what a guest typed, unsaved, across a reload of the form', async () => {
    const user = userEvent.setup();
    await renderGuestForm();
    await user.type(field('First name'), 'Ada');
    await user.type(field('Last name'), 'Buyer');
    await user.selectOptions(field('Country'), 'Germany');
    await user.type(field('City'), 'Berlin');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '30 1234567');
    cleanup();
    vi.unstubAllGlobals();

    await renderGuestForm();
    await waitFor(() => expect(field('First name').value).toBe('Ada'));
    expect(field('Last name').value).toBe('Buyer');
    expect(field('Country').value).toBe('348');
    expect(field('City').value).toBe('Berlin');
    expect(field('Phone area code').value).toBe('348');
    expect((screen.getByRole('textbox', { name: /^Phone/ }) as HTMLInputElement).value).toBe('30 1234567');
  });
});
