// @vitest-environment happy-dom
import type { TSpuFacetsResponse } from '@shop/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglish } from '../product.fixtures.ts';
import { FacetPanel } from './facet-panel.tsx';
import { SortSelect } from './sort-select.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

const facets: TSpuFacetsResponse = {
  total: 20,
  priceRanges: [
    { min: 0, max: 500, count: 8 },
    { min: 500, max: 1000, count: 0 },
    { min: 1000, max: null, count: 12 },
  ],
  colors: [
    { valueId: 103, name: 'Red', count: 7 },
    { valueId: 104, name: 'Blue', count: 5 },
  ],
  decoratingMethods: [{ value: '1', count: 9 }],
  inStock: 18,
};

/** The panel over an address that the choices change, as the list page holds it. */
function Panel({ initial = '' }: { initial?: string }) {
  const [search, setSearch] = useState(new URLSearchParams(initial));
  return (
    <>
      <FacetPanel
        facets={facets}
        search={search}
        onChange={setSearch}
        methodLabel={(value) => (value === '1' ? 'Screen print' : value)}
        formatPrice={(cents) => `$${(cents / 100).toFixed(2)}`}
      />
      <SortSelect search={search} onChange={setSearch} />
      <output>{search.toString()}</output>
    </>
  );
}

const address = () => screen.getByRole('status').textContent;

describe('FacetPanel', () => {
  it('shows every choice with the number of products it leaves', () => {
    render(<Panel />);
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect((within(filters).getByRole('checkbox', { name: 'In stock only (18)' }) as HTMLInputElement).checked).toBe(false);
    expect(within(filters).getByRole('checkbox', { name: 'Red (7)' })).toBeTruthy();
    expect(within(filters).getByRole('checkbox', { name: 'Screen print (9)' })).toBeTruthy();
    expect(within(filters).getByRole('radio', { name: '$0.00 – $5.00 (8)' })).toBeTruthy();
    expect(within(filters).getByRole('radio', { name: 'From $10.00 (12)' })).toBeTruthy();
    expect((within(filters).getByRole('radio', { name: 'Any price' }) as HTMLInputElement).checked).toBe(true);
  });

  it('cannot choose a price range that leaves nothing', () => {
    render(<Panel />);
    expect((screen.getByRole('radio', { name: '$5.00 – $10.00 (0)' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('writes the choices into the address, starting again at the first page', async () => {
    const user = userEvent.setup();
    render(<Panel initial="id=251&page=3" />);
    await user.click(screen.getByRole('checkbox', { name: 'Red (7)' }));
    expect(address()).toBe('id=251&color=103');
    await user.click(screen.getByRole('checkbox', { name: 'Blue (5)' }));
    await user.click(screen.getByRole('checkbox', { name: 'In stock only (18)' }));
    await user.click(screen.getByRole('radio', { name: 'From $10.00 (12)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Screen print (9)' }));
    expect(new URLSearchParams(address() ?? '').toString()).toBe('id=251&color=103%2C104&inStock=1&price=10-&method=1');
    await user.click(screen.getByRole('checkbox', { name: 'Red (7)' }));
    expect(new URLSearchParams(address() ?? '').get('color')).toBe('104');
  });

  it('folds behind one button that says how many filters are chosen (shown on phones only)', async () => {
    const user = userEvent.setup();
    render(<Panel initial="color=104&inStock=1" />);
    const toggle = screen.getByRole('button', { name: 'Filters (2 chosen)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const groups = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(groups?.dataset.open).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(groups?.dataset.open).toBe('true');
  });

  it('shows the choices of a shared address as chosen and clears them all at once', async () => {
    const user = userEvent.setup();
    render(<Panel initial="keyword=mug&color=104&inStock=1&price=0-5&sort=newest" />);
    expect((screen.getByRole('checkbox', { name: 'Blue (5)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Red (7)' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'In stock only (18)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '$0.00 – $5.00 (8)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('newest');
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(address()).toBe('keyword=mug');
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  });

  it('sorts by the order chosen, and back to the list’s own', async () => {
    const user = userEvent.setup();
    render(<Panel initial="id=251&page=2" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(address()).toBe('id=251&sort=price-asc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Recommended');
    expect(address()).toBe('id=251');
  });
});
