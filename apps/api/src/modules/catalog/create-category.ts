import type { ZAdminCategoryCreateRequest } from '@shop/shared';
import type { z } from 'zod';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { auditView } from './admin-category-view.ts';
import { catalogueChanged } from './catalogue-changed.ts';
import { withUniqueCode } from './category-code.ts';
import { assertParent } from './category-parent.ts';

type CategoryInput = z.output<typeof ZAdminCategoryCreateRequest>;

export async function createCategory(ctx: Ctx, input: CategoryInput): Promise<number> {
  const adminId = adminIdOf(ctx);
  const created = await ctx.db.$transaction(async (tx) => {
    await assertParent(tx, input.parentId);
    const row = await withUniqueCode(() => tx.category.create({ data: { ...input, code: input.code ?? null } }));
    await writeAudit(tx, { adminId, action: 'product:category:create', target: `product_category:${row.id}`, after: auditView(row) });
    return row;
  });
  catalogueChanged(ctx);
  return created.id;
}
