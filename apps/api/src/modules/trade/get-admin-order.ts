import { ORDER_LOG_USER_TYPE, ORDER_TYPE, PAY_STATUS, type TAdminOrderDetail } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { orderDocuments } from './admin-documents.ts';
import { adminOrderOf, withLines } from './admin-order-view.ts';
import { orderEditable, orderEdits } from './order-edit-view.ts';
import { orderRefunds } from './order-refund-view.ts';
import { printNamer } from './print-names.ts';
import { paidBack, REFUNDABLE_STATUSES, refundableNow } from './refunded-so-far.ts';

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
  const [member, logs, names, documents, refunds, refunded, edits, editable] = await Promise.all([
    row.memberId === null ? null : ctx.db.member.findUnique({ where: { id: row.memberId }, select: { mail: true } }),
    orderLogs(ctx.db, id),
    printNamer(ctx),
    orderDocuments(ctx.db, id),
    orderRefunds(ctx.db, id),
    paidBack(ctx.db, row),
    orderEdits(ctx, row),
    orderEditable(ctx.db, row),
  ]);
  const order = adminOrderOf(row, member?.mail ?? null);
  const custom = new Map(row.items.filter((i) => i.orderType === ORDER_TYPE.custom).map((i) => [i.id, names(i)]));
  const paid = REFUNDABLE_STATUSES.includes(row.status) && row.payOrder?.status === PAY_STATUS.paid;
  return {
    ...order,
    items: order.items.map((item) => ({ ...item, ...custom.get(item.id), refundedCount: refunded.pieces.get(item.id) ?? 0 })),
    logs,
    documents,
    refunds,
    refundedPrice: refunded.price,
    edits,
    editable,
    ...(paid ? { refundable: await refundableNow(ctx.db, row) } : {}),
  };
}
