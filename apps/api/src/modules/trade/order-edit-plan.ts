import {
  AFTER_SALE_STATUS,
  CUSTOM_MIN_COUNT,
  formatMoney,
  grossOfNet,
  MAX_ORDER_AMOUNT,
  ORDER_STATUS,
  ORDER_TYPE,
  PAY_STATUS,
  PRINT_STATUS,
  PricingError,
  priceOrder,
  translate,
  validationMessage,
  type Currency,
  type Language,
  type PriceBreakdown,
  type PricingCoupon,
  type PricingBuyer,
  type PricingLine,
  type PricingSettings,
  pricingSettingsOf,
  type PrintTier,
  type TAdminOrderEditPrice,
  type ZAdminOrderUpdateItemsRequest,
} from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { PayOrder, Prisma, TradeOrder, TradeOrderItem } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { skuProperties } from '../catalog/get-spu-detail.ts';
import { getQuantityRulesOf } from '../catalog/get-quantity-rules.ts';
import { SPU_ON_SALE } from '../catalog/list-spus.ts';
import { databaseSource } from './quote.ts';
import { ORDER_REFUND_STATUS } from './refunded-so-far.ts';
import type { StockLine } from './stock.ts';

export type EditInput = z.output<typeof ZAdminOrderUpdateItemsRequest>;
export type EditableOrder = TradeOrder & { items: TradeOrderItem[]; payOrder: PayOrder | null };
type Tx = Prisma.TransactionClient | Db;

/** Orders whose lines may change: unpaid, or paid and waiting for dispatch. */
const EDITABLE_STATUSES: number[] = [ORDER_STATUS.unpaid, ORDER_STATUS.awaitingDispatch];
/** A logo line's print data from approval on is the shop's to print: its order's lines are fixed. */
const PRINT_LOCKED: number[] = [PRINT_STATUS.checkedNormal, PRINT_STATUS.aboutToPrint, PRINT_STATUS.printing, PRINT_STATUS.printed];
/** After-sales that closed without taking anything back. */
const AFTER_SALE_CLOSED: number[] = [AFTER_SALE_STATUS.buyerCancelled, AFTER_SALE_STATUS.rejected, AFTER_SALE_STATUS.returnRefused];
/** An extra payment: waiting for the buyer, paid, or closed (its order cancelled). */
export const EXTRA_STATUS = { waiting: PAY_STATUS.waiting, paid: PAY_STATUS.paid, closed: PAY_STATUS.closed } as const;

/** Why the order's lines cannot change now, or null when they can. */
export async function editRefusal(tx: Tx, order: EditableOrder): Promise<AppError | null> {
  const paid = order.status === ORDER_STATUS.awaitingDispatch && order.payOrder?.status === PAY_STATUS.paid;
  if (!EDITABLE_STATUSES.includes(order.status) || order.cancellingAt !== null) return new AppError('ORDER_EDIT_STATUS');
  if (order.status === ORDER_STATUS.unpaid ? order.payOrder?.status !== PAY_STATUS.waiting : !paid)
    return new AppError('ORDER_EDIT_STATUS');
  if (order.items.some((i) => i.orderType === ORDER_TYPE.custom && i.printStatus !== null && PRINT_LOCKED.includes(i.printStatus)))
    return new AppError('ORDER_EDIT_PRINT_LOCKED');
  const [refunds, afterSales, openExtra] = await Promise.all([
    tx.tradeOrderRefund.count({ where: { orderId: order.id, status: { not: ORDER_REFUND_STATUS.failed }, orderEdit: { is: null } } }),
    tx.tradeAfterSale.count({ where: { orderId: order.id, status: { notIn: AFTER_SALE_CLOSED } } }),
    tx.tradeOrderEdit.count({ where: { orderId: order.id, extraStatus: EXTRA_STATUS.waiting } }),
  ]);
  if (refunds > 0 || afterSales > 0) return new AppError('ORDER_EDIT_REFUNDED');
  if (openExtra > 0) return new AppError('ORDER_EDIT_EXTRA_OPEN');
  return null;
}

/** A line of the order after the edit: kept (its row's id) or new, priced. */
export interface PlannedLine {
  orderItemId: number | null;
  skuId: number;
  spuId: number;
  spuName: string;
  picUrl: string;
  properties: unknown;
  orderType: number;
  piecesPerUnit: number;
  count: number;
  price: number;
  totalPrice: number;
  discountedPrice: number;
  discountDescription: string;
  decalsPrice: number;
}

export interface EditPlan {
  lines: PlannedLine[];
  /** Rows of the order the edit removes (count 0, or left out of the list). */
  removed: TradeOrderItem[];
  price: PriceBreakdown;
  couponDropped: boolean;
  /** New pay price less the old one. */
  difference: number;
  /** Pieces to take per SKU (negative: put back). */
  stock: StockLine[];
}

/** The language the order's lines and discount notes are written in: its buyer's mail language. */
export async function orderLanguage(db: Tx, order: TradeOrder): Promise<Language> {
  if (order.memberId === null) return (order.guestLanguage ?? 'en') as Language;
  const member = await db.member.findUnique({ where: { id: order.memberId }, select: { mailLanguage: true } });
  return (member?.mailLanguage ?? 'en') as Language;
}

/** The cents per printed piece a logo line was sold at (its print price ÷ its printed pieces). */
const printPricePerPiece = (item: TradeOrderItem) => Math.round(item.decalsPrice / Math.max(1, item.count * item.piecesPerUnit));

/**
 * The pricing lines: kept rows at the unit and print price they were sold at, new SKUs at today's
 * price in the order's currency. A reverse-charge order kept net prices: its rows go back to the
 * gross prices they were netted from (`netRateBp`), so the core nets them to the same cents again.
 */
async function pricingLines(ctx: Ctx, order: EditableOrder, input: EditInput, language: Language, netRateBp: number) {
  const kept = new Map(order.items.map((i) => [i.id, i]));
  const wanted = input.lines.filter((l) => l.count > 0);
  const skus = await databaseSource(ctx).skus([...new Set(wanted.map((l) => l.skuId))]);
  const rulesOf = await getQuantityRulesOf(ctx, [
    ...new Set([...skus.values()].map((s) => s.spuId).concat(order.items.map((i) => i.spuId))),
  ]);
  const currency = order.currency as Currency;
  return wanted.map((line) => {
    const sku = skus.get(line.skuId);
    if (line.orderItemId !== undefined) {
      const item = kept.get(line.orderItemId);
      if (!item || item.skuId !== line.skuId) throw new AppError('ORDER_ITEM_NOT_FOUND');
      const logo = item.orderType === ORDER_TYPE.custom && item.printTier !== '';
      const pricing: PricingLine = {
        skuId: item.skuId,
        spuId: item.spuId,
        unitPrice: grossOfNet(item.price, netRateBp),
        count: line.count,
        piecesPerUnit: item.piecesPerUnit,
        rules: rulesOf.get(item.spuId) ?? [],
        ...(logo
          ? {
              printTier: item.printTier as PrintTier,
              printPrice: grossOfNet(printPricePerPiece(item), netRateBp),
              printMinCount: sku?.spu.printMinCount ?? CUSTOM_MIN_COUNT,
            }
          : {}),
      };
      const { id: _id, count: _c, totalPrice: _t, discountedPrice: _d, discountDescription: _dd, decalsPrice: _p, ...fixed } = item;
      return { pricing, line: { ...fixed, orderItemId: item.id } };
    }
    if (!sku || sku.spu.status !== SPU_ON_SALE) throw new AppError('ORDER_ITEM_UNAVAILABLE');
    const pricing: PricingLine = {
      skuId: sku.id,
      spuId: sku.spuId,
      unitPrice: currency === 'EUR' ? sku.priceEur : sku.priceUsd,
      count: line.count,
      piecesPerUnit: sku.piecesPerUnit,
      rules: rulesOf.get(sku.spuId) ?? [],
    };
    const fresh = {
      orderItemId: null,
      skuId: sku.id,
      spuId: sku.spuId,
      spuName: translate(sku.spu.name, language),
      picUrl: sku.picUrl || sku.spu.picUrl,
      properties: skuProperties(sku.properties, language),
      orderType: ORDER_TYPE.normal,
      piecesPerUnit: sku.piecesPerUnit,
      price: pricing.unitPrice,
    };
    return { pricing, line: fresh };
  });
}

/**
 * The order's own buyer context, as it was when ordered: a reverse-charge order stays reverse
 * charge (its company's country, its VAT ID valid), an exempt order stays exempt for its state;
 * later changes to the company do not re-price it.
 */
function buyerOfOrder(order: EditableOrder): PricingBuyer | null {
  if (!order.reverseCharge && !order.salesTaxExempt) return null;
  const address = order.address as Record<string, string | undefined>;
  const company = order.buyerCompany as { countryCode?: string } | null;
  return {
    countryCode: order.reverseCharge ? (company?.countryCode ?? '') : 'US',
    vatIdValid: order.reverseCharge,
    taxExemptStates: order.salesTaxExempt ? [address.state ?? ''] : [],
  };
}

/** How the edit prices: the shop's settings and country, and the order's buyer. */
interface EditPricing {
  settings: PricingSettings;
  shopCountry: string;
  buyer: PricingBuyer | null;
}

/** Prices the lines with the order's coupon, dropping it when the new goods fall below its minimum. */
function priceWithCoupon(
  lines: PricingLine[],
  order: EditableOrder,
  coupon: PricingCoupon | null,
  language: Language,
  pricing: EditPricing,
) {
  const address = order.address as Record<string, string | undefined>;
  const input = {
    lines,
    currency: order.currency as Currency,
    countryCode: address.countryCode ?? '',
    state: address.state ?? undefined,
    deliveryType: order.deliveryType as '1' | '2' | '3',
    language,
    ...pricing,
  };
  try {
    try {
      return { ...priceOrder({ ...input, coupon }), couponDropped: false };
    } catch (error) {
      if (!(error instanceof PricingError) || error.reason !== 'COUPON_MIN_SPEND') throw error;
      return { ...priceOrder({ ...input, coupon: null }), couponDropped: true };
    }
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    if (error.reason === 'CUSTOM_MIN_COUNT') throw new AppError('ORDER_CUSTOM_MIN_COUNT', { count: CUSTOM_MIN_COUNT });
    if (error.reason === 'AMOUNT_TOO_LARGE') {
      const max = formatMoney(MAX_ORDER_AMOUNT, order.currency as Currency, language);
      const detail = validationMessage({ code: 'custom', message: 'order_amount_max', maximum: max, path: [] }, language);
      throw new AppError('BAD_REQUEST', { detail: `lines ${detail}` });
    }
    throw new AppError('ORDER_EDIT_EMPTY');
  }
}

/** Pieces per SKU to take (the new lines less the old ones; negative: put back), without the SKUs that do not move. */
function stockDifference(before: TradeOrderItem[], after: PlannedLine[]): StockLine[] {
  const delta = new Map<number, StockLine>();
  const add = (line: { skuId: number; spuId: number }, count: number) => {
    const entry = delta.get(line.skuId) ?? { skuId: line.skuId, spuId: line.spuId, count: 0 };
    entry.count += count;
    delta.set(line.skuId, entry);
  };
  for (const item of before) add(item, -item.count);
  for (const line of after) add(line, line.count);
  return [...delta.values()].filter((l) => l.count !== 0);
}

/**
 * What the order becomes with the new list of lines, priced by the one pricing core under the
 * order's own rules: its currency, destination and delivery type; kept lines at the unit and
 * print price they were sold at, new ones at today's price; the quantity tiers of today's product
 * rules over all lines; the coupon's terms as when ordered, dropped when the goods no longer reach
 * its minimum; an exempt order stays exempt and a reverse-charge order stays net (buyerOfOrder).
 * Refuses an order left without a line.
 */
export async function planEdit(ctx: Ctx, order: EditableOrder, input: EditInput, language: Language): Promise<EditPlan> {
  if (!input.lines.some((l) => l.count > 0)) throw new AppError('ORDER_EDIT_EMPTY');
  const settings = pricingSettingsOf(await ctx.services.settings.read());
  const pricing = { settings, shopCountry: ctx.services.config.SHOP_COUNTRY, buyer: buyerOfOrder(order) };
  const country = ((order.address as { countryCode?: string }).countryCode ?? '').toUpperCase();
  const netRateBp = order.reverseCharge ? (settings.vatBp[country] ?? 0) : 0;
  const planned = await pricingLines(ctx, order, input, language, netRateBp);
  const coupon = order.couponId === null ? null : await ctx.db.coupon.findUnique({ where: { id: order.couponId } });
  const terms: PricingCoupon | null = coupon
    ? { type: coupon.type === 'fixed' ? 'fixed' : 'percent', value: coupon.value, minSpend: coupon.minSpend }
    : null;
  const priced = priceWithCoupon(
    planned.map((p) => p.pricing),
    order,
    terms,
    language,
    pricing,
  );
  // A company copy without its country (or a shop that moved to the buyer's country) cannot give the net prices again.
  if (priced.price.reverseCharge !== order.reverseCharge) throw new AppError('ORDER_EDIT_REVERSE_CHARGE');
  const lines = planned.map(({ line }, index) => {
    const item = priced.items[index]!;
    return {
      orderItemId: line.orderItemId,
      skuId: line.skuId,
      spuId: line.spuId,
      spuName: line.spuName,
      picUrl: line.picUrl,
      properties: line.properties,
      orderType: line.orderType,
      piecesPerUnit: line.piecesPerUnit,
      price: line.price,
      count: item.count,
      totalPrice: item.totalPrice,
      discountedPrice: item.discountedPrice,
      discountDescription: item.discountDescription,
      decalsPrice: item.decalsPrice,
    };
  });
  const keptIds = new Set(lines.flatMap((l) => (l.orderItemId === null ? [] : [l.orderItemId])));
  return {
    lines,
    removed: order.items.filter((i) => !keptIds.has(i.id)),
    price: priced.price,
    couponDropped: order.couponId !== null && (priced.couponDropped || coupon === null),
    difference: priced.price.payPrice - order.payPrice,
    stock: stockDifference(order.items, lines),
  };
}

type LineFigures = Omit<TAdminOrderEditPrice['items'][number], 'orderItemId'>;

/** A line's figures as an edit answers and keeps them. */
const figuresOf = (l: LineFigures): LineFigures => ({
  skuId: l.skuId,
  spuName: l.spuName,
  count: l.count,
  price: l.price,
  totalPrice: l.totalPrice,
  discountedPrice: l.discountedPrice,
  discountDescription: l.discountDescription,
  decalsPrice: l.decalsPrice,
});

/** The answer of a preview or an edit: the lines, the price and the difference. */
export function editAnswer(plan: Pick<EditPlan, 'lines' | 'price' | 'couponDropped' | 'difference'>): TAdminOrderEditPrice {
  return {
    items: plan.lines.map((l) => ({ orderItemId: l.orderItemId, ...figuresOf(l) })),
    price: plan.price,
    difference: plan.difference,
    couponDropped: plan.couponDropped,
  };
}

/** The order's lines and price as an edit's `before` keeps them. */
export function orderSnapshot(order: EditableOrder) {
  const { totalPrice, discountPrice, couponPrice, deliveryPrice, salesTaxPrice, decalsPrice, payPrice, vatIncludedPrice } = order;
  return {
    lines: order.items.map((i) => ({ orderItemId: i.id, properties: i.properties, ...figuresOf(i) })),
    price: { totalPrice, discountPrice, couponPrice, deliveryPrice, salesTaxPrice, decalsPrice, payPrice, vatIncludedPrice },
    couponCode: order.couponCode,
  };
}
