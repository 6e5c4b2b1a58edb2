// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import englishTexts from '../../../locales/en/translation.json';
import { niceMax, SalesChart } from './sales-chart.tsx';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ resources: { en: { translation: englishTexts } }, lng: 'en' });
});
afterEach(cleanup);

const row = (key: string, gross: number, refunded: number) => ({
  key,
  label: key,
  currency: 'EUR',
  orders: 1,
  gross,
  refunded,
  net: gross - refunded,
});

describe('SalesChart', () => {
  it.each([
    [0, 100],
    [99, 100],
    [101, 200],
    [4_900, 5_000],
    [12_345, 20_000],
    [50_000, 50_000],
  ])('tops the amount axis of a largest bar of %i cents at %i', (cents, top) => {
    expect(niceMax(cents)).toBe(top);
  });

  it('labels both axes, the amounts and each bar, and writes the totals beneath', () => {
    const rows = [row('2026-03-01', 12_000, 2_000), row('2026-03-02', 4_500, 0)];
    render(<SalesChart rows={rows} total={{ currency: 'EUR', orders: 2, gross: 16_500, refunded: 2_000, net: 14_500 }} group="Day" />);
    const chart = screen.getByRole('img', { name: 'Net sales in EUR by Day' });
    const texts = [...chart.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Amount (EUR)', 'Day', '€0.00', '€200.00', '€50.00', '2026-03-01', '2026-03-02']));
    expect(screen.getAllByTestId('sales-bar')).toHaveLength(2);
    // The first bar: net 100.00 filled, the 20.00 refunded stacked on it.
    const [net, refunded] = [...screen.getAllByTestId('sales-bar')[0]!.querySelectorAll('rect')];
    expect(Number(net!.getAttribute('height'))).toBeCloseTo(Number(refunded!.getAttribute('height')) * 5);
    expect(screen.getByText(/2 orders · paid €165.00 · refunded €20.00 · net €145.00/)).toBeTruthy();
  });

  it('names every bar of a month of days, and only every n-th of many more, so labels never overlap', () => {
    const rows = Array.from({ length: 100 }, (_, i) => row(`k${i}`, 100 * i, 0));
    render(<SalesChart rows={rows} total={{ currency: 'EUR', orders: 100, gross: 495_000, refunded: 0, net: 495_000 }} group="Product" />);
    expect(screen.getAllByTestId('sales-bar')).toHaveLength(100);
    // 612 px of axis, 14 px a label: every third bar is named.
    expect(document.querySelectorAll('.sales-chart__label')).toHaveLength(34);
    cleanup();
    const month = Array.from({ length: 31 }, (_, i) => row(`2026-03-${String(i + 1).padStart(2, '0')}`, 100, 0));
    render(<SalesChart rows={month} total={{ currency: 'EUR', orders: 31, gross: 3_100, refunded: 0, net: 3_100 }} group="Day" />);
    expect(document.querySelectorAll('.sales-chart__label')).toHaveLength(31);
  });
});
