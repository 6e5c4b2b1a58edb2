import { centsToDecimal, toCents, type TSettingsResponse, type ZSettingsUpdateRequest } from '@shop/shared';
import type { z } from 'zod';

/** The update request as the form sends it (translations may be left out). */
export type SettingsInput = z.input<typeof ZSettingsUpdateRequest>;

type Texts = { en: string; de: string; zh: string };

/** The settings as the form edits them: money in major units and numbers as typed text, tax rates as lines "TX 6.25". */
export interface SettingsValues {
  version: number;
  legal: TSettingsResponse['legal'];
  contact: TSettingsResponse['contact'];
  returnAddresses: TSettingsResponse['returnAddresses'];
  delivery: {
    options: { type: '1' | '2' | '3'; name: Texts; priceUsd: string; priceEur: string; days: { min: string; max: string } }[];
    freeThreshold: { USD: string; EUR: string };
  };
  carriers: { id: string; name: string; trackingUrl: string }[];
  taxRates: { US: string; EU: string; asOf: string };
  quantityTiers: { quantity: string; discount: string }[];
  onlineLimitPerLine: string;
  afterSaleReasons: { refund: Texts[]; return: (Texts & { defect: boolean; changeOfMind: boolean })[] };
  unpaid: { holdMinutes: string; maxOrdersPerBuyer: string; maxStockShare: string };
  onAccount: { consumers: boolean };
}

/** Typed money ("39.99" or "39,99") as cents; what cannot be read goes to the contract as it is, to be named there. */
export function cents(text: string): number {
  try {
    return toCents(text.trim().replace(',', '.'));
  } catch {
    return Number.NaN;
  }
}
const whole = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** "TX 6.25" lines as rates by code; a line without a readable rate keeps its code with a bad rate, to be named. */
export function ratesOf(text: string): Record<string, number> {
  const rates: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const [code = '', rate = ''] = line.trim().split(/[\s:=]+/);
    if (code) rates[code.toUpperCase()] = rate === '' ? Number.NaN : Number(rate.replace(',', '.'));
  }
  return rates;
}
const ratesText = (rates: Record<string, number>) =>
  Object.entries(rates)
    .map(([code, rate]) => `${code} ${rate}`)
    .join('\n');

export function settingsValues(settings: TSettingsResponse): SettingsValues {
  return {
    version: settings.version,
    legal: settings.legal,
    contact: settings.contact,
    returnAddresses: settings.returnAddresses,
    delivery: {
      options: settings.delivery.options.map((o) => ({
        type: o.type,
        name: { en: o.name.en, de: o.name.de ?? '', zh: o.name.zh ?? '' },
        priceUsd: centsToDecimal(o.priceUsd),
        priceEur: centsToDecimal(o.priceEur),
        days: { min: String(o.days.min), max: String(o.days.max) },
      })),
      freeThreshold: { USD: centsToDecimal(settings.delivery.freeThreshold.USD), EUR: centsToDecimal(settings.delivery.freeThreshold.EUR) },
    },
    carriers: settings.carriers.map((c) => ({ id: String(c.id), name: c.name, trackingUrl: c.trackingUrl })),
    taxRates: { US: ratesText(settings.taxRates.US), EU: ratesText(settings.taxRates.EU), asOf: settings.taxRates.asOf },
    quantityTiers: settings.quantityTiers.map((t) => ({ quantity: String(t.quantity), discount: String(t.discount) })),
    onlineLimitPerLine: String(settings.onlineLimitPerLine),
    afterSaleReasons: {
      refund: settings.afterSaleReasons.refund.map((r) => ({ en: r.en, de: r.de ?? '', zh: r.zh ?? '' })),
      return: settings.afterSaleReasons.return.map((r) => ({
        en: r.en,
        de: r.de ?? '',
        zh: r.zh ?? '',
        defect: r.defect ?? false,
        changeOfMind: r.changeOfMind ?? false,
      })),
    },
    unpaid: {
      holdMinutes: String(settings.unpaid.holdMinutes),
      maxOrdersPerBuyer: String(settings.unpaid.maxOrdersPerBuyer),
      maxStockShare: String(settings.unpaid.maxStockShare),
    },
    onAccount: { consumers: settings.onAccount.consumers },
  };
}

/** The form's values as the update request: money in cents, numbers as numbers. */
export function settingsInput(values: SettingsValues): SettingsInput {
  return {
    version: values.version,
    legal: values.legal,
    contact: values.contact,
    returnAddresses: values.returnAddresses,
    delivery: {
      options: values.delivery.options.map((o) => ({
        type: o.type,
        name: o.name,
        priceUsd: cents(o.priceUsd),
        priceEur: cents(o.priceEur),
        days: { min: whole(o.days.min), max: whole(o.days.max) },
      })),
      freeThreshold: { USD: cents(values.delivery.freeThreshold.USD), EUR: cents(values.delivery.freeThreshold.EUR) },
    },
    carriers: values.carriers.map((c) => ({ id: whole(c.id), name: c.name, trackingUrl: c.trackingUrl })),
    taxRates: { US: ratesOf(values.taxRates.US), EU: ratesOf(values.taxRates.EU), asOf: values.taxRates.asOf },
    quantityTiers: values.quantityTiers.map((t) => ({ quantity: whole(t.quantity), discount: whole(t.discount) })),
    onlineLimitPerLine: whole(values.onlineLimitPerLine),
    afterSaleReasons: {
      refund: values.afterSaleReasons.refund,
      return: values.afterSaleReasons.return.map(({ defect, changeOfMind, ...texts }) => ({
        ...texts,
        ...(defect ? { defect } : {}),
        ...(changeOfMind ? { changeOfMind } : {}),
      })),
    },
    unpaid: {
      holdMinutes: whole(values.unpaid.holdMinutes),
      maxOrdersPerBuyer: whole(values.unpaid.maxOrdersPerBuyer),
      maxStockShare: whole(values.unpaid.maxStockShare),
    },
    onAccount: { consumers: values.onAccount.consumers },
  };
}
