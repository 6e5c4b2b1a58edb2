// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { RegisterPage } from './register-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const countries = [
  { id: 178, countryName: 'France', phoneType: '+33', code: 'FR', shippingAllowed: true },
  { id: 348, countryName: 'Germany', phoneType: '+49', code: 'DE', shippingAllowed: true },
];
const answering = ({ path }: { path: string }) => {
  if (path === 'member/country/page') return { list: countries, total: countries.length };
  if (path === 'member/auth/sms-mail-register') return { userId: 9, accessToken: 'a', refreshToken: 'r', expiresTime: Date.now() + 60_000 };
  return true;
};
const registrations = (sent: { path: string; body: unknown }[]) =>
  sent.filter((r) => r.path === 'member/auth/sms-mail-register').map((r) => r.body as Record<string, unknown>);

/** The short form's fields (name, e-mail, code, password twice). */
async function fillAccount() {
  await userEvent.type(screen.getByLabelText(/First name/), 'Claire');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Martin');
  await userEvent.type(screen.getByLabelText(/E-mail/, { selector: 'input[name="mail"]' }), 'claire@bureau.test');
  await userEvent.type(screen.getByLabelText(/code/i, { selector: 'input[name="code"]' }), '123456');
  for (const field of screen.getAllByLabelText(/password/i, { selector: 'input[type="password"]' }))
    await userEvent.type(field, 'paper-2024');
}

describe('registering, buying for a company', () => {
  it('reveals company name, country and VAT ID behind the checkbox and sends the company with the account', async () => {
    const sent = await renderWithApi(<RegisterPage />, answering, '/register?variant=store');
    await fillAccount();
    expect(screen.queryByLabelText(/Company name/)).toBeNull();
    await userEvent.click(screen.getByLabelText('I am buying for a company'));
    await userEvent.type(screen.getByLabelText(/Company name/), 'Bureau Martin SAS');
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), await screen.findByRole('option', { name: 'France' }));
    await userEvent.type(screen.getByLabelText(/VAT ID/), 'FR41343848552');
    await userEvent.click(screen.getByRole('button', { name: /Continue|Register/ }));
    await vi.waitFor(() => expect(registrations(sent)).toHaveLength(1));
    expect(registrations(sent)[0]).toMatchObject({
      mail: 'claire@bureau.test',
      company: { name: 'Bureau Martin SAS', countryId: 178, vatId: 'FR41343848552' },
    });
    expect(registrations(sent)[0]).not.toHaveProperty('companyName');
  }, 20_000);

  it('asks for the company’s name and country once ticked, and sends no company when not ticked', async () => {
    const sent = await renderWithApi(<RegisterPage />, answering, '/register?variant=store');
    await fillAccount();
    await userEvent.click(screen.getByLabelText('I am buying for a company'));
    await userEvent.click(screen.getByRole('button', { name: /Continue|Register/ }));
    await vi.waitFor(() =>
      expect([...document.querySelectorAll('[aria-invalid="true"]')].map((e) => e.getAttribute('name'))).toEqual([
        'companyName',
        'companyCountryId',
      ]),
    );
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(registrations(sent)).toEqual([]);
    await userEvent.click(screen.getByLabelText('I am buying for a company'));
    await userEvent.click(screen.getByRole('button', { name: /Continue|Register/ }));
    await vi.waitFor(() => expect(registrations(sent)).toHaveLength(1));
    expect(registrations(sent)[0]!.company).toBeUndefined();
  }, 20_000);
});
