import { ORDER_STATUS, type TAdminOrder, type ZAdminOrderDeliveryRequest, type ZAdminOrderPageRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { queueOrderMail } from './order-mail.ts';
import { toOrder } from './order-lifecycle.ts';
import { moveOrder } from './transitions.ts';

/** Dispatched orders are received automatically this long after dispatch. */
const AUTO_RECEIVE_AFTER_MS = 14 * 24 * 60 * 60 * 1000;

const withLines = { items: { orderBy: { id: 'asc' } }, payOrder: true } as const;
type AdminOrderRow = Prisma.TradeOrderGetPayload<{ include: typeof withLines }>;

/** The orders with their members' e-mail addresses (one query for the members of a page). */
async function toAdminOrders(db: Db, rows: AdminOrderRow[]): Promise<TAdminOrder[]> {
  const members = await db.member.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.memberId))] } },
    select: { id: true, mail: true },
  });
  const mails = new Map(members.map((m) => [m.id, m.mail]));
  return rows.map((row) => ({
    ...toOrder(row),
    memberId: row.memberId,
    memberMail: mails.get(row.memberId) ?? '',
    logisticsId: row.logisticsId,
    logisticsNo: row.logisticsNo,
    remark: row.remark,
  }));
}

/** What the audit log keeps of an order before and after a change. */
const auditView = (o: { status: number; logisticsId: number | null; logisticsNo: string | null; remark: string | null }) => ({
  status: o.status,
  logisticsId: o.logisticsId,
  logisticsNo: o.logisticsNo,
  remark: o.remark,
});

/** A page of every member's orders (deleted ones included), newest first. */
export async function pageAdminOrders(ctx: Ctx, query: z.output<typeof ZAdminOrderPageRequest>) {
  let memberId: number | undefined;
  if (query.mail) {
    const member = await ctx.db.member.findFirst({ where: { mail: query.mail }, select: { id: true } });
    if (!member) return { list: [], total: 0 };
    memberId = member.id;
  }
  const where: Prisma.TradeOrderWhereInput = {
    ...(query.status !== undefined ? { status: query.status } : {}),
    ...(query.no ? { no: query.no } : {}),
    ...(memberId !== undefined ? { memberId } : {}),
  };
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

export async function getAdminOrder(ctx: Ctx, id: number): Promise<TAdminOrder> {
  const row = await ctx.db.tradeOrder.findUnique({ where: { id }, include: withLines });
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  const [order] = await toAdminOrders(ctx.db, [row]);
  return order!;
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
    if (!(await moveOrder(tx, before.id, 'deliver', data))) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
    const after = { ...before, ...data, status: ORDER_STATUS.delivered };
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:delivery',
      target: `trade_order:${before.id}`,
      before: auditView(before),
      after: auditView(after),
    });
    return queueOrderMail(tx, ctx.services.mailer, 'order-dispatched', before, { carrier: carrier.name, trackingNo: input.logisticsNo });
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
