import {
  adminContract,
  AFTER_SALE_STATUS,
  ORDER_STATUS,
  translate,
  type DataOf,
  type ParsedInputOf,
  type SalesReportGroup,
} from '@shop/shared';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { ORDER_REFUND_STATUS, REFUNDED_OF_ORDER_SQL } from './refunded-so-far.ts';

const endpoint = adminContract.statistics.trade.sales;
type Report = DataOf<typeof endpoint>;

/** Cents paid back of the line `i` (the shop's refund lines paid back and its after-sales refunded). */
const REFUNDED_OF_LINE = Prisma.sql`(
  coalesce((SELECT sum(l.amount) FROM trade_order_refund_line l JOIN trade_order_refund r ON r.id = l.refund_id
            WHERE l.order_item_id = i.id AND r.status = ${ORDER_REFUND_STATUS.refunded}), 0)
  + coalesce((SELECT sum(a.refund_price) FROM trade_after_sale a
              WHERE a.order_item_id = i.id AND a.status = ${AFTER_SALE_STATUS.completed}), 0))`;

interface Fact {
  key: string;
  name: unknown;
  currency: string;
  orders: number;
  gross: bigint;
  refunded: bigint;
}

/**
 * One row per order (day, country) or per line (product, category) paid in the period and not
 * cancelled since: its key, the name to label it with, the cents paid and paid back.
 */
function facts(group: SalesReportGroup, timeZone: string): Prisma.Sql {
  if (group === 'day' || group === 'country') {
    const key =
      group === 'day'
        ? Prisma.sql`to_char(o.pay_time AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`
        : Prisma.sql`coalesce(o.address->>'countryCode', '')`;
    return Prisma.sql`SELECT o.id AS order_id, o.currency, ${key} AS key, NULL::jsonb AS name, o.pay_price::bigint AS gross,
                             ${Prisma.raw(REFUNDED_OF_ORDER_SQL)} AS refunded
                      FROM paid o`;
  }
  const [key, name, join] =
    group === 'product'
      ? [Prisma.sql`i.spu_id::text`, Prisma.sql`coalesce(s.name, jsonb_build_object('en', i.spu_name))`, Prisma.empty]
      : [
          Prisma.sql`coalesce(s.category_id::text, '')`,
          Prisma.sql`c.name`,
          Prisma.sql`LEFT JOIN product_category c ON c.id = s.category_id`,
        ];
  return Prisma.sql`SELECT o.id AS order_id, o.currency, ${key} AS key, ${name} AS name,
                           (i.discounted_price + i.decals_price)::bigint AS gross, ${REFUNDED_OF_LINE}::bigint AS refunded
                    FROM paid o JOIN trade_order_item i ON i.order_id = o.id
                    LEFT JOIN product_spu s ON s.id = i.spu_id ${join}`;
}

const figures = (row: Omit<Fact, 'key' | 'name'>) => ({
  currency: row.currency,
  orders: row.orders,
  gross: Number(row.gross),
  refunded: Number(row.refunded),
  net: Number(row.gross) - Number(row.refunded),
});

/**
 * Sales paid in a period (`from` included, `to` excluded) and not cancelled since, net of what was
 * paid back of them (whenever), per day, product, category or destination country and currency:
 * what the dashboard counts, over any period. Days and countries count the orders' pay price
 * (goods, print, delivery and tax); products and categories their lines' goods and print price,
 * less the refunds of those lines. Amounts of different currencies are never added.
 */
export async function salesReport(ctx: Ctx, query: ParsedInputOf<typeof endpoint>): Promise<Report> {
  const { from, to, groupBy, timeZone } = query;
  const sql = (select: Prisma.Sql) => Prisma.sql`
    WITH paid AS (
      SELECT * FROM trade_order o
      WHERE o.pay_time >= ${new Date(from)} AND o.pay_time < ${new Date(to)} AND o.status <> ${ORDER_STATUS.cancelled}
    ), facts AS (${facts(groupBy, timeZone)})
    ${select}`;
  const [rows, totals] = await Promise.all([
    ctx.db.$queryRaw<Fact[]>(
      sql(Prisma.sql`SELECT key, (array_agg(name))[1] AS name, currency, count(DISTINCT order_id)::int AS orders,
                            sum(gross)::bigint AS gross, sum(refunded)::bigint AS refunded
                     FROM facts GROUP BY key, currency ORDER BY key, currency`),
    ),
    ctx.db.$queryRaw<Omit<Fact, 'key' | 'name'>[]>(
      sql(Prisma.sql`SELECT currency, count(DISTINCT order_id)::int AS orders, sum(gross)::bigint AS gross, sum(refunded)::bigint AS refunded
                     FROM facts GROUP BY currency ORDER BY currency`),
    ),
  ]);
  const countryName = new Intl.DisplayNames([ctx.language === 'zh' ? 'zh-CN' : ctx.language], { type: 'region' });
  const label = (row: Fact): string => {
    if (groupBy === 'day') return row.key;
    if (groupBy === 'country') return row.key ? (countryName.of(row.key) ?? row.key) : '';
    return row.name ? translate(row.name, ctx.language) : row.key;
  };
  const listed = rows.map((row) => ({ key: row.key, label: label(row), ...figures(row) }));
  // Products and categories: the most sold first; days and countries in their order.
  if (groupBy === 'product' || groupBy === 'category') listed.sort((a, b) => b.net - a.net || a.key.localeCompare(b.key));
  return { rows: listed, totals: totals.map(figures) };
}
