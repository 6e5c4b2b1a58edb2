import {
  allows,
  CUSTOMIZED_TYPE_LOGO,
  ORDER_STATUS,
  ORDER_TRANSITIONS,
  ORDER_TYPE,
  PAID_CANCEL_WINDOW_MS,
  PAY_STATUS,
  type TOrder,
  type TPrintReason,
} from '@shop/shared';
import type { PayOrder, Prisma } from '../../generated/prisma/client.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { guestTokenOrderId, keyOpens } from './guest-link.ts';
import { queueOrderMail } from './order-mail.ts';
import { issueCreditNote } from './invoices.ts';
import { refundWithProvider } from './pay-order.ts';
import { printAllowsCancel } from './print-data.ts';
import { giveBackStock } from './stock.ts';
import { BY_SHOP, moveOrder, movePayment, type OrderActor, shopperOf } from './transitions.ts';

type OrderRow = Prisma.TradeOrderGetPayload<{ include: { items: true; payOrder: true } }>;
const ms = (date: Date | null) => (date ? date.getTime() : null);
const withLines = { items: { orderBy: { id: 'asc' } }, payOrder: true } as const;

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
    decalsPrice: i.decalsPrice,
    printCheckLevel: i.printCheckLevel,
    printStatus: i.printStatus,
    printDataUrl: i.printDataUrl,
    printReasons: i.printReasons as TPrintReason[],
    printPreviewUrl: i.printPreviewUrl,
  };
}

export function toOrder(row: OrderRow): TOrder {
  return {
    id: row.id,
    no: row.no,
    status: row.status,
    currency: row.currency,
    payOrderId: row.payOrder?.id ?? null,
    payChannelCode: row.payOrder?.status === PAY_STATUS.waiting ? null : (row.payOrder?.channelCode ?? null),
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
    deliveryPrice: row.deliveryPrice,
    salesTaxPrice: row.salesTaxPrice,
    decalsPrice: row.decalsPrice,
    payPrice: row.payPrice,
    vatIncludedPrice: row.vatIncludedPrice,
    createTime: row.createdAt.getTime(),
    payExpireTime: row.payExpireTime.getTime(),
    payTime: ms(row.payTime),
    cancelTime: ms(row.cancelTime),
    refundTime: ms(row.payOrder?.refundTime ?? null),
    deliveryTime: ms(row.deliveryTime),
    receiveTime: ms(row.receiveTime),
  };
}

/** An order's detail for its shopper: the order, and once dispatched its carrier and tracking number. */
export async function orderDetail(ctx: Ctx, row: OrderRow): Promise<TOrder> {
  const carrier =
    row.logisticsId === null ? null : await ctx.db.deliveryExpress.findUnique({ where: { id: row.logisticsId }, select: { name: true } });
  return { ...toOrder(row), logisticsName: carrier?.name ?? null, logisticsNo: row.logisticsNo };
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

/**
 * Gives a new account the guest orders placed with its e-mail address (on registration, whose
 * code proved the address, and on each login of an account registered that way).
 */
export async function attachGuestOrders(db: Db, memberId: number, mail: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const orders = await tx.tradeOrder.findMany({ where: { memberId: null, email: mail.toLowerCase() }, select: { id: true } });
    if (orders.length === 0) return 0;
    const ids = orders.map((o) => o.id);
    await tx.tradeOrder.updateMany({ where: { id: { in: ids }, memberId: null }, data: { memberId } });
    await tx.payOrder.updateMany({ where: { orderId: { in: ids } }, data: { memberId } });
    await tx.couponUse.updateMany({ where: { orderId: { in: ids } }, data: { memberId } });
    return ids.length;
  });
}

export async function pageOrders(ctx: Ctx, input: { status?: number | undefined; pageNo: number; pageSize: number }) {
  const where = { memberId: memberIdOf(ctx), deletedAt: null, ...(input.status !== undefined ? { status: input.status } : {}) };
  const [rows, total] = await Promise.all([
    ctx.db.tradeOrder.findMany({
      where,
      include: withLines,
      orderBy: { id: 'desc' },
      skip: (input.pageNo - 1) * input.pageSize,
      take: input.pageSize,
    }),
    ctx.db.tradeOrder.count({ where }),
  ]);
  return { list: rows.map(toOrder), total };
}

export async function orderCounts(ctx: Ctx) {
  const groups = await ctx.db.tradeOrder.groupBy({
    by: ['status'],
    where: { memberId: memberIdOf(ctx), deletedAt: null },
    _count: { _all: true },
  });
  const of = (status: number) => groups.find((g) => g.status === status)?._count._all ?? 0;
  return {
    allCount: groups.reduce((sum, g) => sum + g._count._all, 0),
    unpaidCount: of(ORDER_STATUS.unpaid),
    undeliveredCount: of(ORDER_STATUS.undelivered),
    deliveredCount: of(ORDER_STATUS.delivered),
    completedCount: of(ORDER_STATUS.completed),
  };
}

/**
 * Cancels the order by `action` and gives its stock, sales and coupon back; false when its status
 * no longer allowed that. Its history names `by`: by default the shop for an expiry, else the shopper.
 */
export async function cancelAndRelease(
  tx: Prisma.TransactionClient,
  id: number,
  action: 'cancel' | 'expire' | 'refund',
  reason: string,
  by?: OrderActor,
  note = '',
): Promise<boolean> {
  const actor =
    by ?? (action === 'expire' ? BY_SHOP : shopperOf(await tx.tradeOrder.findUniqueOrThrow({ where: { id }, select: { memberId: true } })));
  if (!(await moveOrder(tx, id, action, { cancelTime: new Date(), cancelReason: reason }, actor, note))) return false;
  const order = await tx.tradeOrder.findUniqueOrThrow({ where: { id }, include: { items: true } });
  await giveBackStock(tx, order.items);
  if (order.couponId !== null) {
    await tx.couponUse.deleteMany({ where: { orderId: id } });
    await tx.$executeRaw`UPDATE promotion_coupon SET used_count = greatest(used_count - 1, 0) WHERE id = ${order.couponId}`;
  }
  return true;
}

/**
 * Cancels an unpaid order and gives its stock and coupon back; false when it was not unpaid any
 * more. A payment whose capture is still on its way at the provider keeps the order.
 */
export async function cancelUnpaid(db: Db, id: number, reason: 'member' | 'expired'): Promise<boolean> {
  return db.$transaction(async (tx) => {
    if (!(await cancelAndRelease(tx, id, reason === 'member' ? 'cancel' : 'expire', reason))) return false;
    if (!(await movePayment(tx, { orderId: id }, 'close'))) throw new AppError('PAY_CAPTURE_PENDING');
    return true;
  });
}

/** A claim whose cancel never finished (its process ended mid-way) may be taken over by another cancel after this long. */
const CANCEL_CLAIM_MS = 5 * 60 * 1000;

/**
 * Claims a paid order not dispatched yet for a cancel with refund, before the provider is asked:
 * dispatch and a second cancel are refused while the claim stands, so an order is either refunded
 * or shipped, never both. Dispatch locks the row, so whichever comes first wins.
 */
async function claimForRefund(db: Db, id: number, now: Date): Promise<void> {
  const claimed = await db.tradeOrder.updateMany({
    where: {
      id,
      status: ORDER_STATUS.undelivered,
      OR: [{ cancellingAt: null }, { cancellingAt: { lt: new Date(now.getTime() - CANCEL_CLAIM_MS) } }],
    },
    data: { cancellingAt: now },
  });
  if (claimed.count === 1) return;
  const row = await db.tradeOrder.findUnique({ where: { id }, select: { status: true, cancellingAt: true } });
  throw new AppError(row?.status === ORDER_STATUS.undelivered && row.cancellingAt ? 'ORDER_BEING_CANCELLED' : 'ORDER_STATUS_NOT_ALLOWED');
}

/**
 * The provider's refund of a paid order under the order's cancel claim; a refund that fails gives
 * the claim back, so the order can still be dispatched or cancelled again.
 */
export async function refundClaimed(ctx: Ctx, order: { id: number; payOrder: PayOrder }): Promise<string | null> {
  const now = ctx.services.clock();
  await claimForRefund(ctx.db, order.id, now);
  try {
    return await refundWithProvider(ctx.services.payments, order.payOrder);
  } catch (error) {
    await ctx.db.tradeOrder.updateMany({ where: { id: order.id, cancellingAt: now }, data: { cancellingAt: null } });
    throw error;
  }
}

/** Pays the order back with its provider first, then cancels it and gives stock and coupon back. */
async function refundPaid(ctx: Ctx, order: OrderRow): Promise<void> {
  const now = ctx.services.clock();
  if (!order.payTime || now.getTime() - order.payTime.getTime() > PAID_CANCEL_WINDOW_MS || !order.payOrder)
    throw new AppError('ORDER_CANCEL_WINDOW_PASSED');
  const refundId = await refundClaimed(ctx, { id: order.id, payOrder: order.payOrder });
  // The money is back whatever happens next: the payment says so even if the order moved meanwhile.
  await movePayment(ctx.db, { id: order.payOrder.id }, 'refund', { refundId, refundTime: now });
  const mailId = await ctx.db.$transaction(async (tx) => {
    if (!(await cancelAndRelease(tx, order.id, 'refund', 'member'))) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
    // The invoice issued at payment is corrected by a credit note, sent with the refund mail.
    const creditNote = await issueCreditNote(tx, ctx.services, order.id, null);
    return queueOrderMail(tx, ctx.services, 'order-refunded', order, {}, creditNote);
  });
  ctx.services.mailer.deliverLater(mailId);
}

/** Cancels an unpaid order, or refunds a paid one that has not shipped (within 24 h of payment): the same rules for members and guests. */
export async function cancelOrder(ctx: Ctx, order: OrderRow): Promise<boolean> {
  // Approved print data goes to print: no cancel from then on.
  if (!(await printAllowsCancel(ctx.db, order.id))) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
  if (allows(ORDER_TRANSITIONS.refund, order.status)) await refundPaid(ctx, order);
  else if (!allows(ORDER_TRANSITIONS.cancel, order.status) || !(await cancelUnpaid(ctx.db, order.id, 'member')))
    throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  return true;
}

export async function receiveOrder(ctx: Ctx, id: number): Promise<boolean> {
  const order = await ownOrder(ctx, id);
  if (!(await moveOrder(ctx.db, order.id, 'receive', { receiveTime: ctx.services.clock() }, shopperOf(order))))
    throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  return true;
}

export async function deleteOrder(ctx: Ctx, id: number): Promise<boolean> {
  const order = await ownOrder(ctx, id);
  if (!(await moveOrder(ctx.db, order.id, 'delete', { deletedAt: ctx.services.clock() }, shopperOf(order))))
    throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  return true;
}

/** Cancels the unpaid orders whose 30 minutes ran out. Every instance may run it: each order is cancelled once. */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db.tradeOrder.findMany({
    where: { status: ORDER_STATUS.unpaid, payExpireTime: { lt: now }, payOrder: { status: PAY_STATUS.waiting } },
    select: { id: true },
    take: 200,
    orderBy: { payExpireTime: 'asc' },
  });
  let cancelled = 0;
  for (const { id } of due) if (await cancelUnpaid(db, id, 'expired')) cancelled += 1;
  return cancelled;
}

/** How long after ordering an order still unpaid gets the "awaiting payment" mail (a payment that came at once needs none). */
export const UNPAID_MAIL_AFTER_MS = 5 * 60_000;

/**
 * Writes the "awaiting payment" mail of each order still unpaid some minutes after it was placed
 * (with its link and the minutes left), once per order across instances. Orders paid by then get
 * only the confirmation of their payment.
 */
export async function mailUnpaidOrders(ctx: Pick<Ctx, 'db' | 'services'>, now: Date): Promise<number> {
  const due = await ctx.db.tradeOrder.findMany({
    where: {
      status: ORDER_STATUS.unpaid,
      unpaidMailTime: null,
      createdAt: { lte: new Date(now.getTime() - UNPAID_MAIL_AFTER_MS) },
      payExpireTime: { gt: new Date(now.getTime() + 60_000) },
      payOrder: { status: PAY_STATUS.waiting },
    },
    select: { id: true },
    orderBy: { id: 'asc' },
    take: 200,
  });
  let mailed = 0;
  for (const { id } of due) {
    const mailId = await ctx.db.$transaction(async (tx) => {
      const claimed = await tx.tradeOrder.updateMany({
        where: { id, unpaidMailTime: null, status: ORDER_STATUS.unpaid },
        data: { unpaidMailTime: now },
      });
      if (claimed.count === 0) return null;
      const order = await tx.tradeOrder.findUniqueOrThrow({ where: { id } });
      const minutes = String(Math.floor((order.payExpireTime.getTime() - now.getTime()) / 60_000));
      return queueOrderMail(tx, ctx.services, 'order-created', order, { minutes });
    });
    if (mailId === null) continue;
    ctx.services.mailer.deliverLater(mailId);
    mailed += 1;
  }
  return mailed;
}
