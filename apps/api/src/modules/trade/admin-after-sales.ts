import {
  AFTER_SALE_STATUS,
  AFTER_SALE_WAY,
  afterSaleRefundCeiling,
  type TAdminAfterSaleDetail,
  type ZAdminAfterSalePageRequest,
} from '@shop/shared';
import type { z } from 'zod';
import type { Prisma, TradeAfterSale } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { queueAfterSaleMail } from './after-sale-mail.ts';
import { afterSaleStep } from './after-sale-step.ts';
import { toAfterSales } from './after-sale-view.ts';
import { issueCreditNote } from './invoices.ts';
import { refundWithProvider } from './pay-order.ts';
import { giveBackStock } from './stock.ts';
import { actorOf, moveAfterSale } from './transitions.ts';

type Tx = Prisma.TransactionClient;

/** What the audit log keeps of an after-sale before and after a step. */
const auditView = (r: TradeAfterSale) => ({
  status: r.status,
  refundPrice: r.refundPrice,
  auditReason: r.auditReason,
  refuseMemo: r.refuseMemo,
  refundId: r.refundId,
});

async function afterSaleOf(ctx: Ctx, id: number): Promise<TradeAfterSale> {
  const row = await ctx.db.tradeAfterSale.findUnique({ where: { id } });
  if (!row) throw new AppError('AFTER_SALE_NOT_FOUND');
  return row;
}

/** Writes the audit entry of a step: the after-sale as it was and as it is now. */
async function audit(ctx: Ctx, tx: Tx, action: string, before: TradeAfterSale): Promise<void> {
  const after = await tx.tradeAfterSale.findUniqueOrThrow({ where: { id: before.id } });
  await writeAudit(tx, {
    adminId: adminIdOf(ctx),
    action,
    target: `trade_after_sale:${before.id}`,
    before: auditView(before),
    after: auditView(after),
  });
}

/** Members' names and e-mails by id. */
async function membersOf(ctx: Ctx, ids: number[]) {
  return ctx.db.member.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, mail: true, firstName: true, lastName: true },
  });
}

export async function pageAdminAfterSales(ctx: Ctx, query: z.output<typeof ZAdminAfterSalePageRequest>) {
  const no = query.no?.trim();
  const orderIds = no
    ? (await ctx.db.tradeOrder.findMany({ where: { no: { contains: no } }, select: { id: true }, take: 500 })).map((o) => o.id)
    : [];
  const where: Prisma.TradeAfterSaleWhereInput = {
    ...(query.status !== undefined ? { status: query.status } : {}),
    ...(query.way !== undefined ? { way: query.way } : {}),
    ...(no ? { OR: [{ no: { contains: no } }, { orderId: { in: orderIds } }] } : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.tradeAfterSale.findMany({ where, orderBy: { id: 'desc' }, skip: (query.pageNo - 1) * query.pageSize, take: query.pageSize }),
    ctx.db.tradeAfterSale.count({ where }),
  ]);
  const [views, members] = await Promise.all([
    toAfterSales(ctx, rows),
    membersOf(
      ctx,
      rows.map((r) => r.memberId),
    ),
  ]);
  return {
    list: views.map((view, index) => {
      const member = members.find((m) => m.id === rows[index]!.memberId);
      return {
        ...view,
        memberId: rows[index]!.memberId,
        memberMail: member?.mail ?? '',
        memberName: member ? `${member.firstName} ${member.lastName}`.trim() : '',
      };
    }),
    total,
  };
}

export async function getAdminAfterSale(ctx: Ctx, id: number): Promise<TAdminAfterSaleDetail> {
  const row = await ctx.db.tradeAfterSale.findUnique({ where: { id }, include: { logs: { orderBy: { id: 'asc' } } } });
  if (!row) throw new AppError('AFTER_SALE_NOT_FOUND');
  const [[view], [member], order] = await Promise.all([
    toAfterSales(ctx, [row]),
    membersOf(ctx, [row.memberId]),
    ctx.db.tradeOrder.findUniqueOrThrow({ where: { id: row.orderId }, include: { items: true, payOrder: true } }),
  ]);
  return {
    ...view!,
    memberId: row.memberId,
    memberMail: member?.mail ?? '',
    memberName: member ? `${member.firstName} ${member.lastName}`.trim() : '',
    logs: row.logs.map((l) => ({
      action: l.action,
      beforeStatus: l.beforeStatus,
      afterStatus: l.afterStatus,
      userType: l.userType,
      userId: l.userId,
      reason: l.reason,
      createTime: l.createdAt.getTime(),
    })),
    order: {
      id: order.id,
      no: order.no,
      status: order.status,
      payPrice: order.payPrice,
      deliveryPrice: order.deliveryPrice,
      payChannelCode: order.payOrder?.channelCode ?? null,
      receiveTime: order.receiveTime?.getTime() ?? null,
      deliveryTime: order.deliveryTime?.getTime() ?? null,
    },
    refundCeiling: afterSaleRefundCeiling(order, row.orderItemId),
  };
}

/** Approves an application: a return awaits the parcel (→ 20, return address mailed), a refund only the refund (→ 40). */
export async function agreeAfterSale(ctx: Ctx, id: number): Promise<boolean> {
  const row = await afterSaleOf(ctx, id);
  const isReturn = row.way === AFTER_SALE_WAY.returnAndRefund;
  return afterSaleStep(ctx, row, async (tx) => {
    const data = { auditAdminId: adminIdOf(ctx), auditTime: ctx.services.clock() };
    const moved = await moveAfterSale(tx, row, isReturn ? 'agree' : 'agreeRefund', data, actorOf(ctx));
    if (moved) await audit(ctx, tx, 'trade:after-sale:agree', row);
    return { moved, mail: isReturn ? 'after-sale-approved-return' : 'after-sale-approved-refund' };
  });
}

/** Rejects an application with a reason for the shopper (10 → 62). */
export async function disagreeAfterSale(ctx: Ctx, input: { id: number; auditReason: string }): Promise<boolean> {
  const row = await afterSaleOf(ctx, input.id);
  return afterSaleStep(ctx, row, async (tx) => {
    const data = { auditAdminId: adminIdOf(ctx), auditTime: ctx.services.clock(), auditReason: input.auditReason };
    const moved = await moveAfterSale(tx, row, 'disagree', data, actorOf(ctx), input.auditReason);
    if (moved) await audit(ctx, tx, 'trade:after-sale:disagree', row);
    return { moved, mail: 'after-sale-rejected', extra: { reason: input.auditReason } };
  });
}

/** The returned parcel arrived (30 → 40): its pieces go back into stock. */
export async function receiveAfterSale(ctx: Ctx, id: number): Promise<boolean> {
  const row = await afterSaleOf(ctx, id);
  return afterSaleStep(ctx, row, async (tx) => {
    const moved = await moveAfterSale(tx, row, 'receive', { receiveTime: ctx.services.clock() }, actorOf(ctx));
    if (moved) {
      await giveBackStock(tx, [{ skuId: row.skuId, spuId: row.spuId, count: row.count }]);
      await audit(ctx, tx, 'trade:after-sale:receive', row);
    }
    return { moved, mail: 'after-sale-received' };
  });
}

/** Refuses the returned parcel with a reason for the shopper (30 → 63). */
export async function refuseAfterSale(ctx: Ctx, input: { id: number; refuseMemo: string }): Promise<boolean> {
  const row = await afterSaleOf(ctx, input.id);
  return afterSaleStep(ctx, row, async (tx) => {
    const data = { receiveTime: ctx.services.clock(), refuseMemo: input.refuseMemo };
    const moved = await moveAfterSale(tx, row, 'refuse', data, actorOf(ctx), input.refuseMemo);
    if (moved) await audit(ctx, tx, 'trade:after-sale:refuse', row);
    return { moved, mail: 'after-sale-refused', extra: { reason: input.refuseMemo } };
  });
}

/**
 * Pays the after-sale's amount back through the provider its order was paid with (40 → 50).
 * One conditional statement lets one request of many reach the provider; the provider's request id
 * is the after-sale's own, so even a retry after a lost answer pays once. A failed refund can be
 * tried again.
 */
export async function refundAfterSale(ctx: Ctx, id: number): Promise<boolean> {
  const row = await afterSaleOf(ctx, id);
  if (row.status !== AFTER_SALE_STATUS.awaitingRefund) throw new AppError('AFTER_SALE_STATUS_NOT_ALLOWED');
  const now = ctx.services.clock();
  const claimed = await ctx.db.tradeAfterSale.updateMany({
    where: { id, status: AFTER_SALE_STATUS.awaitingRefund, refundStartedAt: null },
    data: { refundStartedAt: now },
  });
  if (claimed.count !== 1) {
    const current = await afterSaleOf(ctx, id);
    throw new AppError(
      current.status === AFTER_SALE_STATUS.awaitingRefund ? 'AFTER_SALE_REFUND_IN_PROGRESS' : 'AFTER_SALE_STATUS_NOT_ALLOWED',
    );
  }
  let refundId: string | null;
  try {
    const payOrder = await ctx.db.payOrder.findUnique({ where: { orderId: row.orderId } });
    if (!payOrder) throw new AppError('PAY_ORDER_NOT_FOUND');
    refundId = await refundWithProvider(ctx.services.payments, payOrder, { amount: row.refundPrice, requestId: `after-sale-${row.id}` });
  } catch (error) {
    await ctx.db.tradeAfterSale.updateMany({ where: { id, status: AFTER_SALE_STATUS.awaitingRefund }, data: { refundStartedAt: null } });
    throw error;
  }
  const mailId = await ctx.db.$transaction(async (tx) => {
    if (!(await moveAfterSale(tx, row, 'refund', { refundId, refundTime: now }, actorOf(ctx))))
      throw new AppError('AFTER_SALE_STATUS_NOT_ALLOWED');
    await audit(ctx, tx, 'trade:after-sale:refund', row);
    const refunded = await tx.tradeAfterSale.findUniqueOrThrow({ where: { id } });
    // The credit note is numbered with the refund and goes with its mail.
    const creditNote = await issueCreditNote(tx, ctx.services, refunded.orderId, refunded);
    return queueAfterSaleMail(tx, ctx.services, 'after-sale-refunded', refunded, {}, creditNote);
  });
  ctx.services.mailer.deliverLater(mailId);
  return true;
}
