import { CUSTOMIZED_TYPE_LOGO, ORDER_TYPE, PAY_STATUS, type TOrder, type TPrintReason, trackingLink } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { guestTokenOrderId, keyOpens } from './guest-link.ts';
import { orderRefunds } from './order-refund-view.ts';
import { paidBack } from './refunded-so-far.ts';

export type OrderRow = Prisma.TradeOrderGetPayload<{ include: { items: true; payOrder: true } }>;
const ms = (date: Date | null) => (date ? date.getTime() : null);
export const withLines = { items: { orderBy: { id: 'asc' } }, payOrder: true } as const;

/** A logo line's print order as sent, and its print data's life. */
function printOrderOf(i: OrderRow['items'][number]) {
  return {
    customizedType: CUSTOMIZED_TYPE_LOGO,
    size: i.size,
    locationId: i.locationId,
    imgUrl: i.imgUrl,
    decoratingMethod: i.decoratingMethod,
    description: i.description,
    printTier: i.printTier,
    printWidthMm: i.printWidthMm,
    printHeightMm: i.printHeightMm,
    decalsPrice: i.decalsPrice,
    printCheckLevel: i.printCheckLevel,
    printStatus: i.printStatus,
    printDataUrl: i.printDataUrl,
    printDataName: i.printDataName,
    printReasons: i.printReasons as TPrintReason[],
    printPreviewUrl: i.printPreviewUrl,
    printPrepared: (i.printFindings as { prepared?: unknown } | null)?.prepared === true,
  };
}

/** The buyer's company an order names (its name and VAT ID), from the order's copy; null for consumers. */
function buyerCompanyOf(value: unknown): TOrder['buyerCompany'] {
  const company = value as { name?: string; vatId?: string } | null;
  return company?.name ? { name: company.name, vatId: company.vatId ?? '' } : null;
}

export function toOrder(row: OrderRow): TOrder {
  return {
    id: row.id,
    no: row.no,
    status: row.status,
    currency: row.currency,
    payOrderId: row.payOrder?.id ?? null,
    payChannelCode: row.payOrder?.status === PAY_STATUS.waiting ? null : (row.payOrder?.channelCode ?? null),
    payStatus: row.payOrder?.status ?? null,
    dueTime: row.payOrder?.dueTime?.getTime() ?? null,
    payCard:
      row.payOrder?.cardBrand && row.payOrder.cardLastDigits
        ? { brand: row.payOrder.cardBrand, lastDigits: row.payOrder.cardLastDigits }
        : null,
    deliveryType: row.deliveryType,
    email: row.email,
    address: row.address as Record<string, unknown>,
    billingAddress: row.billingAddress as Record<string, unknown>,
    items: row.items.map((i) => ({
      id: i.id,
      commentStatus: i.commentStatus,
      afterSaleId: i.afterSaleId,
      afterSaleStatus: i.afterSaleStatus,
      spuId: i.spuId,
      skuId: i.skuId,
      spuName: i.spuName,
      picUrl: i.picUrl,
      properties: i.properties as TOrder['items'][number]['properties'],
      orderType: i.orderType,
      price: i.price,
      count: i.count,
      totalPrice: i.totalPrice,
      discountedPrice: i.discountedPrice,
      discountDescription: i.discountDescription,
      piecesPerUnit: i.piecesPerUnit,
      ...(i.orderType === ORDER_TYPE.custom ? printOrderOf(i) : {}),
    })),
    totalPrice: row.totalPrice,
    discountPrice: row.discountPrice,
    couponPrice: row.couponPrice,
    couponCode: row.couponCode,
    poNumber: row.poNumber,
    costCentre: row.costCentre,
    declineReason: row.declineReason,
    deliveryPrice: row.deliveryPrice,
    salesTaxPrice: row.salesTaxPrice,
    decalsPrice: row.decalsPrice,
    payPrice: row.payPrice,
    vatIncludedPrice: row.vatIncludedPrice,
    reverseCharge: row.reverseCharge,
    salesTaxExempt: row.salesTaxExempt,
    buyerCompany: buyerCompanyOf(row.buyerCompany),
    createTime: row.createdAt.getTime(),
    payExpireTime: row.payExpireTime.getTime(),
    payTime: ms(row.payTime),
    cancelTime: ms(row.cancelTime),
    refundTime: ms(row.payOrder?.refundTime ?? null),
    deliveryTime: ms(row.deliveryTime),
    receiveTime: ms(row.receiveTime),
  };
}

/**
 * An order's detail for its shopper: the order, once dispatched its carrier and tracking number,
 * what the shop paid back, and the extra amounts asked for after the shop raised the order.
 */
export async function orderDetail(ctx: Ctx, row: OrderRow): Promise<TOrder> {
  const carrier =
    row.logisticsId === null
      ? null
      : await ctx.db.carrier.findUnique({ where: { id: row.logisticsId }, select: { name: true, trackingUrl: true } });
  const [refunds, refunded, extras] = await Promise.all([
    orderRefunds(ctx.db, row.id),
    paidBack(ctx.db, row),
    ctx.db.tradeOrderEdit.findMany({ where: { orderId: row.id, extraStatus: { not: null } }, orderBy: { id: 'asc' } }),
  ]);
  const invoices = await ctx.db.tradeInvoice.findMany({
    where: { orderId: row.id, editId: { in: extras.map((e) => e.id) } },
    select: { editId: true, no: true },
  });
  const extraPayments = extras.map((e) => ({
    editId: e.id,
    amount: e.extraAmount,
    status: e.extraStatus!,
    payTime: e.extraPaidTime?.getTime() ?? null,
    invoiceNo: invoices.find((i) => i.editId === e.id)?.no ?? null,
  }));
  return {
    ...toOrder(row),
    logisticsName: carrier?.name ?? null,
    logisticsNo: row.logisticsNo,
    logisticsTrackingUrl: carrier ? trackingLink(carrier.trackingUrl, row.logisticsNo) : null,
    refunds,
    refundedPrice: refunded.price,
    extraPayments,
  };
}

/** The member's own order; another member's, or a guest's, behaves like a missing one. */
export async function ownOrder(ctx: Ctx, id: number): Promise<OrderRow> {
  const order = await ctx.db.tradeOrder.findFirst({ where: { id, memberId: memberIdOf(ctx), deletedAt: null }, include: withLines });
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/**
 * A guest's order by its signed key. An expired, forged or foreign key, and the key of an order
 * that belongs to an account by now, all behave like a missing order.
 */
export async function guestOrder(ctx: Ctx, token: string): Promise<OrderRow> {
  const id = guestTokenOrderId(token, ctx.services.clock());
  const order =
    id === null ? null : await ctx.db.tradeOrder.findFirst({ where: { id, memberId: null, deletedAt: null }, include: withLines });
  if (!order || !keyOpens(ctx.services.config.JWT_SECRET, token, order)) throw new AppError('ORDER_NOT_FOUND');
  return order;
}
