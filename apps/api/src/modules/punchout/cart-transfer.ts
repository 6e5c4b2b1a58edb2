import { COMMON_STATUS, currencyForCountry, ORDER_TYPE, ZOrderLineInput, ZSettlementRequest, type Currency } from '@shop/shared';
import { z } from 'zod';
import type { PunchoutOrganisation } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { buildQuote } from '../trade/quote.ts';
import { skusInScope } from './punchout-catalogue.ts';

/** The checkout's lines as the storefront posts them with "Transfer to purchasing". */
export const ZTransferLines = z.array(ZOrderLineInput).max(100);
type LineInput = z.output<typeof ZOrderLineInput>;

/** Days to delivery named to the purchasing system: standard delivery, and a logo print's extra week. */
export const LEAD_TIME_DAYS = { normal: 10, custom: 17 } as const;

export interface LogoDetails {
  /** The decorating method's name, and its value (dict custom_decorating_method). */
  method: string;
  methodCode: string;
  /** Size tier "1"–"3" or "WxH" in centimetres. */
  size: string;
  /** The position's name, and its value (dict custom_logo_position). */
  position: string;
  positionId: string;
  artworkUrl: string;
  notes: string;
}

/** One line of the cart as the purchasing system receives it. */
export interface TransferLine {
  skuId: number;
  description: string;
  quantity: number;
  /** Price of one unit in major units ("12.34", or four decimals where the line's total does not divide evenly). */
  unitPrice: string;
  /** The line's total, cents (quantity discount and print price included). */
  lineTotal: number;
  materialGroup: string;
  leadTimeDays: number;
  /** A logo line's print order, else null. */
  logo: LogoDetails | null;
}

export interface Transfer {
  currency: Currency;
  lines: TransferLine[];
  /** Cents: the lines together. */
  total: number;
}

/** The two-letter code of the organisation's company's country (its market: prices and currency). */
export async function companyCountry(ctx: Ctx, org: Pick<PunchoutOrganisation, 'companyId'>): Promise<string> {
  const company = await ctx.db.company.findUniqueOrThrow({ where: { id: org.companyId }, select: { countryId: true } });
  const country = await ctx.db.country.findUnique({ where: { id: company.countryId }, select: { iso2: true } });
  return country?.iso2 ?? 'US';
}

/** Cents as a decimal amount of major units. */
export function decimal(cents: number): string {
  return `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** A line total's price per unit: exact to the cent where it divides, else to four decimals (half up). */
export function unitPriceOf(lineTotal: number, quantity: number): string {
  if (lineTotal % quantity === 0) return decimal(lineTotal / quantity);
  const tenThousandths = Math.round((lineTotal * 100) / quantity);
  return `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
}

/** The posted lines, then the cart's selected lines not among them: everything the buyer picked goes back. */
async function linesToTransfer(ctx: Ctx, memberId: number, posted: LineInput[]): Promise<LineInput[]> {
  const cart = await ctx.db.cartItem.findMany({ where: { memberId, selected: true }, orderBy: { id: 'asc' } });
  const postedCartIds = new Set(posted.flatMap((l) => (l.cartId === undefined ? [] : [l.cartId])));
  const postedNormal = new Set(posted.filter((l) => l.orderType !== ORDER_TYPE.custom).map((l) => l.skuId));
  const fromCart = cart
    .filter((c) => !postedCartIds.has(c.id) && !postedNormal.has(c.skuId))
    .map((c) => ({ skuId: c.skuId, count: c.count, cartId: c.id, orderType: ORDER_TYPE.normal }));
  return [...posted, ...fromCart];
}

async function dictLabels(ctx: Ctx, dictType: string): Promise<Map<string, string>> {
  const rows = await ctx.db.dictData.findMany({ where: { dictType, status: COMMON_STATUS.enabled }, select: { value: true, label: true } });
  return new Map(
    rows.map((r) => [r.value, (r.label as Record<string, string>)[ctx.language] || (r.label as Record<string, string>).en || r.value]),
  );
}

/**
 * The session's cart priced for the organisation by the one pricing core, as the organisation's
 * account (its company's prices and terms), in the currency of the company's country; only SKUs
 * in the agreed categories. Delivery is not a line: the purchasing system orders the goods.
 */
export async function priceTransfer(ctx: Ctx, org: PunchoutOrganisation, cartOwner: number, posted: LineInput[]): Promise<Transfer> {
  const currency = currencyForCountry(await companyCountry(ctx, org));
  const orgCtx: Ctx = { ...ctx, memberId: org.memberId, currency };
  const items = await linesToTransfer(ctx, cartOwner, posted);
  if (items.length === 0) throw new AppError('PUNCHOUT_CART_EMPTY');
  const { scoped, unknown } = await skusInScope(
    orgCtx,
    org,
    items.map((i) => i.skuId),
  );
  if (unknown.length > 0) throw new AppError('ORDER_ITEM_UNAVAILABLE');
  const quote = await buildQuote(orgCtx, ZSettlementRequest.parse({ items, deliveryType: '1' }));
  const [positions, methods] = await Promise.all([dictLabels(ctx, 'custom_logo_position'), dictLabels(ctx, 'custom_decorating_method')]);
  const lines = quote.items.map((item, index): TransferLine => {
    const input = items[index]!;
    const lineTotal = item.discountedPrice + item.decalsPrice;
    const custom = item.orderType === ORDER_TYPE.custom;
    const variant = item.properties.map((p) => p.valueName).join(', ');
    return {
      skuId: item.skuId,
      description: variant ? `${item.spuName} (${variant})` : item.spuName,
      quantity: item.count,
      unitPrice: unitPriceOf(lineTotal, item.count),
      lineTotal,
      materialGroup: scoped.get(item.skuId)?.group ?? '',
      leadTimeDays: custom ? LEAD_TIME_DAYS.custom : LEAD_TIME_DAYS.normal,
      logo: custom
        ? {
            method: methods.get(item.decoratingMethod) ?? item.decoratingMethod,
            methodCode: item.decoratingMethod,
            size: input.size ?? '',
            position: positions.get(String(input.locationId ?? '')) ?? String(input.locationId ?? ''),
            positionId: String(input.locationId ?? ''),
            artworkUrl: absoluteUrl(ctx, input.imgUrl ?? ''),
            notes: input.description ?? '',
          }
        : null,
    };
  });
  return { currency: quote.currency, lines, total: lines.reduce((sum, l) => sum + l.lineTotal, 0) };
}

/** A file of the shop as an address the purchasing system can open. */
function absoluteUrl(ctx: Ctx, url: string): string {
  return url.startsWith('/') ? `${ctx.services.config.PUBLIC_URL}${url}` : url;
}
