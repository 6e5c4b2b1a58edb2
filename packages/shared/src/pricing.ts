import type { Currency } from './currency.ts';
import type { Language } from './i18n.ts';
import de from './locales/de/pricing.json' with { type: 'json' };
import en from './locales/en/pricing.json' with { type: 'json' };
import zh from './locales/zh/pricing.json' with { type: 'json' };
import { renderMessage } from './messages.ts';
import { divideHalfUp, percentOf, type Cents } from './money.ts';
import { EU_VAT_BP, US_SALES_TAX_BP } from './tax-rates.ts';

export interface QuantityRule {
  quantity: number;
  discount: number;
}

/** Of the rules whose threshold the count reaches, the highest discount (0 when none applies). */
export function quantityDiscount(rules: readonly QuantityRule[], count: number): number {
  return rules.filter((r) => r.quantity <= count).reduce((best, r) => Math.max(best, r.discount), 0);
}

/** unit × count × (1 − discount / 100), the line rounded half-up to the cent. */
export function discountedLinePrice(unitPrice: Cents, count: number, rules: readonly QuantityRule[]): Cents {
  return percentOf(unitPrice * count, 100 - quantityDiscount(rules, count));
}

/**
 * Goods at or above this at their list prices (before quantity discounts and the coupon: no discount
 * ever costs the free delivery, so none raises the payable total) ship free with standard delivery;
 * same figure in EUR.
 */
export const FREE_DELIVERY_FROM: Cents = 3999;
export const STANDARD_DELIVERY_FEE: Cents = 699;
export const DELIVERY_SURCHARGE: Record<DeliveryType, Cents> = { '1': 0, '2': 699, '3': 1799 };
export type DeliveryType = '1' | '2' | '3';

/**
 * The shop's settings pricing depends on (the back office changes them): each delivery option's
 * whole price and the free threshold per currency, sales tax by US state and VAT by EU country in
 * basis points (625 = 6.25 %).
 */
export interface PricingSettings {
  deliveryPrices: Record<Currency, Record<DeliveryType, Cents>>;
  freeThreshold: Record<Currency, Cents>;
  salesTaxBp: Record<string, number>;
  vatBp: Record<string, number>;
}

const TODAY_DELIVERY: Record<DeliveryType, Cents> = {
  '1': STANDARD_DELIVERY_FEE,
  '2': STANDARD_DELIVERY_FEE + DELIVERY_SURCHARGE['2'],
  '3': STANDARD_DELIVERY_FEE + DELIVERY_SURCHARGE['3'],
};

/** The figures priced with while nothing is saved: the constants above and the tax tables. */
export const DEFAULT_PRICING_SETTINGS: PricingSettings = {
  deliveryPrices: { USD: TODAY_DELIVERY, EUR: TODAY_DELIVERY },
  freeThreshold: { USD: FREE_DELIVERY_FROM, EUR: FREE_DELIVERY_FROM },
  salesTaxBp: US_SALES_TAX_BP,
  vatBp: EU_VAT_BP,
};

/**
 * What a delivery option costs for goods worth `goods` (at list prices, before quantity discounts and
 * the coupon): its price, less the standard option's price once the goods reach the free threshold
 * (standard ships free, a faster option costs only its difference).
 */
export function deliveryPriceOf(
  type: DeliveryType,
  goods: Cents,
  currency: Currency,
  settings: PricingSettings = DEFAULT_PRICING_SETTINGS,
): Cents {
  const prices = settings.deliveryPrices[currency];
  const price = prices[type];
  return goods >= settings.freeThreshold[currency] ? Math.max(0, price - prices['1']) : price;
}

/**
 * Logo lines: at least 25 printed pieces unless the product says otherwise; print price per printed
 * piece by size tier (same figures in EUR) unless the product has its own by method and size.
 */
export const CUSTOM_MIN_COUNT = 25;
/** Print size tiers: up to 25, 100 and 400 cm². */
export const PRINT_TIERS = ['1', '2', '3'] as const;
export type PrintTier = (typeof PRINT_TIERS)[number];
export const PRINT_PRICE_PER_PIECE: Record<PrintTier, Cents> = { '1': 99, '2': 149, '3': 249 };

/**
 * The most units one line may hold to be bought online while the settings name no other limit
 * (`onlineLimitPerLine`); above it the storefront leads to a quote. Settlement still prices any count
 * (the offer PDF and quotes need the figures).
 */
export const ONLINE_LIMIT_PER_LINE = 1000;

export interface PricingLine {
  skuId: number;
  /** The product: its lines share one quantity tier, counted over all of them (10 blue + 10 red pens are 20). */
  spuId: number;
  unitPrice: Cents;
  count: number;
  rules: readonly QuantityRule[];
  /** Pieces in one unit (a pack of 100 pens: 100; default 1): a logo line's minimum and print price count pieces. */
  piecesPerUnit?: number;
  /** Present on custom (logo) lines: the size tier of the print. */
  printTier?: PrintTier;
  /** A logo line's price per printed piece (the product's for its method and size); default PRINT_PRICE_PER_PIECE. */
  printPrice?: Cents;
  /** A logo line's fewest printed pieces (the product's `printMinCount`); default CUSTOM_MIN_COUNT. */
  printMinCount?: number;
  /** A one-off setup fee of the line agreed in a quote (cents), part of its print costs; default 0. */
  setupPrice?: Cents;
}

export interface PricingCoupon {
  type: 'percent' | 'fixed';
  /** Percent (e.g. 10) or cents. */
  value: number;
  minSpend: Cents;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  currency: Currency;
  countryCode: string;
  state?: string;
  deliveryType: DeliveryType;
  coupon?: PricingCoupon | null;
  language: Language;
  /** The shop's delivery prices and tax rates; default: DEFAULT_PRICING_SETTINGS. */
  settings?: PricingSettings;
  /** A business buyer's tax position (their company); absent for consumers. */
  buyer?: PricingBuyer | null;
  /** The shop's country (ISO 3166 alpha-2, `SHOP_COUNTRY`); default SHOP_COUNTRY_DEFAULT. */
  shopCountry?: string;
  /** A delivery price agreed in a quote (cents): replaces the delivery option's price and the free threshold. */
  deliveryPrice?: Cents;
}

/** The shop sells from Germany unless configured otherwise. */
export const SHOP_COUNTRY_DEFAULT = 'DE';

/** What of a buyer's company decides its taxes. */
export interface PricingBuyer {
  /** The company's country (ISO alpha-2). */
  countryCode: string;
  /** Its VAT ID was found valid (vatIdStatus 1). */
  vatIdValid: boolean;
  /** US states (two letters) where its sales-tax exemption is approved. */
  taxExemptStates: readonly string[];
}

export interface PricedLine {
  skuId: number;
  /** The price of one unit as charged: the line's, or without VAT under reverse charge. */
  unitPrice: Cents;
  count: number;
  totalPrice: Cents;
  discountedPrice: Cents;
  discountDescription: string;
  decalsPrice: Cents;
}

export interface PriceBreakdown {
  totalPrice: Cents;
  discountPrice: Cents;
  couponPrice: Cents;
  deliveryPrice: Cents;
  salesTaxPrice: Cents;
  decalsPrice: Cents;
  payPrice: Cents;
  /** EU orders: the VAT contained in everything charged (goods, printing, delivery; reported on the invoice, not added). */
  vatIncludedPrice: Cents;
  /** Net prices, no VAT: the buyer's company accounts for it (see reverseChargeApplies). */
  reverseCharge: boolean;
  /** A US order to a state where the buyer's company is exempt from sales tax (salesTaxPrice 0). */
  salesTaxExempt: boolean;
}

/**
 * The most an order's amounts may come to, in cents of its currency (10,000,000.00): every figure
 * of an order then fits the database's integer columns with room to spare.
 */
export const MAX_ORDER_AMOUNT: Cents = 1_000_000_000;

export class PricingError extends Error {
  constructor(readonly reason: 'EMPTY' | 'CUSTOM_MIN_COUNT' | 'COUPON_MIN_SPEND' | 'AMOUNT_TOO_LARGE') {
    super(reason);
  }
}

/** The texts of the price breakdown: the `pricing` namespace of the message catalogue. */
const TEXTS: Record<Language, typeof en> = { en, de, zh };

/**
 * "15 % off from 10 pieces" per language and tier, rendered once: settlement asks for it on every
 * click, and the tiers are few.
 */
const descriptions = new Map<string, string>();
function describeDiscount(discount: number, threshold: number, language: Language): string {
  const key = `${language}:${discount}:${threshold}`;
  let text = descriptions.get(key);
  if (text === undefined) {
    if (descriptions.size >= 1000) descriptions.clear();
    text = renderMessage('pricing', TEXTS, 'quantityDiscount', language, { discount, quantity: threshold });
    descriptions.set(key, text);
  }
  return text;
}

/** The pieces a unit of the line holds (1 unless it is a pack). */
const piecesOf = (line: Pick<PricingLine, 'piecesPerUnit'>): number => line.piecesPerUnit ?? 1;

/** The counts of each product's lines together: the count its quantity tier is judged by. */
function productCounts(lines: readonly Pick<PricingLine, 'spuId' | 'count'>[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line.spuId, (counts.get(line.spuId) ?? 0) + line.count);
  return counts;
}

/** One line at its product's tier (`productCount`: the product's units over all lines of the order). */
function priceLine(line: PricingLine, productCount: number, language: Language): PricedLine {
  const pieces = line.count * piecesOf(line);
  if (line.printTier && pieces < (line.printMinCount ?? CUSTOM_MIN_COUNT)) throw new PricingError('CUSTOM_MIN_COUNT');
  const discount = quantityDiscount(line.rules, productCount);
  const threshold = line.rules.filter((r) => r.discount === discount && r.quantity <= productCount).map((r) => r.quantity)[0] ?? 0;
  return {
    skuId: line.skuId,
    unitPrice: line.unitPrice,
    count: line.count,
    totalPrice: line.unitPrice * line.count,
    discountedPrice: percentOf(line.unitPrice * line.count, 100 - discount),
    discountDescription: discount > 0 ? describeDiscount(discount, threshold, language) : '',
    decalsPrice: (line.printTier ? (line.printPrice ?? PRINT_PRICE_PER_PIECE[line.printTier]) * pieces : 0) + (line.setupPrice ?? 0),
  };
}

/** A cart line's figures: the same quantity discount and rounding that settlement charges. */
export interface CartLinePrice {
  totalPrice: Cents;
  discountedPrice: Cents;
  /** Percent off, 0 when no rule applies. */
  discount: number;
  discountDescription: string;
}

/**
 * Prices one line of a cart exactly as `priceOrder` prices it at checkout: `productCount` is the
 * count of all the cart's lines of the same product (default: this line alone).
 */
export function priceCartLine(
  unitPrice: Cents,
  count: number,
  rules: readonly QuantityRule[],
  language: Language,
  productCount = count,
): CartLinePrice {
  const priced = priceLine({ skuId: 0, spuId: 0, unitPrice, count, rules }, productCount, language);
  return {
    totalPrice: priced.totalPrice,
    discountedPrice: priced.discountedPrice,
    discount: quantityDiscount(rules, productCount),
    discountDescription: priced.discountDescription,
  };
}

function couponAmount(coupon: PricingCoupon | null | undefined, goods: Cents): Cents {
  if (!coupon) return 0;
  if (goods < coupon.minSpend) throw new PricingError('COUPON_MIN_SPEND');
  return coupon.type === 'percent' ? percentOf(goods, coupon.value) : Math.min(coupon.value, goods);
}

/**
 * Reverse charge: a company with a valid VAT ID in an EU country other than the shop's, buying for
 * delivery to an EU country, pays net prices and accounts for the VAT itself. Domestic companies,
 * companies without a valid VAT ID and deliveries outside the EU pay as consumers do.
 */
export function reverseChargeApplies(
  buyer: PricingBuyer | null | undefined,
  countryCode: string,
  shopCountry: string = SHOP_COUNTRY_DEFAULT,
  vatBp: Record<string, number> = EU_VAT_BP,
): boolean {
  if (!buyer?.vatIdValid) return false;
  const company = buyer.countryCode.toUpperCase();
  return company !== shopCountry.toUpperCase() && company in vatBp && countryCode.toUpperCase() in vatBp;
}

/** A US order to a state where the buyer's company holds an approved sales-tax exemption. */
export function salesTaxExemptFor(buyer: PricingBuyer | null | undefined, countryCode: string, state: string | undefined): boolean {
  const upper = (state ?? '').toUpperCase();
  return countryCode.toUpperCase() === 'US' && upper !== '' && (buyer?.taxExemptStates.some((s) => s.toUpperCase() === upper) ?? false);
}

/** A gross amount without the VAT it contains at `rateBp`: amount × 10000 / (10000 + rate), half-up. */
export function netOfGross(amount: Cents, rateBp: number): Cents {
  return rateBp ? divideHalfUp(amount * 10_000, 10_000 + rateBp) : amount;
}

/**
 * The smallest gross amount whose net at `rateBp` is `net` (netOfGross's inverse): a reverse-charge
 * order keeps its lines' net prices, and an edit prices them again from the gross ones. Every net
 * amount has one, since the net grows by at most a cent per cent of gross.
 */
export function grossOfNet(net: Cents, rateBp: number): Cents {
  if (!rateBp) return net;
  let gross = Math.floor((net * (10_000 + rateBp)) / 10_000);
  while (gross > 0 && netOfGross(gross - 1, rateBp) >= net) gross -= 1;
  while (netOfGross(gross, rateBp) < net) gross += 1;
  return gross;
}

/** The line at net prices: its unit price and its price per printed piece each without VAT. */
function netLine(line: PricingLine, rateBp: number): PricingLine {
  // A quote's setup fee is priced like the rest: without the VAT too.
  const net = {
    ...line,
    unitPrice: netOfGross(line.unitPrice, rateBp),
    ...(line.setupPrice ? { setupPrice: netOfGross(line.setupPrice, rateBp) } : {}),
  };
  if (!line.printTier) return net;
  return { ...net, printPrice: netOfGross(line.printPrice ?? PRINT_PRICE_PER_PIECE[line.printTier], rateBp) };
}

/**
 * The whole price of an order, in integer cents: quantity discounts per product (its lines' counts
 * together), then the coupon on the discounted goods; standard delivery free when the goods at
 * list prices reach the threshold (so no discount ever raises the payable total); US sales tax on
 * the goods after the coupon by state (none where the buyer's company is exempt); print costs of
 * logo lines per printed piece; EU VAT contained in everything charged; refused over
 * MAX_ORDER_AMOUNT. No I/O: settlement and order creation both call it.
 *
 * Reverse charge (reverseChargeApplies): every unit price and price per printed piece is taken
 * without the destination's VAT (netOfGross, per unit, so unit × count is the line) and priced by
 * the same rules; the free delivery and the coupon's minimum are judged on the gross goods (what a
 * consumer would be charged), the delivery is the gross one without VAT, and with a coupon the
 * goods after it are at most the net of the gross goods after it: no figure exceeds the consumer's.
 */
export function priceOrder(input: PricingInput): { items: PricedLine[]; price: PriceBreakdown } {
  if (input.lines.length === 0) throw new PricingError('EMPTY');
  const settings = input.settings ?? DEFAULT_PRICING_SETTINGS;
  const country = input.countryCode.toUpperCase();
  const reverseCharge = reverseChargeApplies(input.buyer, country, input.shopCountry, settings.vatBp);
  const rate = reverseCharge ? (settings.vatBp[country] ?? 0) : 0;
  const counts = productCounts(input.lines);
  const grossItems = input.lines.map((line) => priceLine(line, counts.get(line.spuId)!, input.language));
  const grossGoods = grossItems.reduce((sum, i) => sum + i.discountedPrice, 0);
  const grossCoupon = couponAmount(input.coupon, grossGoods);
  const items = reverseCharge
    ? input.lines.map((line) => priceLine(netLine(line, rate), counts.get(line.spuId)!, input.language))
    : grossItems;
  const totalPrice = items.reduce((sum, i) => sum + i.totalPrice, 0);
  const goods = items.reduce((sum, i) => sum + i.discountedPrice, 0);
  const couponPrice = reverseCharge && grossCoupon > 0 ? goods - Math.min(goods, netOfGross(grossGoods - grossCoupon, rate)) : grossCoupon;
  const goodsAfterCoupon = goods - couponPrice;
  // Judged before the discounts, on what a consumer is charged: 4 × 10.00 at a 1 % tier (39.60) still ships free, as 40.00 would.
  // A quote's agreed delivery replaces the option's price and the threshold.
  const grossList = grossItems.reduce((sum, i) => sum + i.totalPrice, 0);
  const deliveryPrice = netOfGross(input.deliveryPrice ?? deliveryPriceOf(input.deliveryType, grossList, input.currency, settings), rate);
  const salesTaxExempt = salesTaxExemptFor(input.buyer, country, input.state);
  const salesTaxPrice =
    country === 'US' && !salesTaxExempt
      ? percentOf(goodsAfterCoupon, (settings.salesTaxBp[(input.state ?? '').toUpperCase()] ?? 0) / 100)
      : 0;
  const decalsPrice = items.reduce((sum, i) => sum + i.decalsPrice, 0);
  const discountPrice = totalPrice - goods;
  const payPrice = totalPrice - discountPrice - couponPrice + deliveryPrice + salesTaxPrice + decalsPrice;
  // Every other figure is at most one of these two.
  if (totalPrice > MAX_ORDER_AMOUNT || payPrice > MAX_ORDER_AMOUNT) throw new PricingError('AMOUNT_TOO_LARGE');
  return {
    items,
    price: {
      totalPrice,
      discountPrice,
      couponPrice,
      deliveryPrice,
      salesTaxPrice,
      decalsPrice,
      payPrice,
      vatIncludedPrice: reverseCharge ? 0 : vatContained(payPrice, country, settings.vatBp),
      reverseCharge,
      salesTaxExempt,
    },
  };
}

/** The VAT an EU amount contains at the country's standard rate: amount × r / (100 + r), half-up; 0 outside the EU. */
export function vatContained(amount: Cents, countryCode: string, vatBp: Record<string, number> = EU_VAT_BP): Cents {
  const rate = vatBp[countryCode.toUpperCase()] ?? 0;
  return rate ? divideHalfUp(amount * rate, 10_000 + rate) : 0;
}
