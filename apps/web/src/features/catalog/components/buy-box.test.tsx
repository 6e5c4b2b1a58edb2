// @vitest-environment happy-dom
import type { TSpuDetail } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { accessTokenStore, currencyStore } from '../../../lib/session.ts';
import { initEnglish, notebook } from '../product.fixtures.ts';
import { BuyBox, offerOf } from './buy-box.tsx';
import { skuFor } from './sku-selector.tsx';

beforeAll(initEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  accessTokenStore.set(null);
  currencyStore.set('USD');
});

/** The buy box as the product page holds it: the chosen variant and count in state. */
function Page({ product, onAdd, limit }: { product: TSpuDetail; onAdd: () => void; limit?: number }) {
  const [chosen, setChosen] = useState<Record<number, number>>({ 1: 2 });
  const [count, setCount] = useState(1);
  const { pathname, search } = useLocation();
  return (
    <>
      <BuyBox
        product={product}
        offer={offerOf(product, skuFor(product.skus, chosen), count)}
        chosen={chosen}
        onChoose={setChosen}
        onCount={setCount}
        adding={false}
        onAdd={onAdd}
        onlineLimit={limit}
      />
      <output>{pathname + search}</output>
    </>
  );
}

function renderBox(product: TSpuDetail = notebook, onAdd = vi.fn(), limit?: number) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/productDetail?id=1019']}>
        <Routes>
          <Route path="*" element={<Page product={product} onAdd={onAdd} limit={limit} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onAdd;
}

const unitPrice = () => document.querySelector('.product-detail__price')?.textContent;
const total = () => document.querySelector('.product-detail__total')?.textContent;

describe('BuyBox', () => {
  it("prices the chosen count with its quantity discount, and points to the quote from the shop's online limit (50 here)", async () => {
    const user = userEvent.setup();
    const onAdd = renderBox(notebook, vi.fn(), 50);
    expect(unitPrice()).toBe('$8.99 per piece');
    expect(screen.getByText('120 in stock')).toBeTruthy();
    expect(total()).toBe('Price for 1 piece: $8.99');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    // The stepper keeps at least 1: the typed count replaces the whole field.
    await user.tripleClick(quantity);
    await user.keyboard('10');
    expect(total()).toBe('Price for 10 pieces: $76.42−15 %');
    expect(screen.queryByText(/a PDF offer with these prices/)).toBeNull();
    await user.tripleClick(quantity);
    await user.keyboard('60');
    // The online limit caps the count: more is a quote.
    expect((quantity as HTMLInputElement).value).toBe('50');
    expect(screen.getByText(/Ordering more than 50 pieces\? .*a PDF offer with these prices/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('buys now through the login for a guest, with the SKU and count', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByRole('status').textContent).toBe(`/login?items=${encodeURIComponent('[{"skuId":11,"count":1}]')}`);
  });

  it('a pack names its price per piece; a variant out of stock cannot be bought', () => {
    const packs = { ...notebook, skus: notebook.skus.map((sku) => ({ ...sku, piecesPerUnit: 100, stock: 0 })) };
    renderBox(packs);
    expect(unitPrice()).toBe('$8.99 per pack of 100 ($0.09 per piece)');
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Buy now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a company under the reverse charge its EUR prices without VAT, with the note', async () => {
    accessTokenStore.set('member-token');
    currencyStore.set('EUR');
    const company = { name: 'Papeterie Dupont SARL', vatId: 'FR41343848552', netPriceVatBp: 2000 };
    // The shop answers in the visitor's currency, as its headers say.
    const headers = { 'content-type': 'application/json', 'currency-code': 'EUR', 'currency-symbol': '€' };
    await renderWithApi(
      <Page product={notebook} onAdd={vi.fn()} />,
      () => new Response(JSON.stringify({ code: 0, data: company, msg: '' }), { headers }),
    );
    // 8.99 less 20 % French VAT: 7.49 a piece, as checkout charges it.
    await vi.waitFor(() => expect(unitPrice()).toBe('€7.49 per piece · net, reverse charge'));
    expect(total()).toBe('Price for 1 piece: €7.49');
  });
});
