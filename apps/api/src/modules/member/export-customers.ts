import { ORDER_STATUS, type adminContract, type ParsedInputOf } from '@shop/shared';
import { containing, matchesAny, ORDER_SEARCH_TEXT, searchPatterns } from '../../lib/search-text.ts';
import { csvAmount, csvTime, type CsvValue } from '../../lib/csv.ts';
import type { FileAnswer } from '../../lib/endpoints.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { auditedCsvExport } from '../system/csv-export.ts';
import { REFUNDED_OF_ORDER_SQL } from '../trade/refunded-so-far.ts';
import { memberConditions } from './admin-members.ts';

type Filters = ParsedInputOf<typeof adminContract.member.user.exportExcel>;

/** Customers read per statement: the file is written as they come. */
const CUSTOMERS_PER_BATCH = 500;

const HEADER = [
  'customer_type',
  'member_id',
  'email',
  'first_name',
  'last_name',
  'mobile',
  'country',
  'language',
  'status',
  'registered_at',
  'last_login_at',
  'orders',
  'paid_orders',
  'last_order_at',
  'net_paid_usd',
  'net_paid_eur',
] as const;

/** SQL: per buyer (`key`), their orders, the paid ones not cancelled, the last one and what they paid less refunds, per currency. */
const orderFigures = (key: string) => `
  SELECT ${key} AS key, count(*)::int AS orders,
         count(*) FILTER (WHERE o.pay_time IS NOT NULL AND o.status <> ${ORDER_STATUS.cancelled})::int AS paid_orders,
         max(o.created_at) AS last_order_at,
         coalesce(sum(o.pay_price - ${REFUNDED_OF_ORDER_SQL}) FILTER (WHERE o.pay_time IS NOT NULL AND o.status <> ${ORDER_STATUS.cancelled} AND o.currency = 'USD'), 0)::bigint AS net_usd,
         coalesce(sum(o.pay_price - ${REFUNDED_OF_ORDER_SQL}) FILTER (WHERE o.pay_time IS NOT NULL AND o.status <> ${ORDER_STATUS.cancelled} AND o.currency = 'EUR'), 0)::bigint AS net_eur
  FROM trade_order o`;

interface Figures {
  orders: number | null;
  paid_orders: number | null;
  last_order_at: Date | null;
  net_usd: string | null;
  net_eur: string | null;
}

const figuresOf = (row: Figures): CsvValue[] => [
  row.orders ?? 0,
  row.paid_orders ?? 0,
  csvTime(row.last_order_at),
  csvAmount(Number(row.net_usd ?? 0)),
  csvAmount(Number(row.net_eur ?? 0)),
];

interface MemberRow extends Figures {
  id: number;
  mail: string;
  first_name: string;
  last_name: string;
  mobile: string | null;
  country: string | null;
  mail_language: string;
  status: number;
  created_at: Date;
  login_at: Date | null;
}

async function* memberBatches(ctx: Ctx, filters: Filters): AsyncGenerator<CsvValue[][]> {
  let after = 0;
  for (;;) {
    const params: unknown[] = [];
    const where = memberConditions(filters, params);
    params.push(after, CUSTOMERS_PER_BATCH);
    const { rows } = await ctx.db.sql.query<MemberRow>(
      `WITH batch AS (
         SELECT m.* FROM member_user m ${where} AND m.id > $${params.length - 1}
         ORDER BY m.id LIMIT $${params.length}
       ), figures AS (${orderFigures('o.member_id')} WHERE o.member_id IN (SELECT id FROM batch) GROUP BY o.member_id)
       SELECT m.id, m.mail, m.first_name, m.last_name, m.mobile, c.iso2 AS country, m.mail_language, m.status,
              m.created_at, m.login_at, f.orders, f.paid_orders, f.last_order_at, f.net_usd, f.net_eur
       FROM batch m
       LEFT JOIN member_country c ON c.id = m.country_id
       LEFT JOIN figures f ON f.key = m.id
       ORDER BY m.id`,
      params,
    );
    if (rows.length === 0) return;
    yield rows.map((m) => [
      'member',
      m.id,
      m.mail,
      m.first_name,
      m.last_name,
      m.mobile,
      m.country,
      m.mail_language,
      m.status === 0 ? 'active' : 'disabled',
      csvTime(m.created_at),
      csvTime(m.login_at),
      ...figuresOf(m),
    ]);
    after = rows[rows.length - 1]!.id;
  }
}

interface GuestRow extends Figures {
  email: string;
  first_name: string | null;
  last_name: string | null;
  mobile: string | null;
  country: string | null;
  language: string | null;
}

/**
 * Guests: the e-mail addresses that ordered without an account, each once, with the name, phone
 * and country of their latest order. Under the e-mail and keyword filters; none under a member's status or name.
 */
async function* guestBatches(ctx: Ctx, filters: Filters): AsyncGenerator<CsvValue[][]> {
  if (filters.status !== undefined || filters.name) return;
  const params: unknown[] = [];
  const where = ['o.member_id IS NULL'];
  if (filters.mail) where.push(`o.email ILIKE $${params.push(containing(filters.mail))}`);
  if (filters.keyword) where.push(`(${matchesAny(ORDER_SEARCH_TEXT, searchPatterns(filters.keyword), params)})`);
  let after = '';
  for (;;) {
    const { rows } = await ctx.db.sql.query<GuestRow>(
      `WITH batch AS (
         SELECT DISTINCT o.email FROM trade_order o WHERE ${where.join(' AND ')} AND o.email > $${params.length + 1}
         ORDER BY o.email LIMIT $${params.length + 2}
       ), figures AS (${orderFigures('o.email')} WHERE o.member_id IS NULL AND o.email IN (SELECT email FROM batch) GROUP BY o.email)
       SELECT b.email, l.address->>'firstName' AS first_name, l.address->>'lastName' AS last_name, l.address->>'mobile' AS mobile,
              l.address->>'countryCode' AS country, l.guest_language AS language,
              f.orders, f.paid_orders, f.last_order_at, f.net_usd, f.net_eur
       FROM batch b
       JOIN figures f ON f.key = b.email
       JOIN LATERAL (SELECT address, guest_language FROM trade_order o
                     WHERE o.member_id IS NULL AND o.email = b.email ORDER BY o.id DESC LIMIT 1) l ON true
       ORDER BY b.email`,
      [...params, after, CUSTOMERS_PER_BATCH],
    );
    if (rows.length === 0) return;
    yield rows.map((g) => [
      'guest',
      null,
      g.email,
      g.first_name,
      g.last_name,
      g.mobile,
      g.country,
      g.language,
      'guest',
      '',
      '',
      ...figuresOf(g),
    ]);
    after = rows[rows.length - 1]!.email;
  }
}

async function* customers(ctx: Ctx, filters: Filters): AsyncGenerator<CsvValue[][]> {
  yield* memberBatches(ctx, filters);
  yield* guestBatches(ctx, filters);
}

/**
 * The customers as CSV: the members under the member page's filters, then the guests (orders
 * without an account, one row per e-mail), each with their orders and net paid per currency. Audited.
 */
export async function exportCustomers(ctx: Ctx, filters: Filters): Promise<FileAnswer> {
  return auditedCsvExport(ctx, {
    action: 'member:user:export',
    table: 'member_user',
    filters,
    name: 'customers',
    header: HEADER,
    batches: customers(ctx, filters),
  });
}
