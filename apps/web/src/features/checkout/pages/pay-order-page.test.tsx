// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { englishTexts } from '../../../locales/texts.fixtures.ts';
import { PayOrderPage } from './pay-order-page.tsx';

function Landed() {
  const { pathname } = useLocation();
  return <output aria-label="landed">{pathname}</output>;
}

/** A manual order of the shop (unpaid until the demo wallet pays it), as the order detail answers it. */
const order = (status: number) => ({
  id: 5,
  no: 'o2026112800000005',
  status,
  currency: 'USD',
  payPrice: 798,
  payOrderId: 9,
  payTime: status === 10 ? 1 : null,
  items: [{ id: 1, spuName: 'Mug', count: 1, picUrl: '' }],
  extraPayments: [],
});

beforeAll(async () => {
  if (!i18n.isInitialized) await i18n.use(initReactI18next).init({ resources: { en: { translation: englishTexts } }, lng: 'en' });
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('/payOrder', () => {
  it('lands on /paySuccess after the demo wallet paid, though the order reads paid before the page leaves', async () => {
    let paid = false;
    vi.stubGlobal('fetch', async (url: string) => {
      const path = new URL(url, 'http://shop.test').pathname.split('/').slice(2).join('/');
      if (path === 'pay/order/pay/success') paid = true;
      const data =
        path === 'trade/order/get-detail'
          ? order(paid ? 10 : 0)
          : path === 'trade/config/get'
            ? { payChannels: [{ code: 'demo', maxAmount: 8000 }], freeDeliveryThreshold: {} }
            : true;
      return new Response(JSON.stringify({ code: 0, data, msg: '' }), { headers: { 'content-type': 'application/json' } });
    });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/payOrder?id=5']}>
          <Routes>
            <Route path="/payOrder" element={<PayOrderPage />} />
            <Route path="/paySuccess" element={<Landed />} />
            <Route path="/orderDetail" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Pay .* with the demo wallet/ }));
    expect((await screen.findByLabelText('landed')).textContent).toBe('/paySuccess');
  });
});
