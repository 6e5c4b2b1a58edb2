import { PricingError, priceOrder, translate, type PricingCoupon, type PricingLine, type TSettlementResponse, type ZSettlementRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Coupon } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
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

/** Where the order goes: the member's saved address, else the given country, else the request's country. */
async function destinationOf(ctx: Ctx, input: SettlementInput): Promise<Destination> {
  if (input.addressId !== undefined) {
    const address = ctx.memberId === null ? null : await ctx.db.address.findFirst({ where: { id: input.addressId, memberId: ctx.memberId } });
    if (!address) throw new AppError('ADDRESS_NOT_FOUND');
    return { countryCode: address.countryCode, state: address.state };
  }
  if (input.areaId !== undefined) {
    const country = await ctx.db.country.findUnique({ where: { id: input.areaId } });
    if (!country) throw new AppError('COUNTRY_NOT_FOUND');
    if (!country.shippingAllowed) throw new AppError('ADDRESS_COUNTRY_NOT_SHIPPING');
    return { countryCode: country.iso2, state: input.state };
  }
  return { countryCode: ctx.currency === 'EUR' ? 'DE' : 'US', state: input.state };
}

/** A promo code the request may use now (codes 1011010000–1011010003), or null without one. */
export async function usableCoupon(ctx: Ctx, code: string | undefined): Promise<Coupon | null> {
  if (!code) return null;
  const coupon = await ctx.db.coupon.findUnique({ where: { code: code.trim().toUpperCase() } });
  if (!coupon) throw new AppError('COUPON_NOT_FOUND');
  const now = Date.now();
  if ((coupon.validFrom && coupon.validFrom.getTime() > now) || (coupon.validTo && coupon.validTo.getTime() < now)) throw new AppError('COUPON_NOT_VALID_NOW');
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) throw new AppError('COUPON_USED');
  if (coupon.memberId !== null && coupon.memberId !== ctx.memberId) throw new AppError('COUPON_USED');
  if (coupon.mail !== null || coupon.perMemberLimit > 0) {
    if (ctx.memberId === null) return coupon;
    const member = await ctx.db.member.findUnique({ where: { id: ctx.memberId }, select: { mail: true } });
    if (coupon.mail !== null && coupon.mail.toLowerCase() !== member?.mail) throw new AppError('COUPON_USED');
    const used = await ctx.db.couponUse.count({ where: { couponId: coupon.id, memberId: ctx.memberId } });
    if (used >= coupon.perMemberLimit) throw new AppError('COUPON_USED');
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

/** Everything the settlement shows and order creation charges, computed from the database only. */
export async function buildQuote(ctx: Ctx, input: SettlementInput): Promise<Quote> {
  const custom = input.items.filter((i) => i.orderType === 2);
  // Only the columns pricing needs (the product's long texts stay in the database), all at once.
  const [skus, destination, coupon] = await Promise.all([
    ctx.db.sku.findMany({
      where: { id: { in: input.items.map((i) => i.skuId) } },
      select: { id: true, spuId: true, priceUsd: true, priceEur: true, picUrl: true, properties: true, spu: { select: { name: true, picUrl: true, status: true } } },
    }),
    destinationOf(ctx, input),
    usableCoupon(ctx, input.code),
    assertOwnImages(ctx, custom.map((i) => i.imgUrl ?? '')),
  ]);
  const rulesOf = await getQuantityRulesOf(ctx, [...new Set(skus.map((s) => s.spuId))]);
  const lines: (PricingLine & { sku: (typeof skus)[number] })[] = [];
  for (const item of input.items) {
    const sku = skus.find((s) => s.id === item.skuId);
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
