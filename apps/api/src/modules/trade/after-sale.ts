import {
  AFTER_SALE_STATUS,
  AFTER_SALE_TRANSITIONS,
  AFTER_SALE_WAY,
  type AfterSaleAction,
  afterSaleRefundCeiling,
  afterSaleWindowOpen,
  type Currency,
  formatMoney,
  type Language,
  ORDER_STATUS,
  ORDER_TYPE,
  PAY_STATUS,
  type TAfterSale,
  type ZAfterSaleCreateRequest,
  type MailTemplate,
} from '@shop/shared';
import type { z } from 'zod';
import { settingLines, type Config } from '../../config/config.ts';
import type { Prisma, TradeAfterSale, TradeAfterSaleLog } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import type { Services } from '../../services.ts';
import type { MailAttachmentRef } from '../infra/mailer.ts';
import { documentNotes } from './order-mail.ts';
import { actorOf, type OrderActor } from './transitions.ts';

type Tx = Prisma.TransactionClient;
const ms = (date: Date | null) => (date ? date.getTime() : null);

/**
 * Where returns go: the warehouse of the order's market (RETURN_ADDRESS_US for orders in USD,
 * RETURN_ADDRESS_EU for EU orders in EUR). Mailed with the approval and shown on the after-sale's page.
 */
function returnAddress(config: Config, currency: string): string {
  return settingLines((currency as Currency) === 'USD' ? config.RETURN_ADDRESS_US : config.RETURN_ADDRESS_EU).join('\n');
}

/** The after-sale's number: "r" + the time it was applied for + its id, as order numbers are made. */
function afterSaleNumber(id: number, at: Date): string {
  return `r${at.toISOString().replace(/\D/g, '').slice(0, 14)}${String(id).padStart(6, '0')}`;
}

/**
 * Moves an after-sale by the shared transition table, only from a status the action allows (a
 * conditional update: of two racing requests one wins), keeps its line's after-sale status in step
 * and writes the step to its timeline, all in the caller's transaction. The only code that writes
 * an after-sale's status.
 */
export async function moveAfterSale(
  tx: Tx,
  row: Pick<TradeAfterSale, 'id' | 'orderItemId'>,
  action: AfterSaleAction,
  data: Prisma.TradeAfterSaleUpdateManyMutationInput,
  by: OrderActor,
  reason = '',
): Promise<boolean> {
  const rule = AFTER_SALE_TRANSITIONS[action];
  const from: readonly number[] = rule.from;
  const [current] = await tx.$queryRaw<{ status: number }[]>`SELECT status FROM trade_after_sale WHERE id = ${row.id} FOR UPDATE`;
  if (!current || !from.includes(current.status)) return false;
  await tx.tradeAfterSale.update({ where: { id: row.id }, data: { ...data, status: rule.to } });
  await tx.tradeOrderItem.updateMany({ where: { id: row.orderItemId, afterSaleId: row.id }, data: { afterSaleStatus: rule.to } });
  await tx.tradeAfterSaleLog.create({
    data: {
      afterSaleId: row.id,
      action,
      beforeStatus: current.status,
      afterStatus: rule.to,
      userType: by.userType,
      userId: by.userId,
      reason,
    },
  });
  return true;
}

/** An after-sale as the member and the back office see it. */
export async function toAfterSales(
  ctx: Pick<Ctx, 'db' | 'services'>,
  rows: (TradeAfterSale & { logs?: TradeAfterSaleLog[] })[],
): Promise<(Omit<TAfterSale, 'logs'> & { logs?: TAfterSale['logs'] })[]> {
  const [orders, carriers] = await Promise.all([
    ctx.db.tradeOrder.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.orderId))] } }, select: { id: true, no: true } }),
    ctx.db.deliveryExpress.findMany({
      where: { id: { in: rows.flatMap((r) => (r.logisticsId === null ? [] : [r.logisticsId])) } },
      select: { id: true, name: true },
    }),
  ]);
  return rows.map((r) => ({
    id: r.id,
    no: r.no,
    status: r.status,
    way: r.way,
    applyReason: r.applyReason,
    applyDescription: r.applyDescription,
    applyPicUrls: r.applyPicUrls as string[],
    refundPrice: r.refundPrice,
    currency: r.currency,
    orderId: r.orderId,
    orderNo: orders.find((o) => o.id === r.orderId)?.no ?? '',
    orderItemId: r.orderItemId,
    spuId: r.spuId,
    skuId: r.skuId,
    spuName: r.spuName,
    picUrl: r.picUrl,
    properties: r.properties as TAfterSale['properties'],
    count: r.count,
    auditReason: r.auditReason,
    refuseMemo: r.refuseMemo,
    logisticsId: r.logisticsId,
    logisticsName: carriers.find((c) => c.id === r.logisticsId)?.name ?? '',
    logisticsNo: r.logisticsNo,
    // The address matters to the shopper only once a return is approved.
    returnAddress:
      r.way === AFTER_SALE_WAY.returnAndRefund && r.auditTime !== null && r.status !== AFTER_SALE_STATUS.rejected
        ? returnAddress(ctx.services.config, r.currency)
        : '',
    createTime: r.createdAt.getTime(),
    auditTime: ms(r.auditTime),
    deliveryTime: ms(r.deliveryTime),
    receiveTime: ms(r.receiveTime),
    refundTime: ms(r.refundTime),
    cancelTime: ms(r.cancelTime),
    ...(r.logs
      ? {
          logs: r.logs.map((l) => ({
            action: l.action,
            beforeStatus: l.beforeStatus,
            afterStatus: l.afterStatus,
            userType: l.userType,
            reason: l.reason,
            createTime: l.createdAt.getTime(),
          })),
        }
      : {}),
  }));
}

/**
 * An e-mail about an after-sale to its member, in the member's e-mail language, written in the
 * transaction of the step that causes it.
 */
export async function queueAfterSaleMail(
  tx: Tx,
  services: Pick<Services, 'mailer' | 'config'>,
  template: Extract<MailTemplate, `after-sale-${string}`>,
  row: TradeAfterSale,
  extra: Record<string, string> = {},
  attachments: MailAttachmentRef[] = [],
): Promise<number> {
  const member = await tx.member.findUniqueOrThrow({
    where: { id: row.memberId },
    select: { mail: true, firstName: true, mailLanguage: true },
  });
  const order = await tx.tradeOrder.findUniqueOrThrow({ where: { id: row.orderId }, select: { no: true } });
  const link = `${services.config.PUBLIC_URL}/afterSaleDetail?id=${row.id}`;
  const params = {
    name: member.firstName,
    no: row.no,
    orderNo: order.no,
    item: row.spuName,
    amount: formatMoney(row.refundPrice, row.currency as Currency, member.mailLanguage),
    returnAddress: returnAddress(services.config, row.currency),
    link,
    // The refund's mail says so when its credit note comes with it (an order not invoiced yet has none).
    documents: documentNotes(attachments, member.mailLanguage as Language)
      .map((note) => `\n\n${note}`)
      .join(''),
    ...extra,
  };
  return services.mailer.queue(tx, {
    to: member.mail,
    template,
    language: member.mailLanguage as Language,
    params,
    neutral: false,
    attachments,
  });
}

type Reason = { en?: string; de?: string; zh?: string; defect?: boolean };

/** The configured reason the shopper chose (in any of the shop's languages), or null. */
async function configuredReason(ctx: Ctx, way: number, text: string): Promise<Reason | null> {
  const config = await ctx.db.tradeConfig.findUnique({ where: { id: 1 } });
  const reasons = ((way === AFTER_SALE_WAY.refund ? config?.afterSaleRefundReasons : config?.afterSaleReturnReasons) ?? []) as Reason[];
  return reasons.find((r) => r.en === text || r.de === text || r.zh === text) ?? null;
}

/** Pictures must be images this member uploaded to the shop. */
async function assertOwnPictures(ctx: Ctx, urls: string[]): Promise<void> {
  const distinct = [...new Set(urls)];
  if (distinct.length === 0) return;
  const known = await ctx.db.uploadedFile.count({ where: { url: { in: distinct }, kind: 'image', memberId: ctx.memberId } });
  if (known !== distinct.length) throw new AppError('FILE_NOT_OURS');
}

/**
 * Applies for a refund or a return of one line of the member's dispatched or received order:
 * within 14 days (custom lines: defects only, within 7 days, with pictures), for at most what the
 * line cost (less 15 % when delivery was free), one open after-sale per line.
 */
export async function createAfterSale(ctx: Ctx, input: z.output<typeof ZAfterSaleCreateRequest>): Promise<number> {
  const memberId = memberIdOf(ctx);
  const item = await ctx.db.tradeOrderItem.findFirst({
    where: { id: input.orderItemId, order: { memberId, deletedAt: null } },
    include: { order: { include: { items: true, payOrder: true } } },
  });
  if (!item) throw new AppError('ORDER_NOT_FOUND');
  const { order } = item;
  const dispatched = order.status === ORDER_STATUS.delivered || order.status === ORDER_STATUS.completed;
  if (!dispatched || order.payOrder?.status !== PAY_STATUS.paid) throw new AppError('AFTER_SALE_ORDER_NOT_DELIVERED');
  const now = ctx.services.clock();
  const custom = item.orderType === ORDER_TYPE.custom;
  const times = { receiveTime: ms(order.receiveTime), deliveryTime: ms(order.deliveryTime) };
  if (!afterSaleWindowOpen(times, item.orderType, now.getTime())) throw new AppError('AFTER_SALE_WINDOW_PASSED', { days: custom ? 7 : 14 });
  const reason = await configuredReason(ctx, input.way, input.applyReason);
  if (!reason) throw new AppError('AFTER_SALE_REASON_INVALID');
  if (custom && !reason.defect) throw new AppError('AFTER_SALE_CUSTOM_DEFECT_ONLY');
  if (custom && input.applyPicUrls.length === 0) throw new AppError('AFTER_SALE_PICTURES_REQUIRED');
  await assertOwnPictures(ctx, input.applyPicUrls);
  const ceiling = afterSaleRefundCeiling(order, item.id);
  const refundPrice = input.refundPrice ?? ceiling;
  if (refundPrice > ceiling)
    throw new AppError('AFTER_SALE_REFUND_PRICE_TOO_HIGH', { max: formatMoney(ceiling, order.currency as Currency, ctx.language) });

  const { id, mailId } = await ctx.db.$transaction(async (tx) => {
    // One statement decides a race: the line takes a new after-sale only when it has none open (or refunded).
    const claimed = await tx.tradeOrderItem.updateMany({
      where: {
        id: item.id,
        OR: [
          { afterSaleStatus: null },
          { afterSaleStatus: { in: [AFTER_SALE_STATUS.buyerCancelled, AFTER_SALE_STATUS.rejected, AFTER_SALE_STATUS.returnRefused] } },
        ],
      },
      data: { afterSaleStatus: AFTER_SALE_STATUS.applied },
    });
    if (claimed.count !== 1) throw new AppError('AFTER_SALE_ALREADY_OPEN');
    const created = await tx.tradeAfterSale.create({
      data: {
        no: `pending-${now.getTime()}-${item.id}`,
        memberId,
        orderId: order.id,
        orderItemId: item.id,
        way: input.way,
        applyReason: input.applyReason,
        applyDescription: input.applyDescription,
        applyPicUrls: input.applyPicUrls,
        refundPrice,
        currency: order.currency,
        spuId: item.spuId,
        skuId: item.skuId,
        spuName: item.spuName,
        picUrl: item.picUrl,
        properties: item.properties as Prisma.InputJsonValue,
        count: item.count,
        createdAt: now,
      },
    });
    const row = await tx.tradeAfterSale.update({ where: { id: created.id }, data: { no: afterSaleNumber(created.id, now) } });
    await tx.tradeOrderItem.update({ where: { id: item.id }, data: { afterSaleId: row.id } });
    const by = actorOf(ctx);
    await tx.tradeAfterSaleLog.create({
      data: {
        afterSaleId: row.id,
        action: 'create',
        beforeStatus: null,
        afterStatus: row.status,
        userType: by.userType,
        userId: by.userId,
      },
    });
    return { id: row.id, mailId: await queueAfterSaleMail(tx, ctx.services, 'after-sale-applied', row) };
  });
  ctx.services.mailer.deliverLater(mailId);
  return id;
}

/** The member's own after-sale; another member's behaves like a missing one. */
async function ownAfterSale(ctx: Ctx, id: number) {
  const row = await ctx.db.tradeAfterSale.findFirst({
    where: { id, memberId: memberIdOf(ctx) },
    include: { logs: { orderBy: { id: 'asc' } } },
  });
  if (!row) throw new AppError('AFTER_SALE_NOT_FOUND');
  return row;
}

export async function getAfterSale(ctx: Ctx, id: number): Promise<TAfterSale> {
  const [view] = await toAfterSales(ctx, [await ownAfterSale(ctx, id)]);
  return view as TAfterSale;
}

export async function pageAfterSales(ctx: Ctx, input: { status?: number | undefined; pageNo: number; pageSize: number }) {
  const where = { memberId: memberIdOf(ctx), ...(input.status !== undefined ? { status: input.status } : {}) };
  const [rows, total] = await Promise.all([
    ctx.db.tradeAfterSale.findMany({ where, orderBy: { id: 'desc' }, skip: (input.pageNo - 1) * input.pageSize, take: input.pageSize }),
    ctx.db.tradeAfterSale.count({ where }),
  ]);
  return { list: await toAfterSales(ctx, rows), total };
}

/** Runs one step of an after-sale with its mail; the step's own checks inside the transaction. */
export async function afterSaleStep(
  ctx: Ctx,
  row: TradeAfterSale,
  step: (tx: Tx) => Promise<{ moved: boolean; mail: Parameters<typeof queueAfterSaleMail>[2]; extra?: Record<string, string> }>,
): Promise<boolean> {
  const mailId = await ctx.db.$transaction(async (tx) => {
    const { moved, mail, extra } = await step(tx);
    if (!moved) throw new AppError('AFTER_SALE_STATUS_NOT_ALLOWED');
    const after = await tx.tradeAfterSale.findUniqueOrThrow({ where: { id: row.id } });
    return queueAfterSaleMail(tx, ctx.services, mail, after, extra);
  });
  ctx.services.mailer.deliverLater(mailId);
  return true;
}

/** The member withdraws an after-sale while it is applied or approved (→ 61). */
export async function cancelAfterSale(ctx: Ctx, id: number): Promise<boolean> {
  const row = await ownAfterSale(ctx, id);
  return afterSaleStep(ctx, row, async (tx) => ({
    moved: await moveAfterSale(tx, row, 'cancel', { cancelTime: ctx.services.clock() }, actorOf(ctx)),
    mail: 'after-sale-cancelled',
  }));
}

/** The member enters the return parcel of an approved return (20 → 30). */
export async function deliverAfterSale(ctx: Ctx, input: { id: number; logisticsId: number; logisticsNo: string }): Promise<boolean> {
  const row = await ownAfterSale(ctx, input.id);
  const carrier = await ctx.db.deliveryExpress.findUnique({ where: { id: input.logisticsId } });
  if (!carrier) throw new AppError('DELIVERY_EXPRESS_NOT_FOUND');
  const data = { logisticsId: carrier.id, logisticsNo: input.logisticsNo, deliveryTime: ctx.services.clock() };
  return afterSaleStep(ctx, row, async (tx) => ({
    moved: await moveAfterSale(tx, row, 'deliver', data, actorOf(ctx)),
    mail: 'after-sale-shipped',
    extra: { carrier: carrier.name, trackingNo: input.logisticsNo },
  }));
}
