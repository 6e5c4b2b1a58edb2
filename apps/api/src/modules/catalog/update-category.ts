import type { ZAdminCategoryCreateRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { auditView } from './admin-category-view.ts';
import { catalogueChanged } from './catalogue-changed.ts';
import { withUniqueCode } from './category-code.ts';
import { assertParent } from './category-parent.ts';

type CategoryInput = z.output<typeof ZAdminCategoryCreateRequest>;

export async function updateCategory(ctx: Ctx, input: CategoryInput & { id: number }): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const { id, ...data } = input;
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.category.findUnique({ where: { id } });
    if (!before) throw new AppError('CATEGORY_NOT_FOUND');
    await assertParent(tx, data.parentId, id);
    const after = await withUniqueCode(() => tx.category.update({ where: { id }, data }));
    await writeAudit(tx, {
      adminId,
      action: 'product:category:update',
      target: `product_category:${id}`,
      before: auditView(before),
      after: auditView(after),
    });
  });
  catalogueChanged(ctx);
  return true;
}
