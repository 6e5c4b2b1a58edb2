import { ORDER_STATUS, type DataOf, type ParsedInputOf, contract } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';
import { approverOf, mayDecide } from './approval-access.ts';
import { buyerNames } from './buyer-names.ts';

const endpoint = contract.trade.order.approvalPage;

/** A line's variant as one text: "Colour: blue, Size: L". */
function variantOf(properties: unknown): string {
  const list = Array.isArray(properties) ? (properties as { propertyName?: string; valueName?: string }[]) : [];
  return list.map((p) => `${p.propertyName ?? ''}: ${p.valueName ?? ''}`).join(', ');
}

/** My company's orders awaiting approval, oldest first (the first to expire on top): for its approvers and admins only. */
export async function pageApprovals(ctx: Ctx, query: ParsedInputOf<typeof endpoint>): Promise<DataOf<typeof endpoint>> {
  const approver = await approverOf(ctx);
  const where = { companyId: approver.companyId, status: ORDER_STATUS.awaitingApproval, deletedAt: null };
  const [rows, total] = await Promise.all([
    ctx.db.tradeOrder.findMany({
      where,
      include: { items: { orderBy: { id: 'asc' } } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
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
    currency: row.currency,
    payPrice: row.payPrice,
    items: row.items.map((i) => ({ spuName: i.spuName, count: i.count, properties: variantOf(i.properties) })),
    poNumber: row.poNumber,
    costCentre: row.costCentre,
    createTime: row.createdAt.getTime(),
    holdUntil: row.payExpireTime.getTime(),
    canDecide: mayDecide(approver, row),
  }));
  return { list, total };
}
