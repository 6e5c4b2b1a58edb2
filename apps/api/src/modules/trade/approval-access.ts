import { ORDER_STATUS } from '@shop/shared';
import type { CompanyMember, TradeOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Ctx, memberIdOf } from '../../lib/use-case.ts';

/** Approvers and admins of a company decide on its orders awaiting approval. */
const DECIDING_ROLES = ['admin', 'approver'];

/**
 * The asking member as an approver of their company: COMPANY_NOT_FOUND outside a company,
 * ORDER_APPROVAL_ROLE for a buyer.
 */
export async function approverOf(ctx: Ctx): Promise<CompanyMember> {
  const membership = await ctx.db.companyMember.findUnique({ where: { memberId: memberIdOf(ctx) } });
  if (!membership) throw new AppError('COMPANY_NOT_FOUND');
  if (!DECIDING_ROLES.includes(membership.role)) throw new AppError('ORDER_APPROVAL_ROLE');
  return membership;
}

/** Whether this approver may decide on the order: not on their own, unless they are an admin of the company. */
export function mayDecide(approver: CompanyMember, order: Pick<TradeOrder, 'memberId'>): boolean {
  return order.memberId !== approver.memberId || approver.role === 'admin';
}

/**
 * An order of the approver's company that waits for their decision: another company's order is not
 * found, their own order (unless admin) is ORDER_APPROVAL_OWN_ORDER, and one no longer awaiting
 * approval ORDER_APPROVAL_DECIDED. The decision itself is the conditional move from status 5.
 */
export async function orderToDecide(ctx: Ctx, id: number): Promise<{ approver: CompanyMember; order: TradeOrder }> {
  const approver = await approverOf(ctx);
  const order = await ctx.db.tradeOrder.findFirst({ where: { id, companyId: approver.companyId, deletedAt: null } });
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (!mayDecide(approver, order)) throw new AppError('ORDER_APPROVAL_OWN_ORDER');
  if (order.status !== ORDER_STATUS.awaitingApproval) throw new AppError('ORDER_APPROVAL_DECIDED');
  return { approver, order };
}
