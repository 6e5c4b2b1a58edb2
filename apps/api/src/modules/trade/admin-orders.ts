import {
  allows,
  ORDER_LOG_USER_TYPE,
  ORDER_STATUS,
  ORDER_TRANSITIONS,
  ORDER_TYPE,
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
import { issueCreditNote } from './invoices.ts';
import { queueOrderMail, queueProgressMail } from './order-mail.ts';
import { toOrder } from './order-access.ts';
import { refundClaimed } from './refund-claim.ts';
import { cancelAndRelease } from './release-order.ts';
import { printFinished } from './print-data.ts';
import { printNamer } from './print-names.ts';
import { actorOf, moveOrder, movePayment } from './transitions.ts';

/** Dispatched orders are received automatically this long after dispatch. */
const AUTO_RECEIVE_AFTER_MS = 14 * 24 * 60 * 60 * 1000;

const withLines = { items: { orderBy: { id: 'asc' } }, payOrder: true } as const;
type AdminOrderRow = Prisma.TradeOrderGetPayload<{ include: typeof withLines }>;

/** An order as the back office sees it, with its member's account e-mail (a guest's: the e-mail entered). */
function adminOrderOf(row: AdminOrderRow, memberMail: string | null): TAdminOrder {
  return {
    ...toOrder(row),
    // A guest's order: no account (0), and the e-mail the guest entered.
    memberId: row.memberId ?? 0,
    memberMail: row.memberId === null ? row.email : (memberMail ?? ''),
    logisticsId: row.logisticsId,
    logisticsNo: row.logisticsNo,
    remark: row.remark,
    cancelReason: row.cancelReason,
  };
}

/** What the audit log keeps of an order before and after a change. */
const auditView = (o: { status: number; logisticsId: number | null; logisticsNo: string | null; remark: string | null }) => ({
  status: o.status,
  logisticsId: o.logisticsId,
  logisticsNo: o.logisticsNo,
  remark: o.remark,
});

type OrderFilters = z.output<typeof ZAdminOrderCountRequest> & { status?: number | undefined };

/**
 * The page's filters as SQL over `o` (trade_order) with their parameters. Orders by an e-mail are
 * the account's orders and the guest orders placed with that address.
 */
function orderConditions(query: OrderFilters, params: unknown[]): string {
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (query.status !== undefined) where.push(`o.status = ${param(query.status)}`);
  if (query.no) where.push(`o.no = ${param(query.no)}`);
  if (query.mail) {
    const mail = param(query.mail);
    where.push(`(o.member_id = (SELECT id FROM member_user WHERE mail = ${mail}) OR (o.member_id IS NULL AND o.email = ${mail}))`);
  }
  const createdAt = timeRangeFilter(query.createTime);
  if (createdAt?.gte) where.push(`o.created_at >= ${param(createdAt.gte)}`);
  if (createdAt?.lte) where.push(`o.created_at <= ${param(createdAt.lte)}`);
  if (query.payChannelCode)
    where.push(
      `EXISTS (SELECT 1 FROM pay_order p WHERE p.order_id = o.id AND p.channel_code = ${param(query.payChannelCode)} AND p.status <> ${PAY_STATUS.waiting})`,
    );
  return where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
}

/** Fixed ORDER BY text per sortable field (never built from input); the id breaks ties for stable pages. */
const ORDER_SORT: Record<NonNullable<z.output<typeof ZAdminOrderPageRequest>['sortField']>, [string, string]> = {
  createTime: ['o.created_at ASC, o.id ASC', 'o.created_at DESC, o.id DESC'],
  payPrice: ['o.pay_price ASC, o.id ASC', 'o.pay_price DESC, o.id DESC'],
};

/**
 * A page of every order (members' and guests', deleted ones included), newest first unless sorted: one SQL
 * statement for the page with its lines, payments and members' e-mails, one for the total, since
 * the back office lists tens of thousands of orders (docs/benchmarks.md). Newest first by placing
 * time, so the (status, created_at) and (created_at) indexes hand the page over in order.
 */
export async function pageAdminOrders(ctx: Ctx, query: z.output<typeof ZAdminOrderPageRequest>) {
  const order = query.sortField ? ORDER_SORT[query.sortField][query.sortAsc ? 0 : 1] : ORDER_SORT.createTime[1];
  const params: unknown[] = [];
  const where = orderConditions(query, params);
  const count = ctx.db.sql.query<{ total: string }>(`SELECT count(*) AS total FROM trade_order o ${where}`, [...params]);
  params.push(query.pageSize, (query.pageNo - 1) * query.pageSize);
  const page = ctx.db.sql.query<Record<string, unknown> & { accountMail: string | null; payOrderJson: unknown; itemsJson: unknown[] }>(
    `WITH page AS (
       SELECT o.* FROM trade_order o ${where}
       ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}
     )
     SELECT o.*,
       (SELECT mail FROM member_user m WHERE m.id = o.member_id) AS "accountMail",
       (SELECT row_to_json(p) FROM pay_order p WHERE p.order_id = o.id) AS "payOrderJson",
       (SELECT coalesce(json_agg(i ORDER BY i.id), '[]') FROM trade_order_item i WHERE i.order_id = o.id) AS "itemsJson"
     FROM page o ORDER BY ${order}`,
    params,
  );
  const [{ rows }, counted] = await Promise.all([page, count]);
  const list = rows.map(({ accountMail, payOrderJson, itemsJson, ...order }) => {
    const row = {
      ...fromColumns(order),
      payOrder: payOrderJson ? fromColumns(payOrderJson as Record<string, unknown>) : null,
      items: itemsJson.map((item) => fromColumns(item as Record<string, unknown>)),
    };
    return adminOrderOf(row as unknown as AdminOrderRow, accountMail);
  });
  return { list, total: Number(counted.rows[0]?.total ?? 0) };
}

/**
 * A row read with plain SQL as Prisma would answer it: columns by their field names
 * (`created_at` → `createdAt`, the schema's naming rule), and times that came inside JSON as text
 * turned back into dates. So the page follows new columns of the order tables by itself.
 */
function fromColumns(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column in row) {
    const { field, time } = fieldOf(column);
    const value = row[column];
    out[field] = time && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}

/** Field names by column, worked out once per column (every row of every page has the same ones). */
const fields = new Map<string, { field: string; time: boolean }>();
function fieldOf(column: string): { field: string; time: boolean } {
  let known = fields.get(column);
  if (!known) {
    const field = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    known = { field, time: /(Time|At)$/.test(field) };
    fields.set(column, known);
  }
  return known;
}

/** How many orders each status has under the page's other filters. */
export async function countAdminOrders(ctx: Ctx, query: z.output<typeof ZAdminOrderCountRequest>) {
  const params: unknown[] = [];
  const { rows } = await ctx.db.sql.query<{ status: number; count: string }>(
    `SELECT o.status, count(*) AS count FROM trade_order o ${orderConditions({ ...query, status: undefined }, params)} GROUP BY o.status`,
    params,
  );
  const of = (status: number) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return {
    allCount: rows.reduce((sum, r) => sum + Number(r.count), 0),
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
  const [member, logs, names] = await Promise.all([
    row.memberId === null ? null : ctx.db.member.findUnique({ where: { id: row.memberId }, select: { mail: true } }),
    orderLogs(ctx.db, id),
    printNamer(ctx),
  ]);
  const order = adminOrderOf(row, member?.mail ?? null);
  const custom = new Map(row.items.filter((i) => i.orderType === ORDER_TYPE.custom).map((i) => [i.id, names(i)]));
  return { ...order, items: order.items.map((item) => ({ ...item, ...custom.get(item.id) })), logs };
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
 * the shopper's mail is queued in the same transaction and delivered after the commit (not to a
 * member who turned off mails about order progress).
 */
export async function deliverOrder(ctx: Ctx, input: z.output<typeof ZAdminOrderDeliveryRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const carrier = await ctx.db.deliveryExpress.findUnique({ where: { id: input.logisticsId } });
  if (!carrier) throw new AppError('DELIVERY_EXPRESS_NOT_FOUND');
  const mailId = await ctx.db.$transaction(async (tx) => {
    const before = await tx.tradeOrder.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError('ORDER_NOT_FOUND');
    // A logo line leaves the shop printed, never before.
    if (!(await printFinished(tx, before.id))) throw new AppError('ORDER_PRINT_NOT_FINISHED');
    // Under the row's lock: a cancel with refund claims the order first, and then it must not ship.
    const [claim] = await tx.$queryRaw<{ cancelling: boolean }[]>`
      SELECT cancelling_at IS NOT NULL AND status = ${ORDER_STATUS.undelivered} AS cancelling
      FROM trade_order WHERE id = ${before.id} FOR UPDATE`;
    if (claim?.cancelling) throw new AppError('ORDER_BEING_CANCELLED');
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
    return queueProgressMail(tx, ctx.services, before, { carrier: carrier.name, trackingNo: input.logisticsNo });
  });
  if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
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
    const refundId = await refundClaimed(ctx, { id: order.id, payOrder: order.payOrder });
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
    // A refunded order's invoice is corrected by a credit note, sent with the mail.
    const creditNote = paid ? await issueCreditNote(tx, ctx.services, order.id, null) : [];
    return queueOrderMail(
      tx,
      ctx.services,
      paid ? 'order-cancelled-refunded' : 'order-cancelled',
      order,
      { reason: input.reason },
      creditNote,
    );
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
