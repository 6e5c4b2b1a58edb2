import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { auditView } from './admin-category-view.ts';
import { catalogueChanged } from './catalogue-changed.ts';

/** Deletes a category without subcategories and products (a deleted product that orders name still counts). */
export async function deleteCategory(ctx: Ctx, id: number): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.category.findUnique({ where: { id } });
    if (!before) throw new AppError('CATEGORY_NOT_FOUND');
    if (await tx.category.count({ where: { parentId: id } })) throw new AppError('CATEGORY_HAS_CHILDREN');
    if (await tx.spu.count({ where: { categoryId: id } })) throw new AppError('CATEGORY_HAS_PRODUCTS');
    await tx.category.delete({ where: { id } });
    await writeAudit(tx, { adminId, action: 'product:category:delete', target: `product_category:${id}`, before: auditView(before) });
  });
  catalogueChanged(ctx);
  return true;
}
