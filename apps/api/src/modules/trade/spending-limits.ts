import { ORDER_STATUS } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { CompanyMember, Prisma } from '../../generated/prisma/client.ts';

/** Where a new order of a member stands towards their company: the company (if any) and whether it waits for approval. */
export interface CompanyPlacement {
  companyId: number | null;
  needsApproval: boolean;
}

/** The first instant of the calendar month (UTC) of `now`. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export type Membership = Pick<CompanyMember, 'memberId' | 'companyId' | 'role' | 'spendingLimitPerOrder' | 'spendingLimitPerMonth'>;

/** The ordering member's place in a company (null for guests and members outside one), read before the order's transaction. */
export async function membershipOf(db: Db, memberId: number | null): Promise<Membership | null> {
  return memberId === null ? null : db.companyMember.findUnique({ where: { memberId } });
}

/**
 * Whether a company buyer's order of `amount` cents in `currency` needs an approver: above their
 * limit per order, or above what is left of their limit for the month (UTC) after their orders of
 * this month for the company in the same currency that were not cancelled or declined (those
 * awaiting approval count). Limits are cents of the order's currency. Admins and approvers have no
 * limit; a member outside a company orders as before (and their order's transaction is not made
 * longer). A buyer with limits has their membership row locked until the order is committed, so two
 * orders of one buyer at once are counted one after the other.
 */
export async function companyPlacement(
  tx: Prisma.TransactionClient,
  membership: Membership | null,
  amount: number,
  currency: string,
  now: Date,
): Promise<CompanyPlacement> {
  if (membership === null) return { companyId: null, needsApproval: false };
  const limited = membership.role === 'buyer' && (membership.spendingLimitPerOrder !== null || membership.spendingLimitPerMonth !== null);
  if (!limited) return { companyId: membership.companyId, needsApproval: false };
  const [member] = await tx.$queryRaw<{ companyId: number; role: string; perOrder: number | null; perMonth: number | null }[]>`
    SELECT company_id AS "companyId", role, spending_limit_per_order AS "perOrder", spending_limit_per_month AS "perMonth"
    FROM member_company_member WHERE member_id = ${membership.memberId} FOR UPDATE`;
  if (!member) return { companyId: null, needsApproval: false };
  const placement = { companyId: member.companyId, needsApproval: false };
  if (member.role !== 'buyer') return placement;
  if (member.perOrder !== null && amount > member.perOrder) return { ...placement, needsApproval: true };
  if (member.perMonth === null) return placement;
  const [spent] = await tx.$queryRaw<{ cents: number }[]>`
    SELECT coalesce(sum(pay_price), 0)::int AS cents FROM trade_order
    WHERE member_id = ${membership.memberId} AND company_id = ${member.companyId} AND currency = ${currency}
      AND status <> ${ORDER_STATUS.cancelled} AND created_at >= ${monthStart(now)}`;
  return { ...placement, needsApproval: (spent?.cents ?? 0) + amount > member.perMonth };
}
