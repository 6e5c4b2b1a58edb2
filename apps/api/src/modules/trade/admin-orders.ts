import {
  allows,
  ORDER_LOG_USER_TYPE,
  ORDER_STATUS,
  ORDER_TRANSITIONS,
  PAY_STATUS,
  type TAdminOrder,
  type TAdminOrderDetail,
  type ZAdminOrderAddressRequest,
  type ZAdminOrderCancelRequest,
  type ZAdminOrderCountRequest,
  type ZAdminOrderDeliveryRequest,
  type ZAdminOrderPageRequest,
} from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { timeRangeFilter } from '../../lib/time-range.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { checkDestination } from '../member/destination.ts';
import { writeAudit } from '../system/audit.ts';
import { queueOrderMail } from './order-mail.ts';
import { cancelAndRelease, toOrder } from './order-lifecycle.ts';
import { refundWithProvider } from './pay-order.ts';
import { actorOf, moveOrder, movePayment } from './transitions.ts';

/** Dispatched orders are received automatically this long after dispatch. */
const AUTO_RECEIVE_AFTER_MS = 14 * 24 * 60 * 60 * 1000;

const withLines = { items: { orderBy: { id: 'asc' } }, payOrder: true } as const;
type AdminOrderRow = Prisma.TradeOrderGetPayload<{ include: typeof withLines }>;

/** The orders with their members' e-mail addresses (one query for the members of a page). */
async function toAdminOrders(db: Db, rows: AdminOrderRow[]): Promise<TAdminOrder[]> {
  const members = await db.member.findMany({
    where: { id: { in: [...new Set(rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])))] } },
    select: { id: true, mail: true },
  });
  const mails = new Map(members.map((m) => [m.id, m.mail]));
  return rows.map((row) => ({
    ...toOrder(row),
    // A guest's order: no account (0), and the e-mail the guest entered.
    memberId: row.memberId ?? 0,
    memberMail: row.memberId === null ? row.email : (mails.get(row.memberId) ?? ''),
    logisticsId: row.logisticsId,
    logisticsNo: row.logisticsNo,
    remark: row.remark,
    cancelReason: row.cancelReason,
  }));
}

/** What the audit log keeps of an order before and after a change. */
const auditView = (o: { status: number; logisticsId: number | null; logisticsNo: string | null; remark: string | null }) => ({
  status: o.status,
  logisticsId: o.logisticsId,
  logisticsNo: o.logisticsNo,
  remark: o.remark,
});

/**
 * The orders the page's filters name. Orders by an e-mail are the account's orders and the guest
 * orders placed with that address.
 */
async function orderFilter(
  ctx: Ctx,
  query: z.output<typeof ZAdminOrderCountRequest> & { status?: number | undefined },
): Promise<Prisma.TradeOrderWhereInput> {
  let byMail: Prisma.TradeOrderWhereInput = {};
  if (query.mail) {
    const member = await ctx.db.member.findFirst({ where: { mail: query.mail }, select: { id: true } });
    const guests = { memberId: null, email: query.mail };
    byMail = member ? { OR: [{ memberId: member.id }, guests] } : guests;
  }
  const createdAt = timeRangeFilter(query.createTime);
  return {
    ...(query.status !== undefined ? { status: query.status } : {}),
    ...(query.no ? { no: query.no } : {}),
    ...byMail,
    ...(createdAt ? { createdAt } : {}),
    ...(query.payChannelCode ? { payOrder: { channelCode: query.payChannelCode, status: { not: PAY_STATUS.waiting } } } : {}),
  };
}

/** A page of every order (members' and guests', deleted ones included), newest first. */
export async function pageAdminOrders(ctx: Ctx, query: z.output<typeof ZAdminOrderPageRequest>) {
  const where = await orderFilter(ctx, query);
  const [rows, total] = await Promise.all([
    ctx.db.tradeOrder.findMany({
      where,
      include: withLines,
      orderBy: { id: 'desc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    ctx.db.tradeOrder.count({ where }),
  ]);
  return { list: await toAdminOrders(ctx.db, rows), total };
}

/** How many orders each status has under the page's other filters. */
export async function countAdminOrders(ctx: Ctx, query: z.output<typeof ZAdminOrderCountRequest>) {
  const where = await orderFilter(ctx, query);
  const groups = await ctx.db.tradeOrder.groupBy({ by: ['status'], where, _count: { _all: true } });
  const of = (status: number) => groups.find((g) => g.status === status)?._count._all ?? 0;
  return {
    allCount: groups.reduce((sum, g) => sum + g._count._all, 0),
    unpaidCount: of(ORDER_STATUS.unpaid),
    undeliveredCount: of(ORDER_STATUS.undelivered),
    deliveredCount: of(ORDER_STATUS.delivered),
    completedCount: of(ORDER_STATUS.completed),
    cancelledCount: of(ORDER_STATUS.cancelled),
  };
}

/** The order's history, oldest first, with the e-mails of the members and admins who moved it. */
async function orderLogs(db: Db, orderId: number): Promise<TAdminOrderDetail['logs']> {
  const logs = await db.tradeOrderLog.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
  const idsOf = (type: number) => [...new Set(logs.flatMap((l) => (l.userType === type && l.userId !== null ? [l.userId] : [])))];
  const [members, admins] = await Promise.all([
    db.member.findMany({ where: { id: { in: idsOf(ORDER_LOG_USER_TYPE.member) } }, select: { id: true, mail: true } }),
    db.adminUser.findMany({ where: { id: { in: idsOf(ORDER_LOG_USER_TYPE.admin) } }, select: { id: true, username: true } }),
  ]);
  const names = new Map<string, string>([
    ...members.map((m) => [`${ORDER_LOG_USER_TYPE.member}:${m.id}`, m.mail] as const),
    ...admins.map((a) => [`${ORDER_LOG_USER_TYPE.admin}:${a.id}`, a.username] as const),
  ]);
  return logs.map((l) => ({
    id: l.id,
    action: l.action,
    beforeStatus: l.beforeStatus,
    afterStatus: l.afterStatus,
    userType: l.userType,
    userId: l.userId,
    userName: names.get(`${l.userType}:${l.userId}`) ?? null,
    reason: l.reason,
    createTime: l.createdAt.getTime(),
  }));
}

export async function getAdminOrder(ctx: Ctx, id: number): Promise<TAdminOrderDetail> {
  const row = await ctx.db.tradeOrder.findUnique({ where: { id }, include: withLines });
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  const [[order], logs] = await Promise.all([toAdminOrders(ctx.db, [row]), orderLogs(ctx.db, id)]);
  return { ...order!, logs };
}

/** An order's delivery address can change until it is dispatched. */
const ADDRESS_CHANGEABLE: number[] = [ORDER_STATUS.unpaid, ORDER_STATUS.undelivered];

/**
 * Changes the delivery address of an order not dispatched yet, written to the audit log. The
 * country stays (currency and prices follow it), and a US order's state too (its sales tax); the
 * rest is checked as any address. The billing address, kept apart, does not change with it.
 */
export async function updateOrderAddress(ctx: Ctx, input: z.output<typeof ZAdminOrderAddressRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const country = await ctx.db.country.findUnique({ where: { id: input.areaId }, include: { regions: { select: { code: true } } } });
  const destination = checkDestination(country, input.state, input.zipCode);
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.tradeOrder.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError('ORDER_NOT_FOUND');
    const old = before.address as Record<string, unknown>;
    if (input.areaId !== old.areaId || (destination.countryCode === 'US' && destination.state !== old.state))
      throw new AppError('ORDER_ADDRESS_REGION_FIXED');
    const address = {
      ...old,
      firstName: input.firstName,
      lastName: input.lastName,
      mobile: input.mobile,
      areaId: input.areaId,
      countryCode: destination.countryCode,
      state: destination.state,
      city: input.city,
      zipCode: input.zipCode.toUpperCase(),
      detailAddress: input.detailAddress,
    };
    // Conditional on the status, so a dispatch at the same moment keeps the address it shipped to.
    const changed = await tx.tradeOrder.updateMany({ where: { id: before.id, status: { in: ADDRESS_CHANGEABLE } }, data: { address } });
    if (changed.count === 0) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:update-address',
      target: `trade_order:${before.id}`,
      before: { address: old } as Prisma.InputJsonValue,
      after: { address } as Prisma.InputJsonValue,
    });
  });
  return true;
}

/**
 * Dispatches a paid order (10 → 20) with carrier and tracking number, written to the audit log;
 * the shopper's mail is queued in the same transaction and delivered after the commit.
 */
export async function deliverOrder(ctx: Ctx, input: z.output<typeof ZAdminOrderDeliveryRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const carrier = await ctx.db.deliveryExpress.findUnique({ where: { id: input.logisticsId } });
  if (!carrier) throw new AppError('DELIVERY_EXPRESS_NOT_FOUND');
  const mailId = await ctx.db.$transaction(async (tx) => {
    const before = await tx.tradeOrder.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError('ORDER_NOT_FOUND');
    const data = { logisticsId: carrier.id, logisticsNo: input.logisticsNo, deliveryTime: ctx.services.clock() };
    if (!(await moveOrder(tx, before.id, 'deliver', data, actorOf(ctx)))) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
    const after = { ...before, ...data, status: ORDER_STATUS.delivered };
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:delivery',
      target: `trade_order:${before.id}`,
      before: auditView(before),
      after: auditView(after),
    });
    return queueOrderMail(tx, ctx.services, 'order-dispatched', before, { carrier: carrier.name, trackingNo: input.logisticsNo });
  });
  ctx.services.mailer.deliverLater(mailId);
  return true;
}

/**
 * The shop cancels an order not dispatched yet, with a reason for the shopper, written to the
 * audit log and the order's history. A paid order is refunded in full through the provider it
 * was paid with, as the member's own cancel does: first the money (once, however often asked),
 * then the order; an unpaid order's payment is closed. Stock and coupon go back, and the shopper
 * is mailed the reason. Unlike the member, the shop is not bound to the 24 hours after payment.
 */
export async function cancelOrderByShop(ctx: Ctx, input: z.output<typeof ZAdminOrderCancelRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const order = await ctx.db.tradeOrder.findUnique({ where: { id: input.id }, include: { payOrder: true } });
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const paid = allows(ORDER_TRANSITIONS.refund, order.status);
  if (!paid && !allows(ORDER_TRANSITIONS.cancel, order.status)) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  if (paid) {
    if (!order.payOrder) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
    const refundId = await refundWithProvider(ctx.services.payments, order.payOrder);
    // The money is back whatever happens next: the payment says so even if the order moved meanwhile.
    await movePayment(ctx.db, { id: order.payOrder.id }, 'refund', { refundId, refundTime: ctx.services.clock() });
  }
  const mailId = await ctx.db.$transaction(async (tx) => {
    if (!(await cancelAndRelease(tx, order.id, paid ? 'refund' : 'cancel', 'shop', actorOf(ctx), input.reason)))
      throw new AppError('ORDER_STATUS_NOT_ALLOWED');
    // A capture still on its way at the provider keeps an unpaid order.
    if (!paid && !(await movePayment(tx, { orderId: order.id }, 'close'))) throw new AppError('PAY_CAPTURE_PENDING');
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:cancel',
      target: `trade_order:${order.id}`,
      before: { status: order.status },
      after: { status: ORDER_STATUS.cancelled, cancelReason: 'shop', reason: input.reason, refunded: paid },
    });
    return queueOrderMail(tx, ctx.services, paid ? 'order-cancelled-refunded' : 'order-cancelled', order, { reason: input.reason });
  });
  ctx.services.mailer.deliverLater(mailId);
  return true;
}

/** Sets the back office's note on an order, written to the audit log. */
export async function updateOrderRemark(ctx: Ctx, input: { id: number; remark: string }): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.tradeOrder.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError('ORDER_NOT_FOUND');
    const after = await tx.tradeOrder.update({ where: { id: before.id }, data: { remark: input.remark } });
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:update-remark',
      target: `trade_order:${before.id}`,
      before: auditView(before),
      after: auditView(after),
    });
  });
  return true;
}

export async function listCarriers(ctx: Ctx) {
  return ctx.db.deliveryExpress.findMany({ select: { id: true, name: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
}

/**
 * Receives the orders dispatched more than 14 days ago (20 → 30). Through the transition table,
 * so an order the member received meanwhile is left as it is; every instance may run it.
 */
export async function receiveDispatchedOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db.tradeOrder.findMany({
    where: { status: ORDER_STATUS.delivered, deliveryTime: { lt: new Date(now.getTime() - AUTO_RECEIVE_AFTER_MS) } },
    select: { id: true },
    take: 500,
    orderBy: { deliveryTime: 'asc' },
  });
  let received = 0;
  for (const { id } of due) if (await moveOrder(db, id, 'receive', { receiveTime: now })) received += 1;
  return received;
}
