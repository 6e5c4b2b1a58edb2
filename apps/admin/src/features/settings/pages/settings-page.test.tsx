// @vitest-environment happy-dom
import type { TSettingsResponse } from '@shop/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes, type Sent } from '../../../lib/fake-api.fixtures.tsx';
import i18n from '../../../lib/i18n.ts';
import englishTexts from '../../../locales/en/translation.json';
import { SettingsPage } from './settings-page.tsx';

const names = (en: string) => ({ en, de: '', zh: '' });
const SETTINGS: TSettingsResponse = {
  version: 3,
  updateTime: 1_780_000_000_000,
  legal: {
    name: 'Paper & Craft Shop GmbH',
    address: 'Lagerstraße 12\n10115 Berlin',
    vatId: 'DE123456789',
    registration: 'HRB 1',
    bank: 'IBAN DE89',
  },
  contact: {
    phone: { US: '+1 281 555 0147', EU: '+49 30 1234567' },
    mail: 'service@shop.example',
    hours: { en: 'Mon–Fri 9–17', de: 'Mo–Fr 9–17', zh: '' },
  },
  returnAddresses: { US: 'Returns\nHouston, TX 77002', EU: 'Retouren\n10115 Berlin' },
  delivery: {
    options: [
      { type: '1', name: names('Standard delivery'), priceUsd: 699, priceEur: 699, days: { min: 5, max: 7 } },
      { type: '2', name: names('Urgent delivery'), priceUsd: 1398, priceEur: 1398, days: { min: 4, max: 6 } },
      { type: '3', name: names('Extra urgent delivery'), priceUsd: 2498, priceEur: 2498, days: { min: 3, max: 5 } },
    ],
    freeThreshold: { USD: 3999, EUR: 3999 },
  },
  carriers: [{ id: 1, name: 'DHL', trackingUrl: 'https://dhl.example/t?id={tracking}' }],
  taxRates: { US: { TX: 6.25, CA: 7.25 }, EU: { DE: 19 }, asOf: '2026-01-01' },
  quantityTiers: [{ quantity: 5, discount: 10 }],
  onlineLimitPerLine: 1000,
  afterSaleReasons: { refund: [names('Other')], return: [{ ...names('Damaged'), defect: true }] },
  unpaid: { holdMinutes: 30, maxOrdersPerBuyer: 3, maxStockShare: 50 },
  onAccount: { consumers: false },
};

/** Every request the page made; the update's answer is `nextUpdate`'s (a refusal or the saved settings). */
const requests: Sent[] = [];
const updates = () => requests.filter((r) => r.path === 'system/settings/update').map((r) => r.body);
let nextUpdate: () => object;

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ resources: { en: { translation: englishTexts } }, lng: 'en' });
});
beforeEach(() => {
  fakeApi({ 'system/settings/get': SETTINGS }, requests);
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const answered = await answer(url, init);
    return url.includes('system/settings/update') ? new Response(JSON.stringify(nextUpdate())) : answered;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () => renderRoutes('/settings', { '/settings': <SettingsPage /> });

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;

describe('SettingsPage', () => {
  it('shows every section with money in major units and rates as lines', async () => {
    renderPage();
    expect(((await screen.findByRole('textbox', { name: 'Free delivery from (USD)' })) as HTMLInputElement).value).toBe('39.99');
    for (const legend of [
      'Legal and contact data',
      'Return addresses',
      'Delivery',
      'Carriers',
      'Tax rates',
      'Default quantity discounts',
      'After-sale reasons',
      'Unpaid orders',
      'Buying on account (invoice)',
    ])
      expect(screen.getByRole('group', { name: legend })).toBeTruthy();
    expect(within(screen.getByTestId('delivery-2')).getByRole('textbox', { name: 'Price in USD' })).toHaveProperty('value', '13.98');
    expect(field('US sales tax by state').value).toBe('TX 6.25\nCA 7.25');
    expect(field('Support phone (US)').value).toBe('+1 281 555 0147');
  });

  it('keeps what was typed on bad input, names the field, asks before saving, shows the server’s refusals by field, then saves cents', async () => {
    const user = userEvent.setup();
    renderPage();
    const threshold = await screen.findByRole('textbox', { name: 'Free delivery from (USD)' });
    await user.clear(threshold);
    await user.type(threshold, 'abc');
    await user.clear(field('US sales tax by state'));
    await user.type(field('US sales tax by state'), 'TX 6.255');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some fields need a correction; nothing you typed was lost.')).toBeTruthy();
    expect(screen.getByText('TX: may have at most two decimals')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updates()).toHaveLength(0);
    expect((threshold as HTMLInputElement).value).toBe('abc');

    await user.clear(threshold);
    await user.type(threshold, '50,00');
    await user.clear(field('US sales tax by state'));
    await user.type(field('US sales tax by state'), 'TX 7.5');
    nextUpdate = () => ({
      code: 400,
      data: null,
      msg: 'Bad request',
      fields: [{ field: 'contact.phone.US', message: 'is not a phone we can call' }],
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('They apply at once on every server: prices at checkout, the next mails and documents.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('is not a phone we can call')).toBeTruthy();
    expect(field('Support phone (US)').getAttribute('aria-invalid')).toBe('true');
    expect((threshold as HTMLInputElement).value).toBe('50,00');
    expect(updates()[0]).toMatchObject({
      version: 3,
      delivery: { freeThreshold: { USD: 5000, EUR: 3999 } },
      taxRates: { US: { TX: 7.5 } },
      afterSaleReasons: { return: [{ en: 'Damaged', defect: true }] },
    });

    nextUpdate = () => ({
      code: 0,
      data: { ...SETTINGS, version: 4, delivery: { ...SETTINGS.delivery, freeThreshold: { USD: 5000, EUR: 3999 } } },
      msg: '',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save settings' }));
    expect(updates()).toHaveLength(2);
    expect(((await screen.findByRole('textbox', { name: 'Free delivery from (USD)' })) as HTMLInputElement).value).toBe('50.00');
  });

  it('switches buying on account on for consumers (off by default)', async () => {
    const user = userEvent.setup();
    renderPage();
    const consumers = (await screen.findByRole('checkbox', { name: /Consumers may buy on account/ })) as HTMLInputElement;
    expect(consumers.checked).toBe(false);
    await user.click(consumers);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save settings' }));
    expect(updates().at(-1)).toMatchObject({ onAccount: { consumers: true } });
  });
});
