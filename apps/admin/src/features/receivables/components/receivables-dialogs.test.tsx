// @vitest-environment happy-dom
import type { TReceivable } from '@shop/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes, type Sent } from '../../../lib/fake-api.fixtures.tsx';
import i18n from '../../../lib/i18n.ts';
import englishTexts from '../../../locales/en/translation.json';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';
import { StatementImportDialog } from './statement-import-dialog.tsx';

const requests: Sent[] = [];
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ resources: { en: { translation: englishTexts } }, lng: 'en' });
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (amount: number, reference: string | null, orderNo: string | null, entryKey: string) => ({
  entryKey,
  amount,
  currency: 'EUR',
  reference,
  text: reference ?? 'rent',
  bookingDate: '2026-11-27',
  orderNo,
});

describe('StatementImportDialog', () => {
  it('sends the chosen statement and lists what was matched, what was not and what was paid already', async () => {
    fakeApi(
      {
        'pay/order/import-statement': {
          matched: [line(2500, 'RF4500000012', 'O-1', 'a'), line(7345, 'RF7100000013', 'O-2', 'b')],
          unmatched: [line(1000, null, null, 'c')],
          alreadyPaid: [line(1000, 'RF9800000014', 'O-3', 'd')],
        },
      },
      requests,
    );
    const user = userEvent.setup();
    renderRoutes('/receivables', { '/receivables': <StatementImportDialog onClose={() => undefined} /> });
    const file = new File(['<Document/>'], 'statement.xml', { type: 'application/xml' });
    await user.upload(screen.getByLabelText('Statement file (XML or CSV, up to 2 MB)'), file);
    const matched = await screen.findByTestId('statement-matched');
    expect(within(matched).getByRole('heading').textContent).toBe('Matched (2)');
    expect(matched.textContent).toContain('€25.00 · RF4500000012 · O-1');
    expect(within(screen.getByTestId('statement-unmatched')).getByRole('heading').textContent).toBe('Not matched: please check (1)');
    expect(screen.getByTestId('statement-unmatched').textContent).toContain('no reference');
    expect(screen.getByTestId('statement-already-paid').textContent).toContain('O-3');
    expect(requests.map((r) => [r.method, r.path, (r.form?.get('file') as File | undefined)?.name])).toEqual([
      ['POST', 'pay/order/import-statement', 'statement.xml'],
    ]);
  });

  it('does not send a file over 2 MB and says why', async () => {
    fakeApi({}, requests);
    const user = userEvent.setup();
    renderRoutes('/receivables', { '/receivables': <StatementImportDialog onClose={() => undefined} /> });
    const big = new File(['x'.repeat(2 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Statement file (XML or CSV, up to 2 MB)'), big);
    expect((await screen.findByRole('alert')).textContent).toContain('larger than 2 MB');
    expect(requests).toEqual([]);
  });
});

describe('RecordPaymentDialog', () => {
  const receivable: TReceivable = {
    payOrderId: 9,
    orderId: 4,
    orderNo: 'O-4',
    channelCode: 'bank_transfer',
    reference: 'RF4500000012',
    email: 'buyer@example.com',
    amount: 10_000,
    paidAmount: 4_000,
    currency: 'EUR',
    dueTime: Date.UTC(2026, 11, 12),
    overdue: false,
    reminderTime: null,
  };

  it('refuses more than is open, then records a part only after the confirmation', async () => {
    fakeApi({ 'pay/order/record-payment': { payStatus: 0, paidAmount: 6_000, amount: 10_000 } }, requests);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderRoutes('/receivables', { '/receivables': <RecordPaymentDialog receivable={receivable} onClose={onClose} /> });
    const amount = screen.getByLabelText('Amount received (EUR)') as HTMLInputElement;
    expect(amount.value).toBe('60.00');
    await user.clear(amount);
    await user.type(amount, '60,01');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('at most €60.00');
    await user.clear(amount);
    await user.type(amount, '20,00');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('€20.00 received for order O-4; €40.00 stays open.')).toBeTruthy();
    expect(requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Record €20.00' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', 'pay/order/record-payment', { payOrderId: 9, amount: 2_000, reference: 'RF4500000012' }],
    ]);
  });
});
