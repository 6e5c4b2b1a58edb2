import {
  AFTER_SALE_STATUS,
  AFTER_SALE_WAY,
  afterSaleRefundCeiling,
  afterSaleWindowOpen,
  type Currency,
  formatMoney,
  ORDER_STATUS,
  ORDER_TYPE,
  PAY_STATUS,
  type ZAfterSaleCreateRequest,
} from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { queueAfterSaleMail } from './after-sale-mail.ts';
import { configuredReason } from './after-sale-reasons.ts';
import { refundableNow } from './refunded-so-far.ts';
import { actorOf } from './transitions.ts';
import { deliverStaffNotifications, queueStaffNotification } from '../system/staff-notifications.ts';

/** After-sales closed without a refund: the line may take a new one. */
const CLOSED_WITHOUT_REFUND: number[] = [AFTER_SALE_STATUS.buyerCancelled, AFTER_SALE_STATUS.rejected, AFTER_SALE_STATUS.returnRefused];

const ms = (date: Date | null) => (date ? date.getTime() : null);

/** The after-sale's number: "r" + the time it was applied for + its id, as order numbers are made. */
function afterSaleNumber(id: number, at: Date): string {
  return `r${at.toISOString().replace(/\D/g, '').slice(0, 14)}${String(id).padStart(6, '0')}`;
}

/** Pictures must be images this member uploaded to the shop. */
async function assertOwnPictures(ctx: Ctx, urls: string[]): Promise<void> {
  const distinct = [...new Set(urls)];
  if (distinct.length === 0) return;
  const known = await ctx.db.uploadedFile.count({ where: { url: { in: distinct }, kind: 'image', memberId: ctx.memberId } });
  if (known !== distinct.length) throw new AppError('FILE_NOT_OURS');
}

/**
 * Applies for a refund or a return of pieces of one line (all of them unless `count` says) of the
 * member's dispatched or received order: within 14 days (custom lines: defects only, within 7
 * days, with pictures), for at most what those pieces cost (less 15 % when delivery was free and
 * they come back for a change of mind) and what the shop has not refunded yet, one open
 * after-sale per line.
 */
export async function createAfterSale(ctx: Ctx, input: z.output<typeof ZAfterSaleCreateRequest>): Promise<number> {
  const memberId = memberIdOf(ctx);
  const item = await ctx.db.tradeOrderItem.findFirst({
    where: { id: input.orderItemId, order: { memberId, deletedAt: null } },
    include: { order: { include: { items: true, payOrder: true } } },
  });
  if (!item) throw new AppError('ORDER_NOT_FOUND');
  const { order } = item;
  const dispatched = order.status === ORDER_STATUS.dispatched || order.status === ORDER_STATUS.completed;
  if (!dispatched || order.payOrder?.status !== PAY_STATUS.paid) throw new AppError('AFTER_SALE_ORDER_NOT_DISPATCHED');
  const now = ctx.services.clock();
  const custom = item.orderType === ORDER_TYPE.custom;
  const times = { receiveTime: ms(order.receiveTime), deliveryTime: ms(order.deliveryTime) };
  if (!afterSaleWindowOpen(times, item.orderType, now.getTime())) throw new AppError('AFTER_SALE_WINDOW_PASSED', { days: custom ? 7 : 14 });
  const reason = await configuredReason(ctx, input.way, input.applyReason);
  if (!reason) throw new AppError('AFTER_SALE_REASON_INVALID');
  if (custom && !reason.defect) throw new AppError('AFTER_SALE_CUSTOM_DEFECT_ONLY');
  if (custom && input.applyPicUrls.length === 0) throw new AppError('AFTER_SALE_PICTURES_REQUIRED');
  await assertOwnPictures(ctx, input.applyPicUrls);
  // Checked again in the claim below, which decides a race; first, so a refunded line is told so rather than that nothing is left.
  if (item.afterSaleStatus !== null && !CLOSED_WITHOUT_REFUND.includes(item.afterSaleStatus)) throw new AppError('AFTER_SALE_ALREADY_OPEN');
  const count = input.count ?? item.count;
  if (count > item.count) throw new AppError('AFTER_SALE_COUNT_TOO_HIGH', { count: item.count });
  // The 15 % kept when delivery was free is for goods sent back for a change of mind only.
  const keepShare = input.way === AFTER_SALE_WAY.returnAndRefund && reason.changeOfMind === true;
  const line = Math.floor((afterSaleRefundCeiling(order, item.id, keepShare) * count) / item.count);
  // Never more than the shop's own refunds left of the line.
  const left = (await refundableNow(ctx.db, order)).lines.find((l) => l.orderItemId === item.id)?.amount ?? 0;
  const ceiling = Math.min(line, left);
  const refundPrice = input.refundPrice ?? ceiling;
  if (refundPrice > ceiling || ceiling === 0)
    throw new AppError('AFTER_SALE_REFUND_PRICE_TOO_HIGH', { max: formatMoney(ceiling, order.currency as Currency, ctx.language) });

  const { id, mailId, staffMailIds } = await ctx.db.$transaction(async (tx) => {
    // One statement decides a race: the line takes a new after-sale only when it has none open (or refunded).
    const claimed = await tx.tradeOrderItem.updateMany({
      where: {
        id: item.id,
        OR: [{ afterSaleStatus: null }, { afterSaleStatus: { in: CLOSED_WITHOUT_REFUND } }],
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
        count,
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
    const staffMailIds = await queueStaffNotification(tx, ctx.services, 'after-sale', `/after-sales?status=&id=${row.id}`, () => ({
      no: row.no,
      orderNo: order.no,
    }));
    return { id: row.id, mailId: await queueAfterSaleMail(tx, ctx.services, 'after-sale-applied', row), staffMailIds };
  });
  ctx.services.mailer.deliverLater(mailId);
  deliverStaffNotifications(ctx.services, staffMailIds);
  return id;
}
