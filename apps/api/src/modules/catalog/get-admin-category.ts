import type { TAdminCategory } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { toAdminCategory } from './admin-category-view.ts';

export async function getAdminCategory(ctx: Ctx, id: number): Promise<TAdminCategory> {
  const row = await ctx.db.category.findUnique({ where: { id } });
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
  return toAdminCategory(row);
}
