import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_SETTINGS } from '../pricing.ts';
import { validationMessage } from '../validation-messages.ts';
import { pricingSettingsOf, trackingLink, ZSettings, type TSettingsInput } from './settings.ts';

const valid: TSettingsInput = {
  legal: {
    name: 'Paper & Craft Shop GmbH',
    address: 'Lagerstraße 12\n10115 Berlin',
    vatId: 'DE123456789',
    registration: 'HRB 1',
    bank: 'IBAN DE89',
  },
  contact: { phone: { US: '+1 (281) 555-0147', EU: '+49 30 1234567' }, mail: 'service@shop.example', hours: { en: 'Mon–Fri 9–17' } },
  returnAddresses: { US: 'Returns\nHouston, TX 77002', EU: 'Retouren\n10115 Berlin' },
  delivery: {
    options: [
      { type: '1', name: { en: 'Standard' }, priceUsd: 699, priceEur: 599, days: { min: 5, max: 7 } },
      { type: '2', name: { en: 'Urgent' }, priceUsd: 1398, priceEur: 1298, days: { min: 4, max: 6 } },
      { type: '3', name: { en: 'Extra urgent' }, priceUsd: 2498, priceEur: 2398, days: { min: 3, max: 5 } },
    ],
    freeThreshold: { USD: 3999, EUR: 4999 },
  },
  carriers: [{ id: 1, name: 'DHL', trackingUrl: 'https://dhl.example/t?id={tracking}' }],
  taxRates: { US: { TX: 6.25, MN: 6.875 - 0.005 }, EU: { DE: 19 }, asOf: '2026-01-01' },
  quantityTiers: [{ quantity: 5, discount: 10 }],
  onlineLimitPerLine: 1000,
  afterSaleReasons: { refund: [{ en: 'Other' }], return: [{ en: 'Damaged', defect: true }] },
  unpaid: { holdMinutes: 30, maxOrdersPerBuyer: 3, maxStockShare: 50 },
};

/** The fields a document is refused for, with their English messages. */
function refusals(input: unknown): Record<string, string> {
  const parsed = ZSettings.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), validationMessage(i as never, 'en')]));
}

describe('ZSettings', () => {
  it('takes a whole document and fills the missing translations with empty texts', () => {
    const parsed = ZSettings.parse(valid);
    expect(parsed.delivery.options[0]!.name).toEqual({ en: 'Standard', de: '', zh: '' });
    expect(parsed.taxRates.US.MN).toBe(6.87);
  });

  it.each([
    [
      'a tracking URL without {tracking}',
      { carriers: [{ id: 1, name: 'DHL', trackingUrl: 'https://dhl.example/t' }] },
      'carriers.0.trackingUrl',
      'must be an https:// address that marks where the tracking number goes',
    ],
    [
      'a plain-http tracking URL',
      { carriers: [{ id: 1, name: 'DHL', trackingUrl: 'http://dhl.example/{tracking}' }] },
      'carriers.0.trackingUrl',
      'must be an https:// address that marks where the tracking number goes',
    ],
    [
      'a carrier id twice',
      {
        carriers: [
          { id: 1, name: 'A', trackingUrl: '' },
          { id: 1, name: 'B', trackingUrl: '' },
        ],
      },
      'carriers',
      'names a carrier id twice',
    ],
    [
      'a rate with three decimals',
      { taxRates: { ...valid.taxRates, US: { TX: 6.255 } } },
      'taxRates.US.TX',
      'may have at most two decimals',
    ],
    [
      'a lower-case state',
      { taxRates: { ...valid.taxRates, US: { tx: 6.25 } } },
      'taxRates.US.tx',
      'must be a two-letter code in capitals',
    ],
    ['a rate over 50 %', { taxRates: { ...valid.taxRates, EU: { DE: 119 } } }, 'taxRates.EU.DE', 'must be at most 50'],
    ['a date that is not one', { taxRates: { ...valid.taxRates, asOf: '2026-13-01' } }, 'taxRates.asOf', 'has an invalid format'],
    [
      'a negative threshold',
      { delivery: { ...valid.delivery, freeThreshold: { USD: -1, EUR: 0 } } },
      'delivery.freeThreshold.USD',
      'must be at least 0',
    ],
    [
      'one delivery option twice',
      { delivery: { ...valid.delivery, options: [valid.delivery.options[0], valid.delivery.options[0], valid.delivery.options[2]] } },
      'delivery.options',
      'needs each delivery option (1, 2, 3) once',
    ],
    [
      'fewer maximum days than minimum days',
      {
        delivery: {
          ...valid.delivery,
          options: [{ ...valid.delivery.options[0]!, days: { min: 7, max: 5 } }, ...valid.delivery.options.slice(1)],
        },
      },
      'delivery.options.0.days.max',
      'must not be fewer than the minimum days',
    ],
    [
      'a quantity twice',
      {
        quantityTiers: [
          { quantity: 5, discount: 10 },
          { quantity: 5, discount: 20 },
        ],
      },
      'quantityTiers',
      'names a quantity twice',
    ],
    [
      'a phone with letters',
      { contact: { ...valid.contact, phone: { US: 'call us', EU: '+49' } } },
      'contact.phone.US',
      'may contain only digits, spaces and + - ( )',
    ],
    ['no e-mail', { contact: { ...valid.contact, mail: 'service' } }, 'contact.mail', 'must be a valid e-mail address'],
    ['a hold of one minute', { unpaid: { ...valid.unpaid, holdMinutes: 1 } }, 'unpaid.holdMinutes', 'must be at least 5'],
    [
      'no return reason',
      { afterSaleReasons: { ...valid.afterSaleReasons, return: [] } },
      'afterSaleReasons.return',
      'needs at least 1 entries',
    ],
  ])('refuses %s, naming the field', (_name, change, field, message) => {
    const found = refusals({ ...valid, ...change });
    expect(Object.keys(found)).toEqual([field]);
    expect(found[field]).toBe(message);
  });
});

describe('pricingSettingsOf', () => {
  it('gives the pricing core the whole option prices per currency and the rates in basis points', () => {
    expect(pricingSettingsOf(ZSettings.parse(valid))).toEqual({
      deliveryPrices: { USD: { '1': 699, '2': 1398, '3': 2498 }, EUR: { '1': 599, '2': 1298, '3': 2398 } },
      freeThreshold: { USD: 3999, EUR: 4999 },
      salesTaxBp: { TX: 625, MN: 687 },
      vatBp: { DE: 1900 },
    });
  });

  it("answers today's figures for today's settings", () => {
    const today = ZSettings.parse({
      ...valid,
      delivery: {
        ...valid.delivery,
        options: valid.delivery.options.map((o) => ({ ...o, priceEur: o.priceUsd })),
        freeThreshold: { USD: 3999, EUR: 3999 },
      },
      taxRates: {
        US: Object.fromEntries(Object.entries(DEFAULT_PRICING_SETTINGS.salesTaxBp).map(([k, v]) => [k, v / 100])),
        EU: Object.fromEntries(Object.entries(DEFAULT_PRICING_SETTINGS.vatBp).map(([k, v]) => [k, v / 100])),
        asOf: '2026-01-01',
      },
    });
    expect(pricingSettingsOf(today)).toEqual(DEFAULT_PRICING_SETTINGS);
  });
});

describe('trackingLink', () => {
  it('fills the tracking number in, encoded; none without template or number', () => {
    expect(trackingLink('https://t.example/{tracking}?n={tracking}', '1Z 99/9')).toBe('https://t.example/1Z%2099%2F9?n=1Z%2099%2F9');
    expect(trackingLink('', '1Z')).toBeNull();
    expect(trackingLink('https://t.example/{tracking}', null)).toBeNull();
  });
});
