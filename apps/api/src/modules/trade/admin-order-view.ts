import type { TAdminOrder } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import { toOrder } from './order-access.ts';

export const withLines = { items: { orderBy: { id: 'asc' } }, payOrder: true } as const;
export type AdminOrderRow = Prisma.TradeOrderGetPayload<{ include: typeof withLines }>;

/** An order as the back office sees it, with its member's account e-mail (a guest's: the e-mail entered). */
export function adminOrderOf(row: AdminOrderRow, memberMail: string | null): TAdminOrder {
  return {
    ...toOrder(row),
    // A guest's order: no account (0), and the e-mail the guest entered.
    memberId: row.memberId ?? 0,
    memberMail: row.memberId === null ? row.email : (memberMail ?? ''),
    logisticsId: row.logisticsId,
    logisticsNo: row.logisticsNo,
    remark: row.remark,
    cancelReason: row.cancelReason,
  };
}

/** What the audit log keeps of an order before and after a change. */
export const auditView = (o: { status: number; logisticsId: number | null; logisticsNo: string | null; remark: string | null }) => ({
  status: o.status,
  logisticsId: o.logisticsId,
  logisticsNo: o.logisticsNo,
  remark: o.remark,
});
