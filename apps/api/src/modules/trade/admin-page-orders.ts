import type { ZAdminOrderPageRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Ctx } from '../../lib/use-case.ts';
import { orderConditions } from './admin-order-filters.ts';
import { type AdminOrderRow, adminOrderOf } from './admin-order-view.ts';

/** Fixed ORDER BY text per sortable field (never built from input); the id breaks ties for stable pages. */
const ORDER_SORT: Record<NonNullable<z.output<typeof ZAdminOrderPageRequest>['sortField']>, [string, string]> = {
  createTime: ['o.created_at ASC, o.id ASC', 'o.created_at DESC, o.id DESC'],
  payPrice: ['o.pay_price ASC, o.id ASC', 'o.pay_price DESC, o.id DESC'],
};

/**
 * A page of every order (members' and guests', deleted ones included), newest first unless sorted: one SQL
 * statement for the page with its lines, payments and members' e-mails, one for the total, since
 * the back office lists tens of thousands of orders (docs/benchmarks.md). Newest first by placing
 * time, so the (status, created_at) and (created_at) indexes hand the page over in order.
 */
export async function pageAdminOrders(ctx: Ctx, query: z.output<typeof ZAdminOrderPageRequest>) {
  const order = query.sortField ? ORDER_SORT[query.sortField][query.sortAsc ? 0 : 1] : ORDER_SORT.createTime[1];
  const params: unknown[] = [];
  const where = orderConditions(query, params);
  const count = ctx.db.sql.query<{ total: string }>(`SELECT count(*) AS total FROM trade_order o ${where}`, [...params]);
  params.push(query.pageSize, (query.pageNo - 1) * query.pageSize);
  const page = ctx.db.sql.query<Record<string, unknown> & { accountMail: string | null; payOrderJson: unknown; itemsJson: unknown[] }>(
    `WITH page AS (
       SELECT o.* FROM trade_order o ${where}
       ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}
     )
     SELECT o.*,
       (SELECT mail FROM member_user m WHERE m.id = o.member_id) AS "accountMail",
       (SELECT row_to_json(p) FROM pay_order p WHERE p.order_id = o.id) AS "payOrderJson",
       (SELECT coalesce(json_agg(i ORDER BY i.id), '[]') FROM trade_order_item i WHERE i.order_id = o.id) AS "itemsJson"
     FROM page o ORDER BY ${order}`,
    params,
  );
  const [{ rows }, counted] = await Promise.all([page, count]);
  const list = rows.map(({ accountMail, payOrderJson, itemsJson, ...order }) => {
    const row = {
      ...fromColumns(order),
      payOrder: payOrderJson ? fromColumns(payOrderJson as Record<string, unknown>) : null,
      items: itemsJson.map((item) => fromColumns(item as Record<string, unknown>)),
    };
    return adminOrderOf(row as unknown as AdminOrderRow, accountMail);
  });
  return { list, total: Number(counted.rows[0]?.total ?? 0) };
}

/**
 * A row read with plain SQL as Prisma would answer it: columns by their field names
 * (`created_at` → `createdAt`, the schema's naming rule), and times that came inside JSON as text
 * turned back into dates. So the page follows new columns of the order tables by itself.
 */
function fromColumns(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column in row) {
    const { field, time } = fieldOf(column);
    const value = row[column];
    out[field] = time && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}

/** Field names by column, worked out once per column (every row of every page has the same ones). */
const fields = new Map<string, { field: string; time: boolean }>();
function fieldOf(column: string): { field: string; time: boolean } {
  let known = fields.get(column);
  if (!known) {
    const field = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    known = { field, time: /(Time|At)$/.test(field) };
    fields.set(column, known);
  }
  return known;
}
