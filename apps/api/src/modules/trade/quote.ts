import {
  COMMON_STATUS,
  CUSTOM_MIN_COUNT,
  currencyForCountry,
  fitsPrintArea,
  largestPrintCm,
  printedSizeCm,
  printedSizeMm,
  ORDER_TYPE,
  formatMoney,
  MAX_ORDER_AMOUNT,
  PricingError,
  priceOrder,
  pricingSettingsOf,
  TAX_EXEMPT_STATUS,
  translate,
  validationMessage,
  type Currency,
  type PricingCoupon,
  type PricingLine,
  type PricingSettings,
  type PrintAreaSize,
  type PrintTier,
  type TQuantityRule,
  type TSettlementResponse,
  type ZSettlementRequest,
} from '@shop/shared';
import type { z } from 'zod';
import type { Coupon, Country, Prisma } from '../../generated/prisma/client.ts';
import { type BuyerCompany, pricingBuyerOf } from '../member/buyer-company.ts';
import { assertZipInState, checkDestination } from '../member/destination.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { skuProperties } from '../catalog/get-spu-detail.ts';
import { getQuantityRulesOf } from '../catalog/get-quantity-rules.ts';
import { printPriceOf, printPricesOf } from '../catalog/print-prices.ts';
import { SPU_ON_SALE } from '../catalog/list-spus.ts';

type SettlementInput = z.output<typeof ZSettlementRequest>;

export interface Destination {
  countryCode: string;
  state: string | undefined;
}

/** A saved address as the settlement reads it. */
type SavedDestination = Destination & { zipCode: string | null };

/** Print size tier of a logo line: "1"–"3", or "WxH" centimetres by area (up to 25, 100, 400 cm²). */
function printTier(size: string | undefined): PrintTier {
  if (size === '1' || size === '2' || size === '3') return size;
  const match = /^(\d{1,3})\s*[x×*]\s*(\d{1,3})$/i.exec(size ?? '');
  const area = match ? Number(match[1]) * Number(match[2]) : Number.POSITIVE_INFINITY;
  if (area <= 25) return '1';
  if (area <= 100) return '2';
  if (area <= 400) return '3';
  throw new AppError('ORDER_CUSTOM_INCOMPLETE');
}

const PRICING_SKU = {
  id: true,
  spuId: true,
  priceUsd: true,
  priceEur: true,
  picUrl: true,
  properties: true,
  piecesPerUnit: true,
  spu: {
    select: {
      name: true,
      picUrl: true,
      status: true,
      decoratingMethods: true,
      printMinCount: true,
      printCheckLevel: true,
      printPrices: { select: { decoratingMethod: true, tier: true, priceUsd: true, priceEur: true } },
    },
  },
} as const;
type PricingSku = Prisma.SkuGetPayload<{ select: typeof PRICING_SKU }>;

/** The catalogue facts a quote is priced from. */
export interface QuoteSource {
  skus(ids: number[]): Promise<Map<number, PricingSku>>;
  rules(spuIds: number[]): Promise<Map<number, TQuantityRule[]>>;
  country(id: number): Promise<DeliveryCountry | null>;
  /** A promo code's terms; how often it was used is always read live. */
  coupon(code: string): Promise<Coupon | null>;
  /** The shop's delivery prices, free threshold and tax rates (system/settings). */
  pricing(): Promise<PricingSettings>;
}

type DeliveryCountry = Country & { regions: { code: string }[] };

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** Straight from the database: what order creation charges. */
export function databaseSource(ctx: Ctx): QuoteSource {
  return {
    skus: async (ids) => byId(await ctx.db.sku.findMany({ where: { id: { in: ids } }, select: PRICING_SKU })),
    rules: (spuIds) => getQuantityRulesOf(ctx, spuIds),
    country: (id) => ctx.db.country.findUnique({ where: { id }, include: { regions: { select: { code: true } } } }),
    coupon: (code) => ctx.db.coupon.findUnique({ where: { code } }),
    // The settings' cached copy: a save empties it on every instance at its commit.
    pricing: async () => pricingSettingsOf(await ctx.services.settings.read()),
  };
}

/**
 * Through the catalogue cache, which every change to products, SKUs, rules and coupon terms
 * empties at once: settlement is asked again on every click of the checkout, so it costs no
 * catalogue queries. Countries are kept for the cache's TTL.
 */
export function cachedSource(ctx: Ctx): QuoteSource {
  const cache = ctx.services.catalogCache;
  const source = databaseSource(ctx);
  return {
    skus: (ids) => cache.getMany('pricing-sku', ids, source.skus),
    rules: (spuIds) => cache.getMany('quantity-rules', spuIds, source.rules),
    country: (id) => cache.get(`country:${id}`, () => source.country(id)),
    coupon: (code) => cache.get(`coupon:${code}`, () => source.coupon(code)),
    pricing: () => cache.get('pricing-settings', async () => pricingSettingsOf(await ctx.services.settings.read())),
  };
}

interface LiveFacts {
  /** The member's saved address of the request, when it names one of theirs or a delivery address of their company. */
  address: SavedDestination | null;
  /** How often the coupon was used, in total and by this member. */
  uses: { total: number; member: number };
  /** The member's company (its taxes price the order); null for consumers and guests. */
  company: BuyerCompany | null;
}

/**
 * What is read live on every settlement, in one plain-SQL statement (it is asked on every click
 * of the checkout; one round trip at a fraction of the ORM's cost): the member's saved address,
 * the coupon's uses and the member's company. Nothing is asked when the request needs none.
 */
async function liveFacts(ctx: Ctx, addressId: number | undefined, coupon: Coupon | null): Promise<LiveFacts> {
  const needsUses = coupon !== null && (coupon.totalLimit !== null || (coupon.perMemberLimit > 0 && ctx.memberId !== null));
  if (addressId === undefined && !needsUses && ctx.memberId === null)
    return { address: null, uses: { total: 0, member: 0 }, company: null };
  // Named: each connection prepares it once instead of parsing and planning it on every click.
  const { rows } = await ctx.db.sql.query<{
    address: SavedDestination | null;
    total: number;
    member: number;
    company: BuyerCompany | null;
  }>({
    name: 'settlement-live-facts',
    text: `SELECT (SELECT json_build_object('countryCode', country_code, 'state', state, 'zipCode', zip_code) FROM member_address
                    WHERE id = $1 AND (member_id = $2 OR (kind = 'delivery' AND company_id = (SELECT company_id FROM member_company_member WHERE member_id = $2)))) AS address,
                  coalesce((SELECT used_count FROM promotion_coupon WHERE id = $3), 0) AS total,
                  (SELECT count(*)::int FROM promotion_coupon_use WHERE coupon_id = $3 AND member_id = $2) AS member,
                  (SELECT json_build_object('id', c.id, 'name', c.name, 'vatId', c.vat_id, 'vatIdStatus', c.vat_id_status, 'countryCode', trim(k.iso2),
                                            'taxExemptState', CASE WHEN c.tax_exempt_status = $4 THEN c.tax_exempt_state ELSE '' END)
                     FROM member_company_member m JOIN member_company c ON c.id = m.company_id JOIN member_country k ON k.id = c.country_id
                    WHERE m.member_id = $2) AS company`,
    values: [addressId ?? -1, ctx.memberId ?? -1, coupon?.id ?? -1, TAX_EXEMPT_STATUS.approved],
  });
  const row = rows[0]!;
  return { address: row.address, uses: { total: row.total, member: row.member }, company: row.company };
}

/**
 * Where the order goes: the member's saved address (checked when saved), else the country, state
 * and postcode given, checked as a saved address is, else the request's country.
 */
async function destinationOf(ctx: Ctx, source: QuoteSource, input: SettlementInput, saved: SavedDestination | null): Promise<Destination> {
  if (input.addressId !== undefined) {
    if (!saved) throw new AppError('ADDRESS_NOT_FOUND');
    assertZipInState(saved.countryCode, saved.state ?? '', saved.zipCode ?? undefined);
    return { countryCode: saved.countryCode, state: saved.state };
  }
  if (input.areaId !== undefined) return checkDestination(await source.country(input.areaId), input.state, input.zipCode);
  return { countryCode: ctx.currency === 'EUR' ? 'DE' : 'US', state: input.state };
}

/** The promo code's terms, or null without one (code 1011010000 for an unknown code). */
async function couponOf(source: QuoteSource, code: string | undefined): Promise<Coupon | null> {
  if (!code) return null;
  const coupon = await source.coupon(code.trim().toUpperCase());
  if (!coupon) throw new AppError('COUPON_NOT_FOUND');
  return coupon;
}

/** Refuses a coupon the request may not use now (codes 1011010001 and 1011010003). */
async function assertUsable(ctx: Ctx, coupon: Coupon, uses: LiveFacts['uses']): Promise<void> {
  const now = Date.now();
  // The back office disables a code (or deletes one orders name) instead of removing it.
  if (coupon.status !== COMMON_STATUS.enabled) throw new AppError('COUPON_NOT_VALID_NOW');
  if ((coupon.validFrom && coupon.validFrom.getTime() > now) || (coupon.validTo && coupon.validTo.getTime() < now))
    throw new AppError('COUPON_NOT_VALID_NOW');
  if (coupon.memberId !== null && coupon.memberId !== ctx.memberId) throw new AppError('COUPON_USED');
  if (coupon.totalLimit !== null && uses.total >= coupon.totalLimit) throw new AppError('COUPON_USED');
  if (ctx.memberId === null) return;
  if (coupon.perMemberLimit > 0 && uses.member >= coupon.perMemberLimit) throw new AppError('COUPON_USED');
  if (coupon.mail !== null) {
    const member = await ctx.db.member.findUnique({ where: { id: ctx.memberId }, select: { mail: true } });
    if (coupon.mail.toLowerCase() !== member?.mail) throw new AppError('COUPON_USED');
  }
}

const asPricingCoupon = (coupon: Coupon | null): PricingCoupon | null =>
  coupon ? { type: coupon.type === 'fixed' ? 'fixed' : 'percent', value: coupon.value, minSpend: coupon.minSpend } : null;

/** Logo pictures must be PNG or JPG files this shop issued (their type was read from their content on upload). */
async function assertOwnImages(ctx: Ctx, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const unique = [...new Set(urls)];
  if ((await ctx.db.uploadedFile.count({ where: { url: { in: unique }, mime: { in: ['image/png', 'image/jpeg'] } } })) !== unique.length)
    throw new AppError('FILE_NOT_OURS');
}

type CustomLine = SettlementInput['items'][number];

/** The logo positions the shop offers (dict custom_logo_position), asked only when an order has a logo line. */
async function logoPositions(ctx: Ctx, custom: CustomLine[]): Promise<Set<string>> {
  if (custom.length === 0) return new Set();
  const rows = await ctx.db.dictData.findMany({
    where: { dictType: 'custom_logo_position', status: COMMON_STATUS.enabled },
    select: { value: true },
  });
  return new Set(rows.map((r) => r.value));
}

/** The print areas (back office, per product and position) of the products the logo lines name, by product and position. */
type PrintAreas = Map<number, Map<string, PrintAreaSize>>;

async function printAreasOf(ctx: Ctx, custom: CustomLine[]): Promise<PrintAreas> {
  const areas: PrintAreas = new Map();
  if (custom.length === 0) return areas;
  const rows = await ctx.db.printArea.findMany({
    where: { spu: { skus: { some: { id: { in: custom.map((i) => i.skuId) } } } } },
    select: { spuId: true, locationId: true, widthMm: true, heightMm: true },
  });
  for (const { spuId, locationId, ...size } of rows) areas.set(spuId, (areas.get(spuId) ?? new Map()).set(locationId, size));
  return areas;
}

/**
 * A logo line's print order is complete and printable: a size (tier or W×H), a position the shop
 * offers and the product has a print area at (once it has any), a size that fits that area, a decorating
 * method the product allows, a logo, and at least the product's printed pieces (count × pieces
 * per unit: a pack of 100 pens prints 100). Answers the decorating method (the one sent, else the
 * product's first: the old front end sends none) and the most the line prints, in mm.
 */
function assertPrintable(
  item: CustomLine,
  sku: PricingSku,
  shop: { positions: Set<string>; areas: PrintAreas },
  ctx: Ctx,
  requireLogo: boolean,
): { method: string; printed: { width: number; height: number } | null } {
  const method = item.decoratingMethod === undefined ? sku.spu.decoratingMethods[0] : String(item.decoratingMethod);
  if (!item.size || item.locationId === undefined || (requireLogo && !item.imgUrl)) throw new AppError('ORDER_CUSTOM_INCOMPLETE');
  const name = translate(sku.spu.name, ctx.language);
  const locationId = String(item.locationId);
  if (method === undefined || !sku.spu.decoratingMethods.includes(method) || !shop.positions.has(locationId))
    throw new AppError('ORDER_CUSTOM_NOT_PRINTABLE', { name });
  // A product whose print areas the back office has not drawn yet is printed anywhere the shop prints.
  const own = shop.areas.get(sku.spuId);
  const area = own?.get(locationId);
  if (own && !area) throw new AppError('PRINT_POSITION_NOT_OFFERED', { name });
  // A size that is no size at all stays an incomplete print order (printTier).
  if (area && printedSizeCm(item.size) && !fitsPrintArea(item.size, area))
    throw new AppError('PRINT_SIZE_NOT_OFFERED', { name, ...largestPrintCm(area) });
  if (item.count * sku.piecesPerUnit < sku.spu.printMinCount)
    throw new AppError('ORDER_CUSTOM_MIN_COUNT', { count: sku.spu.printMinCount });
  return { method, printed: printedSizeMm(item.size, area) };
}

/** A logo line's size tier, price per printed piece (the product's for the method and size) and minimum. */
function logoPricing(sku: PricingSku, method: string, tier: PrintTier, currency: Currency) {
  return {
    printTier: tier,
    printPrice: printPriceOf(printPricesOf(sku.spu.printPrices), method, tier, currency),
    printMinCount: sku.spu.printMinCount,
  };
}

type QuotedLine = TSettlementResponse['items'][number] & {
  printTier: string;
  printCheckLevel: number;
  /** A logo line's decorating method: the one asked for, else the product's first. */
  decoratingMethod: string;
  piecesPerUnit: number;
};

export interface Quote extends TSettlementResponse {
  items: QuotedLine[];
  destination: Destination;
  /** The destination's currency, which the order is charged in. */
  currency: Currency;
  coupon: Coupon | null;
  /** The buyer's company (its taxes priced the order), null for consumers and guests. */
  company: BuyerCompany | null;
}

/** Everything the settlement shows and order creation charges, computed on the server only. */
/**
 * `requireLogo`: false for a settlement that only prices (the customise panel shows the price
 * before the logo is uploaded); an order always needs the logo.
 */
export async function buildQuote(ctx: Ctx, input: SettlementInput, source = databaseSource(ctx), requireLogo = true): Promise<Quote> {
  const custom = input.items.filter((i) => i.orderType === ORDER_TYPE.custom);
  const coupon = await couponOf(source, input.code);
  const [skus, live, positions, areas, , settings] = await Promise.all([
    source.skus(input.items.map((i) => i.skuId)),
    liveFacts(ctx, input.addressId, coupon),
    logoPositions(ctx, custom),
    printAreasOf(ctx, custom),
    assertOwnImages(
      ctx,
      custom.map((i) => i.imgUrl ?? '').filter((url) => url !== ''),
    ),
    source.pricing(),
  ]);
  const { company } = live;
  if (coupon) await assertUsable(ctx, coupon, live.uses);
  const destination = await destinationOf(ctx, source, input, live.address);
  const currency = currencyForCountry(destination.countryCode);
  const rulesOf = await source.rules([...new Set([...skus.values()].map((s) => s.spuId))]);
  const lines: (PricingLine & { sku: PricingSku; decoratingMethod: string; printed: { width: number; height: number } | null })[] = [];
  for (const item of input.items) {
    const sku = skus.get(item.skuId);
    if (!sku || sku.spu.status !== SPU_ON_SALE) throw new AppError('ORDER_ITEM_UNAVAILABLE');
    const custom = item.orderType === ORDER_TYPE.custom;
    const { method: decoratingMethod, printed } = custom
      ? assertPrintable(item, sku, { positions, areas }, ctx, requireLogo)
      : { method: '', printed: null };
    const unitPrice = currency === 'EUR' ? sku.priceEur : sku.priceUsd;
    lines.push({
      skuId: sku.id,
      spuId: sku.spuId,
      unitPrice,
      count: item.count,
      piecesPerUnit: sku.piecesPerUnit,
      rules: rulesOf.get(sku.spuId)!,
      sku,
      decoratingMethod,
      printed,
      ...(custom ? logoPricing(sku, decoratingMethod, printTier(item.size), currency) : {}),
    });
  }
  try {
    const priced = priceOrder({
      lines,
      currency,
      countryCode: destination.countryCode,
      state: destination.state,
      deliveryType: input.deliveryType,
      coupon: asPricingCoupon(coupon),
      language: ctx.language,
      settings,
      buyer: pricingBuyerOf(company),
      shopCountry: ctx.services.config.SHOP_COUNTRY,
    });
    const items = priced.items.map((item, index) => {
      const { sku } = lines[index]!;
      return {
        ...item,
        spuId: sku.spuId,
        spuName: translate(sku.spu.name, ctx.language),
        picUrl: sku.picUrl || sku.spu.picUrl,
        properties: skuProperties(sku.properties, ctx.language),
        orderType: input.items[index]!.orderType,
        price: item.unitPrice,
        // Kept with a logo line's order (the settlement's answer leaves them out).
        printTier: lines[index]!.printTier ?? '',
        printCheckLevel: sku.spu.printCheckLevel,
        decoratingMethod: lines[index]!.decoratingMethod,
        piecesPerUnit: sku.piecesPerUnit,
        ...(lines[index]!.printed ? { printWidthMm: lines[index]!.printed.width, printHeightMm: lines[index]!.printed.height } : {}),
      };
    });
    return { items, price: priced.price, destination, currency, coupon, company };
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    if (error.reason === 'COUPON_MIN_SPEND') throw new AppError('COUPON_MIN_SPEND');
    if (error.reason === 'CUSTOM_MIN_COUNT') throw new AppError('ORDER_CUSTOM_MIN_COUNT', { count: CUSTOM_MIN_COUNT });
    if (error.reason === 'AMOUNT_TOO_LARGE') {
      const max = formatMoney(MAX_ORDER_AMOUNT, currency, ctx.language);
      const detail = validationMessage({ code: 'custom', message: 'order_amount_max', maximum: max, path: [] }, ctx.language);
      throw new AppError('BAD_REQUEST', { detail: `items ${detail}` });
    }
    throw new AppError('ORDER_ITEM_UNAVAILABLE');
  }
}
