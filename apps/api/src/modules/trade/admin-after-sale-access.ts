import type { Prisma, TradeAfterSale } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';

type Tx = Prisma.TransactionClient;

/** What the audit log keeps of an after-sale before and after a step. */
const auditView = (r: TradeAfterSale) => ({
  status: r.status,
  refundPrice: r.refundPrice,
  auditReason: r.auditReason,
  refuseMemo: r.refuseMemo,
  refundId: r.refundId,
});

export async function afterSaleOf(ctx: Ctx, id: number): Promise<TradeAfterSale> {
  const row = await ctx.db.tradeAfterSale.findUnique({ where: { id } });
  if (!row) throw new AppError('AFTER_SALE_NOT_FOUND');
  return row;
}

/** Writes the audit entry of a step: the after-sale as it was and as it is now. */
export async function audit(ctx: Ctx, tx: Tx, action: string, before: TradeAfterSale): Promise<void> {
  const after = await tx.tradeAfterSale.findUniqueOrThrow({ where: { id: before.id } });
  await writeAudit(tx, {
    adminId: adminIdOf(ctx),
    action,
    target: `trade_after_sale:${before.id}`,
    before: auditView(before),
    after: auditView(after),
  });
}

/** Members' names and e-mails by id. */
export async function membersOf(ctx: Ctx, ids: number[]) {
  return ctx.db.member.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, mail: true, firstName: true, lastName: true },
  });
}
