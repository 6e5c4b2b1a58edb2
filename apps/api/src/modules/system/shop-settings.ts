import {
  DEFAULT_PRICING_SETTINGS,
  ONLINE_LIMIT_PER_LINE,
  ZSettings,
  type DeliveryType,
  type TSettings,
  type TSettingsResponse,
  type Translated,
} from '@shop/shared';
import { settingLines, type Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import type { CatalogCache } from '../catalog/catalog-cache.ts';
import type { FastifyBaseLogger } from 'fastify';

type SettingsDb = Pick<Db, 'shopSettings' | 'quantityRule' | 'tradeConfig' | 'carrier'>;

/** The key of the settings in the catalogue cache, which every change to them empties on every instance. */
const CACHE_KEY = 'shop-settings';

/** The support hours the pages and mails named before the settings. */
const FIRST_HOURS: Translated = {
  en: 'Monday to Friday, 8:00–17:30',
  de: 'Montag bis Freitag, 8:00–17:30 Uhr',
  zh: '周一至周五 8:00–17:30',
};

/** What an unpaid order keeps its stock for while nothing else is saved. */
export const FIRST_HOLD_MINUTES = 30;

const DELIVERY_NAMES: Record<DeliveryType, Translated> = {
  '1': { en: 'Standard delivery', de: 'Standardversand', zh: '标准配送' },
  '2': { en: 'Urgent delivery', de: 'Eilversand', zh: '加急配送' },
  '3': { en: 'Extra urgent delivery', de: 'Express-Eilversand', zh: '特急配送' },
};
const DELIVERY_DAYS: Record<DeliveryType, { min: number; max: number }> = {
  '1': { min: 5, max: 7 },
  '2': { min: 4, max: 6 },
  '3': { min: 3, max: 5 },
};

/** Basis points (625) → percent (6.25). */
const percents = (rates: Record<string, number>) => Object.fromEntries(Object.entries(rates).map(([k, v]) => [k, v / 100]));

const lines = (value: string) => settingLines(value).join('\n');

/**
 * The settings while nothing is saved: the environment (SHOP_*, RETURN_ADDRESS_*, UNPAID_*), the
 * pricing constants and tax tables, and what the database holds of tiers, reasons and carriers.
 */
export async function firstSettings(db: SettingsDb, config: Config): Promise<TSettings> {
  const [tiers, tradeConfig, carriers] = await Promise.all([
    db.quantityRule.findMany({ where: { spuId: null }, orderBy: { quantity: 'asc' } }),
    db.tradeConfig.findUnique({ where: { id: 1 } }),
    db.carrier.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] }),
  ]);
  const contact = settingLines(config.SHOP_CONTACT);
  const mail = contact.find((line) => line.includes('@')) ?? 'service@papercraft.example';
  const phone = contact.find((line) => !line.includes('@')) ?? '+49 30 1234567';
  const { deliveryPrices, freeThreshold, salesTaxBp, vatBp } = DEFAULT_PRICING_SETTINGS;
  const types: DeliveryType[] = ['1', '2', '3'];
  // Not parsed: configuration the contract would refuse (a longer name, a phone written with words)
  // still prices and prints; the back office names it when the settings are first saved.
  const first: TSettings = {
    legal: {
      name: config.SHOP_LEGAL_NAME,
      address: lines(config.SHOP_LEGAL_ADDRESS),
      vatId: config.SHOP_VAT_ID,
      registration: lines(config.SHOP_REGISTRATION),
      bank: lines(config.SHOP_BANK),
    },
    contact: { phone: { US: phone, EU: phone }, mail, hours: FIRST_HOURS },
    returnAddresses: { US: lines(config.RETURN_ADDRESS_US), EU: lines(config.RETURN_ADDRESS_EU) },
    delivery: {
      options: types.map((type) => ({
        type,
        name: DELIVERY_NAMES[type],
        priceUsd: deliveryPrices.USD[type],
        priceEur: deliveryPrices.EUR[type],
        days: DELIVERY_DAYS[type],
      })),
      freeThreshold,
    },
    carriers: carriers.map((c) => ({ id: c.id, name: c.name, trackingUrl: c.trackingUrl })),
    taxRates: { US: percents(salesTaxBp), EU: percents(vatBp), asOf: '2026-01-01' },
    quantityTiers: tiers.map((t) => ({ quantity: t.quantity, discount: t.discount })),
    onlineLimitPerLine: ONLINE_LIMIT_PER_LINE,
    afterSaleReasons: {
      refund: (tradeConfig?.afterSaleRefundReasons ?? []) as TSettings['afterSaleReasons']['refund'],
      return: (tradeConfig?.afterSaleReturnReasons ?? []) as TSettings['afterSaleReasons']['return'],
    },
    unpaid: {
      holdMinutes: FIRST_HOLD_MINUTES,
      maxOrdersPerBuyer: config.UNPAID_ORDERS_PER_BUYER,
      maxStockShare: config.UNPAID_STOCK_SHARE_PERCENT,
    },
    onAccount: { consumers: false },
  };
  return first;
}

/** The saved settings with their version, or the first values (version 0). */
export async function loadSettings(db: SettingsDb, config: Config): Promise<TSettingsResponse> {
  const row = await db.shopSettings.findUnique({ where: { id: 1 } });
  if (!row) return { ...(await firstSettings(db, config)), version: 0, updateTime: null };
  return { ...ZSettings.parse(row.document), version: row.version, updateTime: row.updatedAt.getTime() };
}

/**
 * The settings every price, mail and PDF goes by, kept in the catalogue cache of this instance: a
 * save on any instance (or in a database console) notifies every instance, which forgets them.
 */
export class SettingsReader {
  constructor(
    private readonly db: SettingsDb,
    private readonly config: Config,
    private readonly cache: CatalogCache,
  ) {}

  read(): Promise<TSettingsResponse> {
    return this.cache.get(CACHE_KEY, () => loadSettings(this.db, this.config));
  }

  /**
   * Reads them now and again each time the cache empties, in the background: a burst of orders
   * then finds them kept instead of all waiting for the same load and reaching the database at once.
   */
  keepWarm(log: FastifyBaseLogger): void {
    const warm = () => void this.read().catch((error: unknown) => log.warn({ err: error }, 'shop settings could not be read ahead'));
    this.cache.on('cleared', warm);
    warm();
  }
}
