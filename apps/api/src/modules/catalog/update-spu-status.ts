import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { catalogueChanged } from './catalogue-changed.ts';
import { loadForChange } from './spu-changes.ts';

export async function updateSpuStatus(ctx: Ctx, input: { id: number; status: number }): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await loadForChange(tx, input.id);
    await tx.spu.update({ where: { id: input.id }, data: { status: input.status } });
    await writeAudit(tx, {
      adminId,
      action: 'product:spu:update-status',
      target: `product_spu:${input.id}`,
      before: { status: before.status },
      after: { status: input.status },
    });
  });
  catalogueChanged(ctx);
  return true;
}
