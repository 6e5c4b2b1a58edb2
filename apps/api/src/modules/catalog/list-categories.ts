import { COMMON_STATUS, translate, type TCategory } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';

/** Active categories, as a flat list in display order; the storefront builds the tree. */
export async function listCategories(ctx: Ctx): Promise<TCategory[]> {
  const rows = await ctx.db.category.findMany({
    where: { status: COMMON_STATUS.enabled },
    orderBy: [{ parentId: 'asc' }, { sort: 'asc' }, { id: 'asc' }],
  });
  return rows.map((c) => ({
    id: c.id,
    parentId: c.parentId,
    name: translate(c.name, ctx.language),
    picUrl: c.picUrl,
    sort: c.sort,
    status: c.status,
    code: c.code,
  }));
}

/** The categories through the catalogue cache, per language. */
export const cachedCategories = (ctx: Ctx) => ctx.services.catalogCache.get(`categories:${ctx.language}`, () => listCategories(ctx));
