// @vitest-environment happy-dom
import type { TAdminOrderDetail } from '@shop/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes, type Sent } from '../../../lib/fake-api.fixtures.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { EditItemsDialog } from './edit-items-dialog.tsx';

const texts = (en: string) => ({ en, de: en, zh: en });
const price = (payPrice: number) => ({
  totalPrice: payPrice,
  discountPrice: 0,
  couponPrice: 0,
  deliveryPrice: 0,
  salesTaxPrice: 0,
  decalsPrice: 0,
  payPrice,
  vatIncludedPrice: 0,
});
const order = {
  id: 5,
  no: 'o2026112800000005',
  currency: 'USD',
  payTime: 1,
  payPrice: 6000,
  couponCode: null,
  items: [
    { id: 11, skuId: 101, spuName: 'Mug', count: 3, properties: [{ valueName: 'Red' }] },
    { id: 12, skuId: 102, spuName: 'Pen', count: 2, properties: [] },
  ],
} as unknown as TAdminOrderDetail;

/** The API as the dialog calls it: the preview (and the save) answer 10.00 a piece for the lines asked; every request is kept. */
type EditBody = { lines: { orderItemId?: number; skuId: number; count: number }[] };
const requests: Sent[] = [];
const priced = () => {
  const total = (requests.at(-1)!.body as EditBody).lines.reduce((sum, l) => sum + l.count * 1000, 0);
  return { items: [], price: price(total), difference: total - 6000, couponDropped: false };
};
const answers = {
  'product/spu/page': { list: [{ id: 70, name: 'Notebook' }], total: 1 },
  'product/spu/get-detail': { id: 70, name: texts('Notebook'), skus: [{ id: 701, stock: 40, properties: [] }] },
  get 'trade/order/update-items/preview'() {
    return priced();
  },
  get 'trade/order/update-items'() {
    return priced();
  },
};
const bodyOf = (sent: Sent | undefined) => sent?.body as EditBody | undefined;

beforeAll(async () => {
  await initI18n();
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => fakeApi(answers, requests));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(onClose = vi.fn()) {
  renderRoutes('/orders/5', { '/orders/:id': <EditItemsDialog order={order} onClose={onClose} /> });
  return onClose;
}

describe('EditItemsDialog', () => {
  it('previews a lower total as a refund, asks to confirm, and saves the whole new list once with a request key', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = renderDialog();
    await screen.findByText('New total $50.00 (was $60.00).');
    await user.clear(screen.getByLabelText('Pieces Mug (Red)'));
    await user.type(screen.getByLabelText('Pieces Mug (Red)'), '1');
    await user.click(screen.getByRole('button', { name: 'Remove Pen' }));
    await screen.findByText('New total $10.00 (was $60.00).');
    expect(screen.getByTestId('edit-preview').textContent).toContain('$50.00 is refunded to the buyer, with a credit note.');
    expect(requests.some((r) => r.path === 'trade/order/update-items')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const confirm = screen.getByRole('dialog', { name: 'Change the items of o2026112800000005?' });
    expect(confirm.textContent).toContain('$50.00 is refunded to the buyer');
    await user.click(within(confirm).getByRole('button', { name: 'Change items' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const saved = requests.filter((r) => r.path === 'trade/order/update-items');
    expect(saved).toHaveLength(1);
    expect(bodyOf(saved[0])).toEqual({ id: 5, lines: [{ orderItemId: 11, skuId: 101, count: 1 }] });
    expect(saved[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  }, 20_000);

  it('adds a product found by name as a new line and names the extra payment the buyer is mailed', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog();
    await user.type(screen.getByLabelText('Find a product'), 'note');
    await user.click(await screen.findByRole('button', { name: 'Notebook' }));
    await user.clear(await screen.findByLabelText('Qty'));
    await user.type(screen.getByLabelText('Qty'), '2');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await screen.findByText('New total $70.00 (was $60.00).');
    expect(screen.getByTestId('edit-preview').textContent).toContain('The buyer is mailed a link to pay $10.00 more.');
    const asked = requests.filter((r) => r.path === 'trade/order/update-items/preview').at(-1);
    expect(bodyOf(asked)?.lines).toEqual([
      { orderItemId: 11, skuId: 101, count: 3 },
      { orderItemId: 12, skuId: 102, count: 2 },
      { skuId: 701, count: 2 },
    ]);
  }, 20_000);

  it('asks no preview and offers no saving while a count is not a whole number', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog();
    await screen.findByText('New total $50.00 (was $60.00).');
    const before = requests.length;
    await user.clear(screen.getByLabelText('Pieces Pen'));
    await user.type(screen.getByLabelText('Pieces Pen'), 'x');
    expect(await screen.findByText('The new total shows once every line has a count.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests.length).toBe(before);
  }, 20_000);
});
