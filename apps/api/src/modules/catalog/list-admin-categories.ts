import type { TAdminCategory, ZAdminCategoryListRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Category } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { toAdminCategory } from './admin-category-view.ts';

/**
 * Every category, disabled ones too, in display order; a name filter matches any language (the
 * back office shows the matches without their parents, as yudao does).
 */
export async function listAdminCategories(ctx: Ctx, query: z.output<typeof ZAdminCategoryListRequest>): Promise<TAdminCategory[]> {
  const rows = await ctx.db.category.findMany({
    where: query.status === undefined ? {} : { status: query.status },
    orderBy: [{ parentId: 'asc' }, { sort: 'asc' }, { id: 'asc' }],
  });
  const needle = query.name?.toLowerCase();
  const matches = (c: Category) => !needle || Object.values(c.name as Record<string, string>).some((n) => n.toLowerCase().includes(needle));
  return rows.filter(matches).map(toAdminCategory);
}
