// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initDesignTexts } from './design-texts.fixtures.ts';
import { MyDesigns } from './my-designs.tsx';

beforeAll(initDesignTexts);
const requests: string[] = [];
const designs = [
  { id: 4, name: 'Mug for Paper Co.', previewUrl: '/uploads/4.png', locationId: '2', size: '5x5', skuId: 11 },
  { id: 5, name: '', previewUrl: '', locationId: '1', size: '', skuId: null },
];
beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://shop.test').pathname.replace('/pc-api/', '');
    requests.push(path);
    const data = path === 'product/design/page' ? { list: designs, total: designs.length } : true;
    return new Response(JSON.stringify({ code: 0, data, msg: '' }), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Address() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

function renderDesigns() {
  // The editor keeps the address's other parameters (method, count …): it reads them from the page's address.
  window.history.replaceState(null, '', '/customDesign?spuId=1027&method=5');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/customDesign?spuId=1027&method=5']}>
        <Routes>
          <Route path="*" element={<MyDesigns spuId={1027} current={4} />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MyDesigns', () => {
  it("lists the member's designs of the product, the open one marked, and opens another in its position and size", async () => {
    const user = userEvent.setup();
    renderDesigns();
    const [first, second] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Mug for Paper Co.');
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(second.textContent).toContain('Design 5');
    await user.click(within(first).getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('status').textContent).toBe('/customDesign?spuId=1027&method=5&id=4&locationId=2&size=5x5&skuId=11');
  });

  it('copies and deletes a design, then asks for the list again', async () => {
    const user = userEvent.setup();
    renderDesigns();
    const second = (await screen.findAllByRole('listitem'))[1]!;
    await user.click(within(second).getByRole('button', { name: 'Copy' }));
    await vi.waitFor(() => expect(requests.filter((p) => p === 'product/design/page')).toHaveLength(2));
    await user.click(within(second).getByRole('button', { name: 'Delete design' }));
    await vi.waitFor(() => expect(requests.filter((p) => p === 'product/design/page')).toHaveLength(3));
    expect(requests).toContain('product/design/copy');
    expect(requests).toContain('product/design/delete');
  });
});
