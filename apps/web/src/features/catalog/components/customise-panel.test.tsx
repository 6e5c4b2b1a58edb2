// @vitest-environment happy-dom
import type { TSpuDetail } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initEnglish, notebook } from '../product.fixtures.ts';
import { CustomisePanel } from './customise-panel.tsx';

beforeAll(initEnglish);

const dict = (dictType: string, value: string, label: string) => ({ dictType, value, label, cssClass: '', listClass: '' });
const DICT = [
  dict('custom_logo_position', '1', 'Front centre'),
  dict('custom_logo_position', '2', 'Back centre'),
  dict('custom_logo_position', '3', 'Left chest'),
  dict('custom_logo_position', '4', 'Side'),
  dict('custom_logo_position', '5', 'Lid'),
  dict('custom_decorating_method', '1', 'Screen print'),
  dict('custom_decorating_method', '2', 'Pad print'),
];
const area = (locationId: string, widthMm: number, heightMm: number) => ({
  locationId,
  picUrl: '',
  x: 0,
  y: 0,
  width: 100,
  height: 100,
  widthMm,
  heightMm,
});
/** As the demo catalogue draws them: a mug prints 8 × 8.8 cm front and back, a pen 5 × 1.5 cm on its front. */
const mug: TSpuDetail = {
  ...notebook,
  id: 1027,
  name: 'Mug',
  decoratingMethods: ['1', '2'],
  printAreas: [area('1', 80, 88), area('2', 80, 88)],
};
const pen: TSpuDetail = { ...notebook, id: 1016, name: 'Pen', decoratingMethods: ['2'], printAreas: [area('1', 50, 15)] };

const asked: unknown[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://shop.test').pathname.replace('/pc-api/', '');
    if (path === 'system/dict-data/list-all-simple')
      return new Response(JSON.stringify({ code: 0, data: DICT, msg: '' }), { headers: { 'content-type': 'application/json' } });
    asked.push(JSON.parse(String(init?.body ?? 'null')));
    // The settlement is not what these tests are about: it never answers.
    return new Promise<Response>(() => {});
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(product: TSpuDetail) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CustomisePanel product={product} sku={product.skus[0]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const positions = () =>
  within(screen.getByLabelText('Logo position'))
    .getAllByRole('option')
    .map((o) => o.textContent);
const sizes = () =>
  within(screen.getByRole('group', { name: 'Print size' }))
    .getAllByRole('radio')
    .map((r) => r.parentElement?.textContent?.trim());

describe("CustomisePanel: the product's own print areas", () => {
  it('offers a mug its front and back, never a left chest, and the sizes that fit 8 × 8.8 cm', async () => {
    renderPanel(mug);
    await screen.findByRole('option', { name: 'Front centre' });
    expect(positions()).toEqual(['Front centre', 'Back centre']);
    expect(sizes()).toEqual(['up to 5 × 5 cm', 'up to 8 × 8.8 cm', 'Custom size']);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Custom size'));
    expect(screen.getByText('At most 8 × 8 cm fit at this position.').className).toBe('muted');
    await user.type(screen.getByLabelText('Width'), '9');
    await user.type(screen.getByLabelText('Height'), '5');
    // Too wide for the mug: named, and not priced.
    expect(screen.getByText('At most 8 × 8 cm fit at this position.').className).toBe('field__error');
    expect(asked.filter((body) => JSON.stringify(body).includes('9x5'))).toEqual([]);
  });

  it('offers a pen its front only, printed up to 5 × 1.5 cm, never 20 × 20 cm', async () => {
    renderPanel(pen);
    await screen.findByRole('option', { name: 'Front centre' });
    expect(positions()).toEqual(['Front centre']);
    expect(sizes()).toEqual(['up to 5 × 1.5 cm', 'Custom size']);
    expect(screen.queryByText(/20 × 20/)).toBeNull();
    expect(screen.queryByText(/10 × 10/)).toBeNull();
  });

  it('offers every position and size on a product whose print areas are not drawn yet', async () => {
    renderPanel({ ...mug, printAreas: [] });
    await screen.findByRole('option', { name: 'Front centre' });
    expect(positions()).toEqual(['Front centre', 'Back centre', 'Left chest', 'Side', 'Lid']);
    expect(sizes()).toEqual(['up to 5 × 5 cm', 'up to 10 × 10 cm', 'up to 20 × 20 cm', 'Custom size']);
  });
});
