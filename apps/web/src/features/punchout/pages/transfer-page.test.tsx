// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { accessTokenStore } from '../../../lib/session.ts';
import { PunchoutBanner } from '../components/punchout-banner.tsx';
import { punchoutStore } from '../punchout-session.ts';
import { TransferPage } from './transfer-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  punchoutStore.set(null);
  accessTokenStore.set(null);
});

const session = { protocol: 'oci' as const, name: 'Procuring AG', expiresTime: Date.now() + 60 * 60_000 };
const cartLine = {
  id: 5,
  count: 12,
  selected: true,
  sku: { id: 77, price: 150, stock: 100, picUrl: '', properties: [] },
  spu: { id: 7, name: 'Pen', picUrl: '', status: 1 },
};
const settled = {
  items: [
    {
      skuId: 77,
      spuId: 7,
      spuName: 'Pen',
      picUrl: '',
      properties: [{ propertyId: 1, propertyName: 'Colour', valueId: 2, valueName: 'Blue' }],
      orderType: 1,
      price: 150,
      count: 12,
      totalPrice: 1800,
      discountedPrice: 1530,
      discountDescription: '',
      decalsPrice: 0,
    },
  ],
  price: {
    totalPrice: 1800,
    discountPrice: 270,
    couponPrice: 0,
    deliveryPrice: 0,
    salesTaxPrice: 0,
    decalsPrice: 0,
    payPrice: 1530,
    vatIncludedPrice: 0,
  },
};

describe('"Transfer to purchasing" in a punchout session', () => {
  it('shows the cart’s lines priced by the server and posts the session’s token to the transfer address', async () => {
    punchoutStore.set(session);
    accessTokenStore.set('session-token');
    const sent = await renderWithApi(<TransferPage />, ({ path }) =>
      path === 'trade/cart/list' ? { validList: [cartLine], invalidList: [] } : settled,
    );
    const button = await screen.findByRole('button', { name: 'Transfer to purchasing' });
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText(/Pen \(Blue\)/)).toBeTruthy();
    expect(screen.getByText(/Procuring AG/)).toBeTruthy();
    // The settlement asked for the cart's selected line.
    expect(sent.find((r) => r.path === 'trade/order/settlement')?.body).toMatchObject({ items: [{ skuId: 77, count: 12, cartId: 5 }] });
    const form = button.closest('form')!;
    expect(form.getAttribute('action')).toBe('/punchout/transfer');
    expect(form.getAttribute('method')).toBe('post');
    expect((form.querySelector('input[name="token"]') as HTMLInputElement).value).toBe('session-token');
    expect((form.querySelector('input[name="items"]') as HTMLInputElement).value).toBe('[]');
  });

  it('names the session in a banner that ends it', async () => {
    punchoutStore.set(session);
    accessTokenStore.set('session-token');
    await renderWithApi(<PunchoutBanner />);
    expect(screen.getByText(/Shopping for Procuring AG from your purchasing system/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'End punchout' }));
    expect(punchoutStore.get()).toBeNull();
    expect(accessTokenStore.get()).toBeNull();
    expect(screen.queryByText(/Shopping for Procuring AG/)).toBeNull();
  });
});
