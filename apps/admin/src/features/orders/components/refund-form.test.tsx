// @vitest-environment happy-dom
import type { TAdminOrderDetail } from '@shop/shared';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import germanTexts from '../../../locales/de/translation.json';
import englishTexts from '../../../locales/en/translation.json';
import { RefundForm } from './refund-form.tsx';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ resources: { en: { translation: englishTexts }, de: { translation: germanTexts } }, lng: 'en' });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const line = (id: number, spuName: string, count: number) => ({ id, spuName, count, properties: [{ valueName: 'Red' }] });
const order = {
  id: 5,
  no: 'o2026112800000005',
  currency: 'USD',
  memberMail: 'ada@example.test',
  payChannelCode: 'paypal',
  items: [line(11, 'Mug', 3), line(12, 'Pen', 1)],
} as unknown as TAdminOrderDetail;
const refundable = {
  lines: [
    { orderItemId: 11, count: 3, amount: 3000 },
    { orderItemId: 12, count: 1, amount: 999 },
  ],
  deliveryAmount: 599,
  total: 4598,
};

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const total = () => screen.getByTestId('refund-total').textContent;

function renderForm(onConfirm = vi.fn(async () => undefined)) {
  render(<RefundForm order={order} refundable={refundable} onConfirm={onConfirm} onCancel={() => {}} />);
  return onConfirm;
}

describe('RefundForm', () => {
  it('starts with all that is left of each line and the delivery, and shows their total as money', () => {
    renderForm();
    expect(field('Pieces Mug Red').value).toBe('3');
    expect(field('Amount Mug Red').value).toBe('30.00');
    expect(field('Amount Pen Red').value).toBe('9.99');
    expect(field('Delivery').value).toBe('5.99');
    expect(screen.getByText('3 pcs · $30.00 left')).toBeTruthy();
    expect(total()).toBe('Total to refund: $45.98');
  });

  it('takes the share of what is left for the pieces typed, and adds the lines up again', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(field('Pieces Mug Red'));
    await user.type(field('Pieces Mug Red'), '1');
    expect(field('Amount Mug Red').value).toBe('10.00');
    await user.clear(field('Amount Pen Red'));
    await user.clear(field('Delivery'));
    expect(total()).toBe('Total to refund: $10.00');
    await user.type(field('Amount Pen Red'), '2,5');
    expect(total()).toBe('Total to refund: $12.50');
  });

  it('names a field over what is left and lets nothing go on until it is corrected and a reason given', async () => {
    const user = userEvent.setup();
    renderForm();
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await user.type(screen.getByRole('textbox', { name: 'Reason (the buyer reads it)' }), 'Broken');
    expect(next.disabled).toBe(false);
    await user.clear(field('Amount Mug Red'));
    await user.type(field('Amount Mug Red'), '30.01');
    // The line, and with it the total, over what is left.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['At most $30.00', 'At most $45.98']);
    expect(next.disabled).toBe(true);
    await user.clear(field('Pieces Pen Red'));
    await user.type(field('Pieces Pen Red'), '2');
    expect(screen.getByText('At most 1 pieces')).toBeTruthy();
  });

  it('asks to confirm the total before sending the refund in pieces and cents', async () => {
    const user = userEvent.setup();
    const onConfirm = renderForm();
    await user.clear(field('Pieces Mug Red'));
    await user.type(field('Pieces Mug Red'), '2');
    await user.clear(field('Amount Pen Red'));
    await user.clear(field('Pieces Pen Red'));
    await user.type(field('Pieces Pen Red'), '0');
    await user.clear(field('Delivery'));
    await user.type(screen.getByRole('textbox', { name: 'Reason (the buyer reads it)' }), 'Two broken');
    await user.click(screen.getByRole('checkbox', { name: 'Put the refunded pieces back in stock' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Refund $20.00 to ada@example.test through paypal? Money once paid back cannot be taken back.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refund $20.00' }));
    expect(onConfirm).toHaveBeenCalledWith({
      id: 5,
      lines: [{ orderItemId: 11, count: 2, amount: 2000 }],
      deliveryAmount: 0,
      reason: 'Two broken',
      restock: true,
    });
  });

  it('writes money the German way in a German back office', async () => {
    await i18n.changeLanguage('de');
    renderForm();
    expect(field('Betrag Mug Red').value).toBe('30,00');
    expect(total()).toBe('Erstattung gesamt: 45,98\u00a0$');
  });
});
