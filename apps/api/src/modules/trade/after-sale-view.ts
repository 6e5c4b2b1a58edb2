import { AFTER_SALE_STATUS, AFTER_SALE_WAY, type Currency, type TAfterSale, type TSettings } from '@shop/shared';
import type { TradeAfterSale, TradeAfterSaleLog } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';

const ms = (date: Date | null) => (date ? date.getTime() : null);

/**
 * Where returns go: the warehouse of the order's market (the settings' US return address for
 * orders in USD, the EU one for orders in EUR). Mailed with the approval and shown on the after-sale's page.
 */
export function returnAddress(settings: Pick<TSettings, 'returnAddresses'>, currency: string): string {
  return (currency as Currency) === 'USD' ? settings.returnAddresses.US : settings.returnAddresses.EU;
}

/** An after-sale as the member and the back office see it. */
export async function toAfterSales(
  ctx: Pick<Ctx, 'db' | 'services'>,
  rows: (TradeAfterSale & { logs?: TradeAfterSaleLog[] })[],
): Promise<(Omit<TAfterSale, 'logs'> & { logs?: TAfterSale['logs'] })[]> {
  const [orders, carriers, settings] = await Promise.all([
    ctx.db.tradeOrder.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.orderId))] } }, select: { id: true, no: true } }),
    ctx.db.carrier.findMany({
      where: { id: { in: rows.flatMap((r) => (r.logisticsId === null ? [] : [r.logisticsId])) } },
      select: { id: true, name: true },
    }),
    ctx.services.settings.read(),
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
        ? returnAddress(settings, r.currency)
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
