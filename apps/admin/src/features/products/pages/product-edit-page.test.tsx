// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes, type Sent } from '../../../lib/fake-api.fixtures.tsx';
import { initEnglish, mug, texts } from '../product-form.fixtures.tsx';
import { ProductEditPage } from './product-edit-page.tsx';

/** The API as this page calls it: each path's answer, and every request made. */
const answers: Record<string, unknown> = {
  'system/auth/get-permission-info': { permissions: ['*'], roles: [], user: {}, menus: [] },
  'product/spu/get-detail': mug,
  'product/category/list': [{ id: 12, parentId: 0, name: texts('Mugs'), picUrl: '', sort: 0, status: 0, createTime: 1 }],
  'product/property/simple-list': [],
  'product/print-area/list': [],
  'product/sku/stock-movement-page': { list: [], total: 0 },
  'product/sku/update-stock': 45,
  'product/spu/update': true,
};
const requests: Sent[] = [];

beforeAll(async () => {
  await initEnglish();
  // happy-dom's <dialog> has no modal mode: opening it is enough for these tests.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
beforeEach(() => {
  fakeApi(answers, requests);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderRoutes('/products/7', { '/products/:id': <ProductEditPage /> });
}

describe('ProductEditPage', () => {
  it("adjusting a SKU's stock sends the change alone, not the product form", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock of Colour: Red' });
    // Inside the product form, Apply was a form within a form, which browsers do not submit as one.
    expect(dialog.closest('form')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Change (+ or −)' }), '5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Goods received');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(requests.some((r) => r.path === 'product/sku/update-stock')).toBe(true));
    expect(requests.find((r) => r.path === 'product/sku/update-stock')?.body).toEqual({ id: 70, incrCount: 5, reason: 'Goods received' });
    expect(requests.some((r) => r.path === 'product/spu/update')).toBe(false);
    expect(await within(dialog).findByText('In stock now: 45')).toBeTruthy();
  });

  it('lets staff with only the stock permission adjust stock, with no Save for the product', async () => {
    answers['system/auth/get-permission-info'] = {
      permissions: ['product:spu:query', 'product:stock:update'],
      roles: [],
      user: {},
      menus: [],
    };
    try {
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Adjust' }));
      expect(await screen.findByRole('dialog', { name: 'Stock of Colour: Red' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    } finally {
      answers['system/auth/get-permission-info'] = { permissions: ['*'], roles: [], user: {}, menus: [] };
    }
  });

  it('opens for a custom role with the stock permission but no category read: no category asked or shown, stock adjustable', async () => {
    const categories = answers['product/category/list'];
    answers['system/auth/get-permission-info'] = {
      permissions: ['product:spu:query', 'product:stock:update'],
      roles: [],
      user: {},
      menus: [],
    };
    // As the API refuses it to this role: no list.
    delete answers['product/category/list'];
    try {
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Adjust' }));
      expect(await screen.findByRole('dialog', { name: 'Stock of Colour: Red' })).toBeTruthy();
      expect(screen.getByTestId('category-hidden').textContent).toContain('not shown to your role');
      expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
      expect(requests.some((r) => r.path === 'product/category/list')).toBe(false);
    } finally {
      answers['system/auth/get-permission-info'] = { permissions: ['*'], roles: [], user: {}, menus: [] };
      answers['product/category/list'] = categories;
    }
  });

  it('refuses to save a logo product without a decorating method, and sends its logo fields once it has one', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Mugs');
    await user.click(screen.getByRole('checkbox', { name: 'Pad print' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tick at least one decorating method for a logo product.')).toBeTruthy();
    expect(requests.some((r) => r.path === 'product/spu/update')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Pad print' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(requests.some((r) => r.path === 'product/spu/update')).toBe(true));
    expect(requests.find((r) => r.path === 'product/spu/update')?.body).toMatchObject({
      decoratingMethods: ['2'],
      printMinCount: 25,
      printCheckLevel: 1,
      printPrices: mug.printPrices,
    });
  });

  it('saves the product with the prices as typed, in cents', async () => {
    const user = userEvent.setup();
    renderPage();
    const price = await screen.findByRole('textbox', { name: 'Price USD Colour: Red' });
    // happy-dom leaves a select that react-hook-form fills on its first option (browsers show the product's category).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Mugs');
    await user.clear(price);
    await user.type(price, '13,50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(requests.some((r) => r.path === 'product/spu/update')).toBe(true));
    expect(requests.find((r) => r.path === 'product/spu/update')?.body).toMatchObject({
      id: 7,
      categoryId: 12,
      skus: [{ id: 70, priceUsd: 1350, priceEur: 1199 }],
    });
  });
});
