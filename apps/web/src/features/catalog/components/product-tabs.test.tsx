// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { initEnglish, notebook } from '../product.fixtures.ts';
import { ProductTabs } from './product-tabs.tsx';

beforeAll(initEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The shop's settings as trade/config/get answers them: a threshold and prices other than the first values. */
const TRADE_CONFIG = {
  afterSaleRefundReasons: [],
  afterSaleReturnReasons: [],
  afterSaleDefectReasons: [],
  afterSaleChangeOfMindReasons: [],
  deliveryExpressFreePrice: 5500,
  payChannels: ['paypal'],
  contact: { phone: { US: '+1 212 555 0199', EU: '+49 89 2000 1000' }, mail: 'care@shop.example', hours: 'Mon–Fri 9:00–17:00 (CET)' },
  delivery: {
    options: [
      { type: '1', name: 'Standard delivery', priceUsd: 799, priceEur: 749, days: { min: 5, max: 7 } },
      { type: '2', name: 'Urgent delivery', priceUsd: 1598, priceEur: 1498, days: { min: 4, max: 6 } },
      { type: '3', name: 'Extra urgent delivery', priceUsd: 2798, priceEur: 2598, days: { min: 3, max: 5 } },
    ],
    freeThreshold: { USD: 5500, EUR: 4900 },
  },
};

describe('ProductTabs', () => {
  it('shows the description first and another tab’s panel when chosen, named by its tab', async () => {
    const user = userEvent.setup();
    await renderWithApi(<ProductTabs product={notebook} unitPrice={899} count={1} />, () => TRADE_CONFIG);
    expect(screen.getByRole('tabpanel', { name: 'Description' }).textContent).toBe('A notebook for every day.');
    await user.click(screen.getByRole('tab', { name: 'Quantity discount' }));
    expect(screen.getByRole('tab', { name: 'Quantity discount' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Quantity discount' }).querySelector('table')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Print logo' }));
    expect(screen.getByRole('tabpanel', { name: 'Print logo' }).textContent).toMatch(/minimum 25 printed pieces/);
  });

  it("names the delivery prices and free threshold of the shop's settings in the shopper's currency", async () => {
    const user = userEvent.setup();
    await renderWithApi(<ProductTabs product={{ ...notebook, printMinCount: 50 }} unitPrice={899} count={1} />, () => TRADE_CONFIG);
    await user.click(screen.getByRole('tab', { name: 'Shipping & returns' }));
    expect((await screen.findByRole('tabpanel', { name: 'Shipping & returns' })).textContent).toBe(
      'Standard delivery costs $7.99 and is free from $55.00 of goods; urgent delivery adds $7.99, extra urgent $19.99. Returns within 14 days of receipt from your order page; logo-printed items only when defective or damaged.',
    );
    await user.click(screen.getByRole('tab', { name: 'Print logo' }));
    expect(screen.getByRole('tabpanel', { name: 'Print logo' }).textContent).toMatch(/minimum 50 printed pieces/);
  });
});
