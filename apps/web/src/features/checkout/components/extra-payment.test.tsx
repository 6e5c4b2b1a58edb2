// @vitest-environment happy-dom
import type { TOrder } from '@shop/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { ExtraPayment } from './extra-payment.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An order raised by the shop by 12.50 (edit 7), its extra payment waiting or paid. */
const order = (status: number) =>
  ({
    id: 5,
    no: 'O-000005',
    currency: 'USD',
    payPrice: 4250,
    extraPayments: [{ editId: 7, amount: 1250, status, payTime: status === 10 ? 1 : null }],
  }) as unknown as TOrder;

/** The shop's channels as trade/config/get answers them. */
const shopWith = (codes: string[]) => (request: { path: string }) =>
  request.path === 'trade/config/get'
    ? { payChannels: [...codes, 'bank_transfer'].map((code) => ({ code, maxAmount: 8000 })), freeDeliveryThreshold: {} }
    : true;

describe("the storefront's extra-payment panel", () => {
  it('offers PayPal for the extra amount where the shop takes PayPal, and pays through it', async () => {
    const onPay = vi.fn(async () => undefined);
    await renderWithApi(<ExtraPayment order={order(0)} extra="7" onPay={onPay} />, shopWith(['paypal']));
    expect(screen.getByRole('heading', { name: 'Pay the difference' })).toBeDefined();
    expect(screen.getByText(/please pay the \$12\.50 more/)).toBeDefined();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $12.50 with PayPal' }));
    expect(onPay).toHaveBeenCalledWith('paypal');
    expect(screen.queryByRole('button', { name: /demo wallet/ })).toBeNull();
    // The shop's bank transfer is for an order's own payment, not an extra amount.
    expect(screen.queryByRole('button', { name: /transfer/i })).toBeNull();
  });

  it('offers the demo wallet where the shop has no PayPal', async () => {
    const onPay = vi.fn(async () => undefined);
    await renderWithApi(<ExtraPayment order={order(0)} extra="7" onPay={onPay} />, shopWith(['demo']));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $12.50 with the demo wallet' }));
    expect(onPay).toHaveBeenCalledWith('demo');
    expect(screen.queryByRole('button', { name: /PayPal/ })).toBeNull();
  });

  it('says the shop takes no payments when it offers no channel', async () => {
    await renderWithApi(<ExtraPayment order={order(0)} extra="7" onPay={vi.fn()} />, shopWith([]));
    expect((await screen.findByText(/cannot take payments online/)).getAttribute('role')).toBe('status');
  });

  it('shows a paid extra as paid, with no buttons, and nothing for a link naming another edit', async () => {
    await renderWithApi(<ExtraPayment order={order(10)} extra="7" onPay={vi.fn()} />, shopWith(['paypal']));
    expect(screen.getByTestId('extra-paid').textContent).toContain('$12.50');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    await renderWithApi(<ExtraPayment order={order(0)} extra="8" onPay={vi.fn()} />, shopWith(['paypal']));
    expect(screen.queryByTestId('extra-payment')).toBeNull();
  });
});
