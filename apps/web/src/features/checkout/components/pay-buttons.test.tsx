// @vitest-environment happy-dom
import type { TPaySubmitResponse } from '@shop/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { BankTransferDetails } from './bank-transfer-details.tsx';
import { PayButtons } from './pay-buttons.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const config = {
  payChannels: [
    { code: 'paypal', maxAmount: 8000 },
    { code: 'bank_transfer', maxAmount: 12_500 },
  ],
};
const answer = ({ path }: { path: string }) => (path === 'trade/config/get' ? config : true);
const withCard = ({ path }: { path: string }) =>
  path === 'trade/config/get'
    ? {
        payChannels: [
          { code: 'paypal', maxAmount: 8000 },
          { code: 'card', maxAmount: 4000 },
        ],
      }
    : true;

describe('the payment step', () => {
  it('offers PayPal and bank transfer for an order both take, and passes the chosen one on', async () => {
    const onPay = vi.fn();
    await renderWithApi(<PayButtons amount="€8,000.00" payPrice={800_000} currency="EUR" disabled={false} onPay={onPay} />, answer);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay €8,000.00 with PayPal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    expect(onPay.mock.calls).toEqual([['paypal'], ['bank_transfer']]);
    expect(screen.queryByTestId('pay-method-reason')).toBeNull();
    expect(screen.getByTestId('pay-method-paypal').textContent).toContain('PayPal: up to €8,000.00');
    expect(screen.getByTestId('pay-method-bank_transfer').textContent).toContain('we hold the goods for 14 days');
  });

  it('shows PayPal disabled at 8,000.01 € and says why', async () => {
    await renderWithApi(<PayButtons amount="€8,000.01" payPrice={800_001} currency="EUR" disabled={false} onPay={vi.fn()} />, answer);
    expect(((await screen.findByRole('button', { name: 'Pay by bank transfer' })) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: /PayPal/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('pay-method-reason').textContent).toBe('PayPal: for orders up to €8,000.00');
  });

  it('points an order no method takes to the offer', async () => {
    await renderWithApi(<PayButtons amount="$12,500.01" payPrice={1_250_001} currency="USD" disabled={false} onPay={vi.fn()} />, answer);
    expect((await screen.findByTestId('no-pay-method')).textContent).toContain('Download an offer');
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getAllByTestId('pay-method-reason').map((p) => p.textContent)).toContain('Bank transfer: for orders up to $12,500.00');
  });

  it("offers the invoice with its days, and above the company's credit left shows it disabled with that reason", async () => {
    const onPay = vi.fn();
    const invoice = { code: 'invoice', maxAmount: 1_500, minAmount: 5, creditLimited: true, termsDays: 14 };
    const withInvoice = ({ path }: { path: string }) =>
      path === 'trade/config/get' ? { payChannels: [...config.payChannels, invoice] } : true;
    await renderWithApi(<PayButtons amount="€1,500.00" payPrice={150_000} currency="EUR" disabled={false} onPay={onPay} />, withInvoice);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy on account (invoice)' }));
    expect(onPay.mock.calls).toEqual([['invoice']]);
    expect(screen.getByTestId('pay-method-invoice').textContent).toContain('due in 14 days');
    expect(screen.getByTestId('pay-method-invoice').textContent).toContain('€5.00 to €1,500.00');
    cleanup();
    await renderWithApi(<PayButtons amount="€1,500.01" payPrice={150_001} currency="EUR" disabled={false} onPay={onPay} />, withInvoice);
    expect(((await screen.findByRole('button', { name: 'Buy on account (invoice)' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('pay-method-reason').textContent).toBe("Invoice (on account): your company's credit left is €1,500.00");
  });

  it('offers the card up to 4,000 € with the brands it takes named, and passes it on', async () => {
    const onPay = vi.fn();
    await renderWithApi(<PayButtons amount="€4,000.00" payPrice={400_000} currency="EUR" disabled={false} onPay={onPay} />, withCard);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect(onPay.mock.calls).toEqual([['card']]);
    expect(screen.getAllByRole('img').map((mark) => mark.getAttribute('aria-label'))).toEqual(['Visa', 'Mastercard', 'American Express']);
    expect(screen.getByText(/Visa, Mastercard or American Express, for orders up to €4,000.00/)).toBeTruthy();
  });

  it('shows the card disabled at 4,000.01 € and says why, PayPal still offered', async () => {
    await renderWithApi(<PayButtons amount="€4,000.01" payPrice={400_001} currency="EUR" disabled={false} onPay={vi.fn()} />, withCard);
    expect(((await screen.findByRole('button', { name: 'Pay €4,000.01 with PayPal' })) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Pay by card' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('pay-method-reason').textContent).toBe('Credit card: for orders up to €4,000.00');
  });

  it('shows the account, the reference in groups of four and the QR code of a bank transfer', async () => {
    const transfer: TPaySubmitResponse = {
      payStatus: 0,
      reference: 'RF18539007547034',
      dueTime: Date.UTC(2026, 11, 12, 12),
      amount: 12_345,
      currency: 'EUR',
      account: { holder: 'Paper & Craft Shop GmbH', bankName: 'Demo Bank Berlin', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      qrCode: 'data:image/png;base64,AAAA',
    };
    await renderWithApi(<BankTransferDetails transfer={transfer} />);
    expect(screen.getByTestId('bank-reference').textContent).toBe('RF18 5390 0754 7034');
    expect(screen.getByText('DE89 3704 0044 0532 0130 00')).toBeTruthy();
    expect(screen.getByText(/Please transfer €123.45 by Dec 12, 2026/)).toBeTruthy();
    expect(screen.getByRole('img', { name: /EPC QR code/ }).getAttribute('src')).toBe(transfer.qrCode);
    cleanup();
    await renderWithApi(<BankTransferDetails transfer={{ ...transfer, currency: 'USD', qrCode: null }} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
