import { contract, type DataOf, type ParsedInputOf, type TOrder } from '@shop/shared';
import type { CompanyMember } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Ctx, memberIdOf } from '../../lib/use-case.ts';
import { orderDetail, withLines } from './order-access.ts';
import { buyerNames } from './buyer-names.ts';

const { companyPage } = contract.trade.order;

/** Admins and approvers read every order of their company; buyers their own. */
const READING_ROLES = ['admin', 'approver'];

/** The asking member's place in their company: COMPANY_NOT_FOUND outside one. */
async function membershipOf(ctx: Ctx): Promise<CompanyMember> {
  const membership = await ctx.db.companyMember.findUnique({ where: { memberId: memberIdOf(ctx) } });
  if (!membership) throw new AppError('COMPANY_NOT_FOUND');
  return membership;
}

/** The orders of the company this member may read: all of them, or (buyers) their own placed for the company. */
function readable(membership: CompanyMember) {
  const all = READING_ROLES.includes(membership.role);
  return { companyId: membership.companyId, deletedAt: null, ...(all ? {} : { memberId: membership.memberId }) };
}

/** My company's order history, newest first, by buyer and status. */
export async function pageCompanyOrders(ctx: Ctx, query: ParsedInputOf<typeof companyPage>): Promise<DataOf<typeof companyPage>> {
  const membership = await membershipOf(ctx);
  const base = readable(membership);
  const where = {
    ...base,
    ...(query.status !== undefined ? { status: query.status } : {}),
    ...(query.memberId !== undefined && !('memberId' in base) ? { memberId: query.memberId } : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.tradeOrder.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    ctx.db.tradeOrder.count({ where }),
  ]);
  const nameOf = await buyerNames(ctx, rows);
  const list = rows.map((row) => ({
    id: row.id,
    no: row.no,
    memberId: row.memberId,
    buyerName: nameOf(row.memberId) || row.email,
    buyerMail: row.email,
    status: row.status,
    currency: row.currency,
    payPrice: row.payPrice,
    poNumber: row.poNumber,
    costCentre: row.costCentre,
    createTime: row.createdAt.getTime(),
    mine: row.memberId === membership.memberId,
  }));
  return { list, total };
}

/** An order of my company's history to read; one I may not read (another company's, a colleague's for a buyer) is not found. */
export async function companyOrderDetail(ctx: Ctx, id: number): Promise<TOrder> {
  const membership = await membershipOf(ctx);
  const row = await ctx.db.tradeOrder.findFirst({ where: { id, ...readable(membership) }, include: withLines });
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return orderDetail(ctx, row);
}
