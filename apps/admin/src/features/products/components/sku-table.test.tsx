// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { choices, InProductForm, initEnglish, mug } from '../product-form.fixtures.tsx';
import i18n from '../../../lib/i18n.ts';
import { SkuTable } from './sku-table.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

const value = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

describe('SkuTable', () => {
  it("names a saved SKU by its variant, shows its prices, and opens its stock's adjustment", async () => {
    const onAdjust = vi.fn();
    const user = userEvent.setup();
    render(<InProductForm product={mug}>{(form) => <SkuTable form={form} choices={choices} onAdjust={onAdjust} />}</InProductForm>);
    const row = screen.getByRole('row', { name: /Colour: Red/ });
    expect(value('Price USD Colour: Red')).toBe('12.34');
    expect(value('Price EUR Colour: Red')).toBe('11.99');
    expect(within(row).getByText('40')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Stock Colour: Red' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(row).getByRole('button', { name: 'Adjust' }));
    expect(onAdjust).toHaveBeenCalledWith({ skuId: 70, label: 'Colour: Red', stock: 40 });
  });

  it('names saved SKUs in the admin’s language, and shows the stock as the shop has it now', async () => {
    await i18n.changeLanguage('de');
    try {
      const stocks = new Map([[70, 52]]);
      render(<InProductForm product={mug}>{(form) => <SkuTable form={form} choices={choices} stocks={stocks} />}</InProductForm>);
      const row = screen.getByRole('row', { name: /Colour \(de\): Red \(de\)/ });
      expect(within(row).getByText('52')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('offers no stock adjustment to an admin who may not change it', () => {
    render(<InProductForm product={mug}>{(form) => <SkuTable form={form} choices={choices} />}</InProductForm>);
    expect(screen.queryByRole('button', { name: 'Adjust' })).toBeNull();
  });

  it("a new SKU takes its variant's properties (up to five), its stock, and can be deleted again", async () => {
    const user = userEvent.setup();
    render(<InProductForm product={mug}>{(form) => <SkuTable form={form} choices={choices} />}</InProductForm>);
    await user.click(screen.getByRole('button', { name: 'Add SKU' }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const added = screen.getAllByRole('row')[2]!;
    await user.type(within(added).getByRole('combobox', { name: 'Property, e.g. Colour' }), 'Colour');
    // A known property offers its own values (the inputs are comboboxes: they offer names in use).
    expect(within(added).getByRole('combobox', { name: 'Value, e.g. Red' }).getAttribute('list')).toBe('property-values-3');
    expect(value('Stock Single SKU')).toBe('0');
    for (let i = 0; i < 4; i++) await user.click(within(added).getByRole('button', { name: 'Add property' }));
    expect(within(added).getAllByRole('combobox', { name: 'Property, e.g. Colour' })).toHaveLength(5);
    expect(within(added).queryByRole('button', { name: 'Add property' })).toBeNull();
    await user.click(within(added).getAllByRole('button', { name: 'Remove property' })[4]!);
    expect(within(added).getAllByRole('combobox', { name: 'Property, e.g. Colour' })).toHaveLength(4);
    await user.click(within(added).getByRole('button', { name: 'Delete' }));
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('marks the SKU fields the contract refuses and says what they need', async () => {
    const user = userEvent.setup();
    render(<InProductForm product={mug}>{(form) => <SkuTable form={form} choices={choices} />}</InProductForm>);
    const price = screen.getByRole('textbox', { name: 'Price USD Colour: Red' });
    await user.clear(price);
    await user.type(price, '12,3,4');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Check the marked SKU fields');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Price EUR Colour: Red' }).getAttribute('aria-invalid')).toBeNull();
  });
});
