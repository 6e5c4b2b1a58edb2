import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { auditView } from './admin-order-view.ts';

/** Sets the back office's note on an order, written to the audit log. */
export async function updateOrderRemark(ctx: Ctx, input: { id: number; remark: string }): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.tradeOrder.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError('ORDER_NOT_FOUND');
    const after = await tx.tradeOrder.update({ where: { id: before.id }, data: { remark: input.remark } });
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:update-remark',
      target: `trade_order:${before.id}`,
      before: auditView(before),
      after: auditView(after),
    });
  });
  return true;
}
