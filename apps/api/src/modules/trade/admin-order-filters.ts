import { PAY_STATUS, type ZAdminOrderCountRequest } from '@shop/shared';
import type { z } from 'zod';
import { MEMBER_SEARCH_TEXT, matchesAny, ORDER_SEARCH_TEXT, searchPatterns } from '../../lib/search-text.ts';
import { timeRangeFilter } from '../../lib/time-range.ts';

type OrderFilters = z.output<typeof ZAdminOrderCountRequest> & { status?: number | undefined };

/**
 * The page's filters as SQL over `o` (trade_order) with their parameters. Orders by an e-mail are
 * the account's orders and the guest orders placed with that address. The keyword finds a part of
 * the order's own search text (number, e-mail, receiver's and billing names and phone numbers, PO number) or
 * of its member's (e-mail, name, phone number).
 */
export function orderConditions(query: OrderFilters, params: unknown[]): string {
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (query.status !== undefined) where.push(`o.status = ${param(query.status)}`);
  if (query.no) where.push(`o.no = ${param(query.no)}`);
  if (query.mail) {
    const mail = param(query.mail);
    where.push(`(o.member_id = (SELECT id FROM member_user WHERE mail = ${mail}) OR (o.member_id IS NULL AND o.email = ${mail}))`);
  }
  if (query.keyword) {
    const patterns = searchPatterns(query.keyword);
    where.push(
      `(${matchesAny(ORDER_SEARCH_TEXT, patterns, params)} OR o.member_id IN (SELECT m.id FROM member_user m WHERE ${matchesAny(MEMBER_SEARCH_TEXT, patterns, params)}))`,
    );
  }
  const createdAt = timeRangeFilter(query.createTime);
  if (createdAt?.gte) where.push(`o.created_at >= ${param(createdAt.gte)}`);
  if (createdAt?.lte) where.push(`o.created_at <= ${param(createdAt.lte)}`);
  if (query.payChannelCode)
    where.push(
      `EXISTS (SELECT 1 FROM pay_order p WHERE p.order_id = o.id AND p.channel_code = ${param(query.payChannelCode)} AND p.status <> ${PAY_STATUS.waiting})`,
    );
  return where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
}
