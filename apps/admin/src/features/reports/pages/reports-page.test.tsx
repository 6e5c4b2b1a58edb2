// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes, type Sent } from '../../../lib/fake-api.fixtures.tsx';
import i18n from '../../../lib/i18n.ts';
import englishTexts from '../../../locales/en/translation.json';
import { ReportsPage } from './reports-page.tsx';

const sales = {
  rows: [
    { key: '2026-03-01', label: '2026-03-01', currency: 'EUR', orders: 2, gross: 5_000, refunded: 500, net: 4_500 },
    { key: '2026-03-01', label: '2026-03-01', currency: 'USD', orders: 1, gross: 3_000, refunded: 0, net: 3_000 },
  ],
  totals: [
    { currency: 'EUR', orders: 2, gross: 5_000, refunded: 500, net: 4_500 },
    { currency: 'USD', orders: 1, gross: 3_000, refunded: 0, net: 3_000 },
  ],
};
const tax = {
  rows: [
    { country: 'DE', state: null, currency: 'EUR', taxable: 3_782, tax: 718 },
    { country: 'US', state: 'TX', currency: 'USD', taxable: 2_772, tax: 228 },
  ],
};
const requests: Sent[] = [];

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ resources: { en: { translation: englishTexts } }, lng: 'en' });
});
beforeEach(() => {
  fakeApi({ 'statistics/trade/sales': sales, 'statistics/trade/tax': tax }, requests);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () => renderRoutes('/reports', { '/reports': <ReportsPage /> });
const lastSales = () => requests.filter((r) => r.path === 'statistics/trade/sales').at(-1)!;

describe('ReportsPage', () => {
  it('asks the last 30 days by day, draws one chart per currency and lists the rows with a total per currency', async () => {
    renderPage();
    expect(await screen.findByRole('img', { name: 'Net sales in EUR by Day' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Net sales in USD by Day' })).toBeTruthy();
    const asked = lastSales();
    expect(asked.query.get('groupBy')).toBe('day');
    const days = (Number(asked.query.get('to')) - Number(asked.query.get('from'))) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const [salesTable] = screen.getAllByRole('table');
    const footer = within(salesTable!).getAllByRole('row').slice(-2);
    expect(footer.map((r) => r.textContent)).toEqual(['TotalEUR2€50.00€5.00€45.00', 'TotalUSD1$30.00$0.00$30.00']);
  });

  it('asks again by product when grouped by product, and for last month when that preset is chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('img', { name: 'Net sales in EUR by Day' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'product');
    expect(await screen.findByRole('img', { name: 'Net sales in EUR by Product' })).toBeTruthy();
    expect(lastSales().query.get('groupBy')).toBe('product');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'lastMonth');
    const from = new Date(Number(lastSales().query.get('from')));
    expect(from.getDate()).toBe(1);
    expect(new Date(Number(lastSales().query.get('to'))).getDate()).toBe(1);
  });

  it('shows the tax report per EU country and US state', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tax report' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toContain('GermanyEUR€37.82€7.18');
    expect(rows).toContain('United StatesTXUSD$27.72$2.28');
  });

  it('says so when the first day comes after the last', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('img', { name: 'Net sales in EUR by Day' });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
