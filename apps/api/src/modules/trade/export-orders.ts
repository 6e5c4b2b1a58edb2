import type { ParsedInputOf, adminContract } from '@shop/shared';
import { csvAmount, csvTime, type CsvValue } from '../../lib/csv.ts';
import type { FileAnswer } from '../../lib/endpoints.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { auditedCsvExport } from '../system/csv-export.ts';
import { orderConditions } from './admin-order-filters.ts';
import { REFUNDED_OF_ORDER_SQL } from './refunded-so-far.ts';

type Filters = ParsedInputOf<typeof adminContract.trade.order.exportExcel>;

/** Orders read per statement: the file is written as they come, never held whole. */
const ORDERS_PER_BATCH = 500;

const HEADER = [
  'order_no',
  'created_at',
  'paid_at',
  'status',
  'customer_type',
  'member_id',
  'email',
  'receiver',
  'country',
  'state',
  'currency',
  'goods',
  'discount',
  'coupon',
  'print',
  'delivery',
  'sales_tax',
  'vat_included',
  'total_paid',
  'refunded',
  'payment_channel',
  'line_sku_id',
  'line_product',
  'line_variant',
  'line_count',
  'line_unit_price',
  'line_amount',
  'line_print',
] as const;

interface LineRow {
  id: number;
  no: string;
  created_at: Date;
  pay_time: Date | null;
  status: number;
  member_id: number | null;
  email: string;
  receiver: string;
  country: string | null;
  state: string | null;
  currency: string;
  total_price: number;
  discount_price: number;
  coupon_price: number;
  decals_price: number;
  delivery_price: number;
  sales_tax_price: number;
  vat_included_price: number;
  pay_price: number;
  refunded: string;
  channel_code: string | null;
  sku_id: number;
  spu_name: string;
  properties: { propertyName?: string; valueName?: string }[] | null;
  count: number;
  price: number;
  discounted_price: number;
  line_decals: number;
}

/** A line's variant as its order's language wrote it: "Colour: Red, Size: A4". */
const variantOf = (properties: { propertyName?: string; valueName?: string }[] | null) =>
  (properties ?? []).map((p) => `${p.propertyName ?? ''}: ${p.valueName ?? ''}`).join(', ');

function csvRowOf(row: LineRow): CsvValue[] {
  return [
    row.no,
    csvTime(row.created_at),
    csvTime(row.pay_time),
    row.status,
    row.member_id === null ? 'guest' : 'member',
    row.member_id,
    row.email,
    row.receiver,
    row.country,
    row.state,
    row.currency,
    csvAmount(row.total_price),
    csvAmount(row.discount_price),
    csvAmount(row.coupon_price),
    csvAmount(row.decals_price),
    csvAmount(row.delivery_price),
    csvAmount(row.sales_tax_price),
    csvAmount(row.vat_included_price),
    csvAmount(row.pay_price),
    csvAmount(Number(row.refunded)),
    row.channel_code,
    row.sku_id,
    row.spu_name,
    variantOf(row.properties),
    row.count,
    csvAmount(row.price),
    csvAmount(row.discounted_price),
    csvAmount(row.line_decals),
  ];
}

/** The orders under the filters, newest first, a batch of orders (with all their lines) at a time. */
async function* batches(ctx: Ctx, filters: Filters): AsyncGenerator<CsvValue[][]> {
  let before = 2_147_483_647;
  for (;;) {
    const params: unknown[] = [];
    const where = orderConditions(filters, params);
    params.push(before, ORDERS_PER_BATCH);
    const { rows } = await ctx.db.sql.query<LineRow>(
      `WITH batch AS (
         SELECT o.*, ${REFUNDED_OF_ORDER_SQL} AS refunded FROM trade_order o ${where ? `${where} AND` : 'WHERE'} o.id < $${params.length - 1}
         ORDER BY o.id DESC LIMIT $${params.length}
       )
       SELECT o.id, o.no, o.created_at, o.pay_time, o.status, o.member_id, o.email,
              trim(concat_ws(' ', o.address->>'firstName', o.address->>'lastName')) AS receiver,
              o.address->>'countryCode' AS country, nullif(o.address->>'state', '') AS state, o.currency,
              o.total_price, o.discount_price, o.coupon_price, o.decals_price, o.delivery_price, o.sales_tax_price,
              o.vat_included_price, o.pay_price, o.refunded, p.channel_code,
              i.sku_id, i.spu_name, i.properties, i.count, i.price, i.discounted_price, i.decals_price AS line_decals
       FROM batch o
       JOIN trade_order_item i ON i.order_id = o.id
       LEFT JOIN pay_order p ON p.order_id = o.id
       ORDER BY o.id DESC, i.id`,
      params,
    );
    if (rows.length === 0) return;
    yield rows.map(csvRowOf);
    before = rows[rows.length - 1]!.id;
  }
}

/** The orders under the order page's filters as CSV, one row per line; the export is audited with its filters. */
export async function exportOrders(ctx: Ctx, filters: Filters): Promise<FileAnswer> {
  return auditedCsvExport(ctx, {
    action: 'trade:order:export',
    table: 'trade_order',
    filters,
    name: 'orders',
    header: HEADER,
    batches: batches(ctx, filters),
  });
}
