import { z } from 'zod';
import { ONLINE_LIMIT_PER_LINE, type PricingSettings } from '../pricing.ts';

/** A text in the shop's three languages; German and Chinese may be empty (English is shown then). */
const zTranslated = (max: number) =>
  z.object({
    en: z.string().trim().min(1).max(max),
    de: z.string().trim().max(max).default(''),
    zh: z.string().trim().max(max).default(''),
  });

/** Lines of a postal address or bank details, one per line ("\n"). */
const zLines = z.string().trim().min(1).max(500);
/** Cents, at most 10,000.00. */
const zCents = z.number().int().min(0).max(1_000_000);
/** A tax rate in percent with at most two decimals (6.25). */
const zPercent = z
  .number()
  .min(0)
  .max(50)
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'settings_percent_decimals',
  });
const zPhone = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^\+?[0-9 ()\-/]+$/, { message: 'phone_format' });

export const ZSettingsDeliveryOption = z.object({
  type: z.enum(['1', '2', '3']),
  name: zTranslated(60),
  /** The whole price of the option in cents; above the free threshold the standard option's price is taken off. */
  priceUsd: zCents,
  priceEur: zCents,
  /** Working days from dispatch to the door. */
  days: z
    .object({ min: z.number().int().min(0).max(90), max: z.number().int().min(0).max(90) })
    .refine((d) => d.min <= d.max, { message: 'settings_days_order', path: ['max'] }),
});

export const ZSettingsCarrier = z.object({
  /** The id orders keep; a new carrier takes one no carrier has. */
  id: z.number().int().min(1).max(1000),
  name: z.string().trim().min(1).max(60),
  /** The carrier's tracking page with `{tracking}` where the tracking number goes; empty: no link. */
  trackingUrl: z
    .string()
    .trim()
    .max(300)
    .refine((url) => url === '' || (/^https:\/\/[^\s]+$/.test(url) && url.includes('{tracking}')), {
      message: 'settings_tracking_url',
    }),
});

export const ZSettingsReason = zTranslated(100).extend({
  /** Names a defect or damage: the only reasons a logo line may be returned for. */
  defect: z.boolean().optional(),
  /** The shopper no longer wants the goods: 15 % is kept when delivery was free. */
  changeOfMind: z.boolean().optional(),
});

/** Rates by two-letter code in capitals; a bad code is named as the field. */
const zRates = z.record(z.string(), zPercent).superRefine((rates, ctx) => {
  for (const code of Object.keys(rates))
    if (!/^[A-Z]{2}$/.test(code)) ctx.addIssue({ code: 'custom', message: 'settings_region_code', path: [code] });
});

/** The shop's facts the back office changes without a deploy (`system/settings/get` and `update`). */
export const ZSettings = z.object({
  legal: z.object({
    name: z.string().trim().min(1).max(120),
    address: zLines,
    vatId: z.string().trim().min(1).max(20),
    registration: z.string().trim().max(500),
    bank: zLines,
  }),
  contact: z.object({
    phone: z.object({ US: zPhone, EU: zPhone }),
    mail: z.email().max(120),
    /** Support hours as shown to shoppers, per language, e.g. "Monday to Friday, 8:00–17:30". */
    hours: zTranslated(120),
  }),
  returnAddresses: z.object({ US: zLines, EU: zLines }),
  delivery: z.object({
    options: z
      .array(ZSettingsDeliveryOption)
      .length(3)
      .refine((options) => new Set(options.map((o) => o.type)).size === 3, { message: 'settings_delivery_types' }),
    /** Goods at or above this at list prices (before quantity discounts and the coupon) ship standard for free; per currency. */
    freeThreshold: z.object({ USD: zCents, EUR: zCents }),
  }),
  carriers: z
    .array(ZSettingsCarrier)
    .min(1)
    .max(30)
    .refine((carriers) => new Set(carriers.map((c) => c.id)).size === carriers.length, { message: 'settings_carrier_ids' }),
  taxRates: z.object({
    /** State sales tax by two-letter state code. */
    US: zRates,
    /** Standard VAT by two-letter EU country code. */
    EU: zRates,
    /** The day the rates were last checked (YYYY-MM-DD). */
    asOf: z.iso.date(),
  }),
  /** The quantity discounts of products without their own. */
  quantityTiers: z
    .array(z.object({ quantity: z.number().int().min(2).max(100_000), discount: z.number().int().min(1).max(90) }))
    .max(10)
    .refine((tiers) => new Set(tiers.map((t) => t.quantity)).size === tiers.length, { message: 'settings_tiers_unique' }),
  /**
   * The most units one line may hold to be bought online (product page, logo panel); above it the
   * quote is the way. Left out: ONLINE_LIMIT_PER_LINE (settings saved before it existed).
   */
  onlineLimitPerLine: z.number().int().min(1).max(100_000).default(ONLINE_LIMIT_PER_LINE),
  afterSaleReasons: z.object({
    refund: z.array(ZSettingsReason).min(1).max(30),
    return: z.array(ZSettingsReason).min(1).max(30),
  }),
  unpaid: z.object({
    /** How long an unpaid order keeps its stock before it is cancelled. */
    holdMinutes: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60),
    maxOrdersPerBuyer: z.number().int().min(1).max(1_000_000),
    /** The share of a SKU's stock (percent) one buyer may hold in unpaid orders. */
    maxStockShare: z.number().int().min(1).max(100),
  }),
  /** Buying on account (invoice): companies the shop allowed always may; consumers (up to 2,500) only where this is on. Off by default. */
  onAccount: z.object({ consumers: z.boolean() }).default({ consumers: false }),
});
export type TSettings = z.infer<typeof ZSettings>;
export type TSettingsInput = z.input<typeof ZSettings>;

/** `update` takes the settings and, to refuse overwriting a change made meanwhile, the version it was read at. */
export const ZSettingsUpdateRequest = ZSettings.extend({ version: z.number().int().min(0).optional() });
export type TSettingsUpdateRequest = z.infer<typeof ZSettingsUpdateRequest>;

/** `get` answers the settings, their version (0 while nothing was saved) and when they were saved. */
export const ZSettingsResponse = ZSettings.extend({ version: z.number().int(), updateTime: z.number().int().nullable() });
export type TSettingsResponse = z.infer<typeof ZSettingsResponse>;

/** What the storefront shows of the settings (`trade/config/get`, server rendering); texts in the request's language. */
export const ZPublicSettings = z.object({
  contact: z.object({ phone: z.object({ US: z.string(), EU: z.string() }), mail: z.string(), hours: z.string() }),
  delivery: z.object({
    options: z.array(
      z.object({
        type: z.enum(['1', '2', '3']),
        name: z.string(),
        priceUsd: z.number().int(),
        priceEur: z.number().int(),
        days: z.object({ min: z.number().int(), max: z.number().int() }),
      }),
    ),
    freeThreshold: z.object({ USD: z.number().int(), EUR: z.number().int() }),
  }),
});

/** Percent (6.25) → basis points (625). */
const basisPoints = (rates: Record<string, number>) => Object.fromEntries(Object.entries(rates).map(([k, v]) => [k, Math.round(v * 100)]));

/** What the pure pricing core takes of the settings. */
export function pricingSettingsOf(settings: Pick<TSettings, 'delivery' | 'taxRates'>): PricingSettings {
  const price = (currency: 'USD' | 'EUR') =>
    Object.fromEntries(settings.delivery.options.map((o) => [o.type, currency === 'USD' ? o.priceUsd : o.priceEur])) as Record<
      '1' | '2' | '3',
      number
    >;
  return {
    deliveryPrices: { USD: price('USD'), EUR: price('EUR') },
    freeThreshold: settings.delivery.freeThreshold,
    salesTaxBp: basisPoints(settings.taxRates.US),
    vatBp: basisPoints(settings.taxRates.EU),
  };
}

/** A carrier's tracking page for one parcel: its template with `{tracking}` filled in; null without template or number. */
export function trackingLink(trackingUrl: string, trackingNo: string | null | undefined): string | null {
  if (!trackingUrl || !trackingNo) return null;
  return trackingUrl.replaceAll('{tracking}', encodeURIComponent(trackingNo));
}
