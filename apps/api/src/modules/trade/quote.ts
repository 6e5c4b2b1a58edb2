import { PricingError, priceOrder, translate, type PricingCoupon, type PricingLine, type TQuantityRule, type TSettlementResponse, type ZSettlementRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Coupon, Country, Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import type { CatalogCache } from '../catalog/catalog-cache.ts';
import { skuProperties } from '../catalog/get-spu-detail.ts';
import { getQuantityRulesOf } from '../catalog/get-quantity-rules.ts';
import { SPU_ON_SALE } from '../catalog/list-spus.ts';

type SettlementInput = z.output<typeof ZSettlementRequest>;

export interface Destination {
  countryCode: string;
  state: string | undefined;
}

/** Print size tier of a logo line: "1"–"3", or "WxH" centimetres by area (up to 25, 100, 400 cm²). */
function printTier(size: string | undefined): '1' | '2' | '3' {
  if (size === '1' || size === '2' || size === '3') return size;
  const match = /^(\d{1,3})\s*[x×*]\s*(\d{1,3})$/i.exec(size ?? '');
  const area = match ? Number(match[1]) * Number(match[2]) : Number.POSITIVE_INFINITY;
  if (area <= 25) return '1';
  if (area <= 100) return '2';
  if (area <= 400) return '3';
  throw new AppError('BAD_REQUEST', { detail: 'size' });
}

const PRICING_SKU = { id: true, spuId: true, priceUsd: true, priceEur: true, picUrl: true, properties: true, spu: { select: { name: true, picUrl: true, status: true } } } as const;
type PricingSku = Prisma.SkuGetPayload<{ select: typeof PRICING_SKU }>;

/** The catalogue facts a quote is priced from. */
export interface QuoteSource {
  skus(ids: number[]): Promise<Map<number, PricingSku>>;
  rules(spuIds: number[]): Promise<Map<number, TQuantityRule[]>>;
  country(id: number): Promise<Country | null>;
  /** A promo code's terms; how often it was used is always read live. */
  coupon(code: string): Promise<Coupon | null>;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** Straight from the database: what order creation charges. */
export function databaseSource(ctx: Ctx): QuoteSource {
  return {
    skus: async (ids) => byId(await ctx.db.sku.findMany({ where: { id: { in: ids } }, select: PRICING_SKU })),
    rules: (spuIds) => getQuantityRulesOf(ctx, spuIds),
    country: (id) => ctx.db.country.findUnique({ where: { id } }),
    coupon: (code) => ctx.db.coupon.findUnique({ where: { code } }),
  };
}

/**
 * Through the catalogue cache, which every change to products, SKUs, rules and coupon terms
 * empties at once: settlement is asked again on every click of the checkout, so it costs no
 * catalogue queries. Countries are kept for the cache's TTL.
 */
export function cachedSource(ctx: Ctx, cache: CatalogCache): QuoteSource {
  const source = databaseSource(ctx);
  return {
    skus: (ids) => cache.getMany('pricing-sku', ids, source.skus),
    rules: (spuIds) => cache.getMany('quantity-rules', spuIds, source.rules),
    country: async (id) => (await cache.getMany('country', [id], async () => byId([await source.country(id)].filter((c) => c !== null)))).get(id) ?? null,
    coupon: (code) => cache.get(`coupon:${code}`, () => source.coupon(code)),
  };
}

/** Where the order goes: the member's saved address, else the given country, else the request's country. */
async function destinationOf(ctx: Ctx, source: QuoteSource, input: SettlementInput): Promise<Destination> {
  if (input.addressId !== undefined) {
    // Plain SQL: asked on every click of the checkout, at a fifth of the ORM's cost.
    const { rows } = await ctx.db.sql.query<Destination>('SELECT country_code AS "countryCode", state FROM member_address WHERE id = $1 AND member_id = $2', [input.addressId, ctx.memberId ?? -1]);
    if (!rows[0]) throw new AppError('ADDRESS_NOT_FOUND');
    return rows[0];
  }
  if (input.areaId !== undefined) {
    const country = await source.country(input.areaId);
    if (!country) throw new AppError('COUNTRY_NOT_FOUND');
    if (!country.shippingAllowed) throw new AppError('ADDRESS_COUNTRY_NOT_SHIPPING');
    return { countryCode: country.iso2, state: input.state };
  }
  return { countryCode: ctx.currency === 'EUR' ? 'DE' : 'US', state: input.state };
}

/** How often a coupon was used, in total and by this member: read live (plain SQL, as the address), only for a coupon with such limits. */
async function couponUses(ctx: Ctx, coupon: Coupon): Promise<{ total: number; member: number }> {
  const member = coupon.perMemberLimit > 0 ? ctx.memberId : null;
  if (coupon.totalLimit === null && member === null) return { total: 0, member: 0 };
  const { rows } = await ctx.db.sql.query<{ total: number; member: number }>(
    `SELECT c.used_count AS total,
            (SELECT count(*)::int FROM promotion_coupon_use u WHERE u.coupon_id = c.id AND u.member_id = $2) AS member
     FROM promotion_coupon c WHERE c.id = $1`,
    [coupon.id, member ?? -1],
  );
  return rows[0] ?? { total: 0, member: 0 };
}

/** A promo code the request may use now (codes 1011010000–1011010003), or null without one. */
export async function usableCoupon(ctx: Ctx, source: QuoteSource, code: string | undefined): Promise<Coupon | null> {
  if (!code) return null;
  const coupon = await source.coupon(code.trim().toUpperCase());
  if (!coupon) throw new AppError('COUPON_NOT_FOUND');
  const now = Date.now();
  if ((coupon.validFrom && coupon.validFrom.getTime() > now) || (coupon.validTo && coupon.validTo.getTime() < now)) throw new AppError('COUPON_NOT_VALID_NOW');
  if (coupon.memberId !== null && coupon.memberId !== ctx.memberId) throw new AppError('COUPON_USED');
  const uses = await couponUses(ctx, coupon);
  if (coupon.totalLimit !== null && uses.total >= coupon.totalLimit) throw new AppError('COUPON_USED');
  if (ctx.memberId === null) return coupon;
  if (coupon.perMemberLimit > 0 && uses.member >= coupon.perMemberLimit) throw new AppError('COUPON_USED');
  if (coupon.mail !== null) {
    const member = await ctx.db.member.findUnique({ where: { id: ctx.memberId }, select: { mail: true } });
    if (coupon.mail.toLowerCase() !== member?.mail) throw new AppError('COUPON_USED');
  }
  return coupon;
}

const asPricingCoupon = (coupon: Coupon | null): PricingCoupon | null =>
  coupon ? { type: coupon.type === 'fixed' ? 'fixed' : 'percent', value: coupon.value, minSpend: coupon.minSpend } : null;

/** Logo pictures must be files this shop issued. */
async function assertOwnImages(ctx: Ctx, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  if ((await ctx.db.uploadedFile.count({ where: { url: { in: [...new Set(urls)] } } })) !== new Set(urls).size) throw new AppError('FILE_NOT_OURS');
}

export interface Quote extends TSettlementResponse {
  destination: Destination;
  coupon: Coupon | null;
}

/** Everything the settlement shows and order creation charges, computed on the server only. */
export async function buildQuote(ctx: Ctx, input: SettlementInput, source = databaseSource(ctx)): Promise<Quote> {
  const custom = input.items.filter((i) => i.orderType === 2);
  const [skus, destination, coupon] = await Promise.all([
    source.skus(input.items.map((i) => i.skuId)),
    destinationOf(ctx, source, input),
    usableCoupon(ctx, source, input.code),
    assertOwnImages(ctx, custom.map((i) => i.imgUrl ?? '')),
  ]);
  const rulesOf = await source.rules([...new Set([...skus.values()].map((s) => s.spuId))]);
  const lines: (PricingLine & { sku: PricingSku })[] = [];
  for (const item of input.items) {
    const sku = skus.get(item.skuId);
    if (!sku || sku.spu.status !== SPU_ON_SALE) throw new AppError('ORDER_ITEM_UNAVAILABLE');
    const unitPrice = ctx.currency === 'EUR' ? sku.priceEur : sku.priceUsd;
    lines.push({ skuId: sku.id, unitPrice, count: item.count, rules: rulesOf.get(sku.spuId)!, sku, ...(item.orderType === 2 ? { printTier: printTier(item.size) } : {}) });
  }
  try {
    const priced = priceOrder({ lines, currency: ctx.currency, countryCode: destination.countryCode, state: destination.state, deliveryType: input.deliveryType, coupon: asPricingCoupon(coupon), language: ctx.language });
    const items = priced.items.map((item, index) => {
      const { sku } = lines[index]!;
      return {
        ...item,
        spuId: sku.spuId,
        spuName: translate(sku.spu.name, ctx.language),
        picUrl: sku.picUrl || sku.spu.picUrl,
        properties: skuProperties(sku.properties, ctx.language),
        orderType: input.items[index]!.orderType,
        price: lines[index]!.unitPrice,
      };
    });
    return { items, price: priced.price, destination, coupon };
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    if (error.reason === 'COUPON_MIN_SPEND') throw new AppError('COUPON_MIN_SPEND');
    if (error.reason === 'CUSTOM_MIN_COUNT') throw new AppError('ORDER_CUSTOM_MIN_COUNT');
    throw new AppError('ORDER_ITEM_UNAVAILABLE');
  }
}
