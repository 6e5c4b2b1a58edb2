import { adminContract, COMMON_STATUS, type DataOf, type ParsedInputOf } from '@shop/shared';
import type { Member } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { containing, MEMBER_SEARCH_TEXT, matchesAny, searchPatterns } from '../../lib/search-text.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { toAddress } from './addresses.ts';
import { companyAddressesOf } from './company-addresses.ts';

const endpoints = adminContract.member.user;
type MemberView = DataOf<typeof endpoints.page>['list'][number];

/** The latest orders shown in a member's detail. */
const DETAIL_ORDERS = 50;

function toView(row: Member, orderCount: number): MemberView {
  return {
    id: row.id,
    mail: row.mail,
    mobile: row.mobile,
    firstName: row.firstName,
    lastName: row.lastName,
    nickname: row.nickname,
    avatar: row.avatar,
    countryId: row.countryId,
    mailLanguage: row.mailLanguage,
    status: row.status,
    orderCount,
    createTime: row.createdAt.getTime(),
    loginTime: row.loginAt ? row.loginAt.getTime() : null,
  };
}

async function orderCounts(ctx: Ctx, memberIds: number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const counts = await ctx.db.tradeOrder.groupBy({ by: ['memberId'], where: { memberId: { in: memberIds } }, _count: { _all: true } });
  return new Map(counts.flatMap((c) => (c.memberId === null ? [] : [[c.memberId, c._count._all] as const])));
}

/**
 * The page's filters as SQL over `m` (member_user): parts of the e-mail or of a name, any case,
 * the keyword's part of the member's search text (e-mail, name, nickname, phone digits), the status;
 * never a punchout organisation's account.
 */
export function memberConditions(query: Omit<ParsedInputOf<typeof endpoints.page>, 'pageNo' | 'pageSize'>, params: unknown[]): string {
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // A punchout organisation's accounts are not people: no list of members shows them.
  const where: string[] = ['NOT m.punchout'];
  if (query.status !== undefined) where.push(`m.status = ${param(query.status)}`);
  if (query.mail) where.push(`m.mail LIKE ${param(containing(query.mail.toLowerCase()))}`);
  if (query.name) {
    const name = param(containing(query.name));
    where.push(`(m.first_name ILIKE ${name} OR m.last_name ILIKE ${name} OR m.nickname ILIKE ${name})`);
  }
  if (query.keyword) where.push(`(${matchesAny(MEMBER_SEARCH_TEXT, searchPatterns(query.keyword), params)})`);
  return `WHERE ${where.join(' AND ')}`;
}

/** A page of the members, newest first, by part of the e-mail, of a name or of any of them and the phone number, and by status. */
export async function pageMembers(ctx: Ctx, query: ParsedInputOf<typeof endpoints.page>) {
  const params: unknown[] = [];
  const where = memberConditions(query, params);
  const [page, counted] = await Promise.all([
    ctx.db.sql.query<{ id: number }>(
      `SELECT m.id FROM member_user m ${where} ORDER BY m.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
    ),
    ctx.db.sql.query<{ total: string }>(`SELECT count(*) AS total FROM member_user m ${where}`, params),
  ]);
  const ids = page.rows.map((r) => r.id);
  const [rows, counts] = await Promise.all([
    ctx.db.member.findMany({ where: { id: { in: ids } }, orderBy: { id: 'desc' } }),
    orderCounts(ctx, ids),
  ]);
  return { list: rows.map((r) => toView(r, counts.get(r.id) ?? 0)), total: Number(counted.rows[0]?.total ?? 0) };
}

/** One member with their addresses, their company's, and latest orders. */
export async function getMember(ctx: Ctx, id: number): Promise<DataOf<typeof endpoints.get>> {
  const row = await ctx.db.member.findUnique({
    where: { id },
    include: { addresses: { orderBy: [{ defaultStatus: 'desc' }, { updatedAt: 'desc' }] }, company: { select: { companyId: true } } },
  });
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  const [orders, orderCount, companyAddresses] = await Promise.all([
    ctx.db.tradeOrder.findMany({
      where: { memberId: id },
      orderBy: { id: 'desc' },
      take: DETAIL_ORDERS,
      select: { id: true, no: true, status: true, currency: true, payPrice: true, createdAt: true },
    }),
    ctx.db.tradeOrder.count({ where: { memberId: id } }),
    row.company ? companyAddressesOf(ctx.db, row.company.companyId) : [],
  ]);
  return {
    ...toView(row, orderCount),
    addresses: row.addresses.map(toAddress),
    companyAddresses,
    orders: orders.map(({ createdAt, ...order }) => ({ ...order, createTime: createdAt.getTime() })),
  };
}

/**
 * Disables (or enables again) an account, written to the audit log. Disabling revokes its refresh
 * tokens in the same transaction, and the status change empties every instance's cached member
 * statuses (a trigger of the migrations), so its access tokens are refused from the next request.
 */
export async function updateMemberStatus(ctx: Ctx, input: ParsedInputOf<typeof endpoints.updateStatus>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.member.findUnique({ where: { id: input.id }, select: { status: true } });
    if (!before) throw new AppError('MEMBER_NOT_FOUND');
    if (before.status === input.status) return;
    await tx.member.update({ where: { id: input.id }, data: { status: input.status } });
    if (input.status === COMMON_STATUS.disabled)
      await tx.refreshToken.updateMany({ where: { memberId: input.id, revokedAt: null }, data: { revokedAt: new Date() } });
    await writeAudit(tx, {
      adminId,
      action: 'member:user:update-status',
      target: `member_user:${input.id}`,
      before: { status: before.status },
      after: { status: input.status },
    });
  });
  // This instance forgets the status at once; the others on the trigger's notification.
  ctx.services.catalogCache.clear();
  return true;
}
