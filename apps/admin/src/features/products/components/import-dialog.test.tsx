// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initEnglish } from '../product-form.fixtures.tsx';
import { ImportDialog } from './import-dialog.tsx';

const change = {
  line: 3,
  spuId: 7,
  skuId: 21,
  name: 'Mug',
  fields: [
    { field: 'price_usd', before: '12.00', after: '14.50' },
    { field: 'stock', before: '40', after: '55' },
  ],
};
let answers: unknown[] = [];
const sent: { dryRun: string | null; file: string | null }[] = [];

beforeAll(async () => {
  await initEnglish();
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const form = init.body as FormData;
    sent.push({ dryRun: form.get('dryRun') as string | null, file: (form.get('file') as File | null)?.name ?? null });
    return new Response(JSON.stringify({ code: 0, data: answers.shift(), msg: '' }));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(onClose = () => undefined) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queries}>
      <ImportDialog onClose={onClose} />
    </QueryClientProvider>,
  );
}

const csv = new File(['spu_id,sku_id,price_usd\n7,21,14.50\n'], 'products.csv', { type: 'text/csv' });

describe('ImportDialog', () => {
  it('checks the file first and shows what would change; only Apply sends it for real, then closes', async () => {
    answers = [
      { applied: false, rowCount: 1, changes: [change], errors: [] },
      { applied: true, rowCount: 1, changes: [change], errors: [] },
    ];
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderDialog(onClose);
    await user.upload(screen.getByLabelText('CSV file (up to 5 MB)'), csv);
    const table = await screen.findByRole('table', { name: 'What would change' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['LineProductFieldNowAfter the import', '3Mug (SKU 21)Price USD12.0014.50', 'Stock4055']);
    expect(sent).toEqual([{ dryRun: 'true', file: 'products.csv' }]);
    await user.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    expect(sent[1]).toEqual({ dryRun: 'false', file: 'products.csv' });
    expect(onClose).toHaveBeenCalled();
  });

  it('lists refused rows by line and offers nothing to apply', async () => {
    answers = [
      {
        applied: false,
        rowCount: 2,
        changes: [change],
        errors: [{ line: 4, column: 'price_usd', problem: 'not-an-amount', message: 'price_usd must be an amount above 0' }],
      },
    ];
    const user = userEvent.setup();
    renderDialog();
    await user.upload(screen.getByLabelText('CSV file (up to 5 MB)'), csv);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Line 4: price_usd must be an amount above 0');
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Apply 0 changes' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
