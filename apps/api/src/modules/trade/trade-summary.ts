import {
  adminContract,
  AFTER_SALE_STATUS,
  ORDER_STATUS,
  permissionGranted,
  STATISTICS_PERMISSION,
  translate,
  type DataOf,
  type ParsedInputOf,
} from '@shop/shared';
import { adminPermissions } from '../../lib/admin-access.ts';
import { skuProperties } from '../catalog/get-spu-detail.ts';
import { SPU_ON_SALE } from '../catalog/list-spus.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { ORDER_REFUND_STATUS } from './refunded-so-far.ts';

const endpoint = adminContract.statistics.trade.summary;
type Summary = DataOf<typeof endpoint>;

/** Days in the chart, today included. */
const SERIES_DAYS = 30;
/** Low-stock SKUs listed (the total counts them all). */
const LOW_STOCK_LISTED = 20;

const perCurrency = () => ({ USD: 0, EUR: 0 });

/**
 * The dashboard: today's orders and net revenue per currency, paid orders awaiting dispatch, SKUs
 * running out and the last 30 days. Days start at midnight in the asked time zone. Revenue is net
 * of refunds: an order counts on the day it was paid, less what after-sales and the shop's refunds
 * have paid back of it so far (whenever that was), and not at all once cancelled (a paid order's
 * cancel refunds it whole).
 */
export async function tradeSummary(ctx: Ctx, query: ParsedInputOf<typeof endpoint>): Promise<Summary> {
  const now = ctx.services.clock();
  const { timeZone: tz, lowStockThreshold: threshold } = query;
  const [days, paid, [created], awaiting, [low], lowList] = await Promise.all([
    ctx.db.$queryRaw<{ day: string }[]>`
      SELECT to_char(d, 'YYYY-MM-DD') AS day
      FROM generate_series(date_trunc('day', ${now}::timestamptz AT TIME ZONE ${tz}) - make_interval(days => ${SERIES_DAYS - 1}),
                           date_trunc('day', ${now}::timestamptz AT TIME ZONE ${tz}), interval '1 day') AS d`,
    ctx.db.$queryRaw<{ day: string; currency: string; orders: number; revenue: bigint }[]>`
      SELECT to_char(o.pay_time AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS day, o.currency, count(*)::int AS orders,
             sum(o.pay_price - coalesce(r.refunded, 0) - coalesce(s.refunded, 0))::bigint AS revenue
      FROM trade_order o
      LEFT JOIN (SELECT order_id, sum(refund_price) AS refunded FROM trade_after_sale
                 WHERE status = ${AFTER_SALE_STATUS.completed} GROUP BY order_id) r ON r.order_id = o.id
      LEFT JOIN (SELECT order_id, sum(amount) AS refunded FROM trade_order_refund r
                 WHERE status = ${ORDER_REFUND_STATUS.refunded} AND NOT EXISTS (SELECT 1 FROM trade_order_edit e WHERE e.refund_id = r.id)
                 GROUP BY order_id) s ON s.order_id = o.id
      WHERE o.pay_time >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE ${tz}) - make_interval(days => ${SERIES_DAYS - 1})) AT TIME ZONE ${tz}
        AND o.status <> ${ORDER_STATUS.cancelled}
      GROUP BY 1, 2`,
    ctx.db.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM trade_order
      WHERE created_at >= date_trunc('day', ${now}::timestamptz AT TIME ZONE ${tz}) AT TIME ZONE ${tz}`,
    ctx.db.tradeOrder.count({ where: { status: ORDER_STATUS.awaitingDispatch } }),
    ctx.db.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM product_sku k JOIN product_spu s ON s.id = k.spu_id
      WHERE k.deleted_at IS NULL AND s.status = ${SPU_ON_SALE} AND k.stock <= ${threshold}`,
    ctx.db.$queryRaw<{ skuId: number; spuId: number; name: unknown; properties: unknown; stock: number }[]>`
      SELECT k.id AS "skuId", s.id AS "spuId", s.name, k.properties, k.stock
      FROM product_sku k JOIN product_spu s ON s.id = k.spu_id
      WHERE k.deleted_at IS NULL AND s.status = ${SPU_ON_SALE} AND k.stock <= ${threshold}
      ORDER BY k.stock, k.id LIMIT ${LOW_STOCK_LISTED}`,
  ]);
  const series = new Map(days.map(({ day }) => [day, { date: day, paidCount: perCurrency(), revenue: perCurrency() }]));
  for (const row of paid) {
    const entry = series.get(row.day);
    if (!entry || (row.currency !== 'USD' && row.currency !== 'EUR')) continue;
    entry.paidCount[row.currency] += row.orders;
    entry.revenue[row.currency] += Number(row.revenue);
  }
  // Staff who fulfil orders see counts; what the shop earns only those with the statistics permission.
  const earnings = permissionGranted((await adminPermissions(ctx.db, ctx.adminId ?? 0)) ?? [], STATISTICS_PERMISSION);
  const list = [...series.values()].map((day) => (earnings ? day : { ...day, revenue: null }));
  const today = list[list.length - 1] ?? { paidCount: perCurrency(), revenue: earnings ? perCurrency() : null };
  return {
    today: { createdCount: created?.count ?? 0, paidCount: today.paidCount, revenue: today.revenue },
    awaitingDispatchCount: awaiting,
    lowStock: {
      threshold,
      total: low?.count ?? 0,
      list: lowList.map((row) => ({
        skuId: row.skuId,
        spuId: row.spuId,
        spuName: translate(row.name, ctx.language),
        properties: skuProperties(row.properties ?? [], ctx.language)
          .map((p) => p.valueName)
          .join(' / '),
        stock: row.stock,
      })),
    },
    days: list,
  };
}
