// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes, type Sent } from '../../../lib/fake-api.fixtures.tsx';
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
const requests: Sent[] = [];
const sent = () => requests.map((r) => ({ dryRun: r.form?.get('dryRun'), file: (r.form?.get('file') as File | null)?.name }));
beforeAll(async () => {
  await initEnglish();
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
const answerImport = (result: unknown) => fakeApi({ 'product/spu/import': result }, requests);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderDialog = (onClose = () => undefined) => renderRoutes('/products', { '/products': <ImportDialog onClose={onClose} /> });

const csv = new File(['spu_id,sku_id,price_usd\n7,21,14.50\n'], 'products.csv', { type: 'text/csv' });

describe('ImportDialog', () => {
  it('checks the file first and shows what would change; only Apply sends it for real, then closes', async () => {
    answerImport({ applied: false, rowCount: 1, changes: [change], errors: [] });
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
    expect(sent()).toEqual([{ dryRun: 'true', file: 'products.csv' }]);
    await user.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    expect(sent()[1]).toEqual({ dryRun: 'false', file: 'products.csv' });
    expect(onClose).toHaveBeenCalled();
  });

  it('lists refused rows by line and offers nothing to apply', async () => {
    answerImport({
      applied: false,
      rowCount: 2,
      changes: [change],
      errors: [{ line: 4, column: 'price_usd', problem: 'not-an-amount', message: 'price_usd must be an amount above 0' }],
    });
    const user = userEvent.setup();
    renderDialog();
    await user.upload(screen.getByLabelText('CSV file (up to 5 MB)'), csv);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Line 4: price_usd must be an amount above 0');
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Apply 0 changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not send a file over 5 MB and says why', async () => {
    answerImport({ applied: false, rowCount: 0, changes: [], errors: [] });
    const user = userEvent.setup();
    renderDialog();
    const big = new File(['x'.repeat(5 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file (up to 5 MB)'), big);
    expect((await screen.findByRole('alert')).textContent).toContain('larger than 5 MB');
    expect(requests).toEqual([]);
  });
});
