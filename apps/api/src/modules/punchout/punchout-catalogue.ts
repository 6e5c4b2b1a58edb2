import type { PunchoutOrganisation } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';

/** The categories an organisation may order from, its chosen ones with all their subcategories; null: the whole catalogue. */
export async function allowedCategories(ctx: Ctx, org: Pick<PunchoutOrganisation, 'categoryIds'>): Promise<Set<number> | null> {
  if (org.categoryIds.length === 0) return null;
  const rows = await ctx.db.$queryRaw<{ id: number }[]>`
    WITH RECURSIVE tree AS (
      SELECT id FROM product_category WHERE id = ANY(${org.categoryIds}::int[])
      UNION SELECT c.id FROM product_category c JOIN tree t ON c.parent_id = t.id
    ) SELECT id FROM tree`;
  return new Set(rows.map((r) => r.id));
}

export interface ScopedSku {
  id: number;
  name: string;
  /** The SKU's category: its code where it has one, else its id (the material group). */
  group: string;
}

/**
 * The SKUs of the lines, each in the organisation's catalogue: an unknown or removed SKU answers
 * `unknown` with its id; one outside the agreed categories is refused with its name.
 */
export async function skusInScope(ctx: Ctx, org: Pick<PunchoutOrganisation, 'categoryIds'>, skuIds: number[]) {
  const allowed = await allowedCategories(ctx, org);
  const rows = await ctx.db.sku.findMany({
    where: { id: { in: [...new Set(skuIds)] }, deletedAt: null },
    select: { id: true, spu: { select: { name: true, categoryId: true, category: { select: { code: true } } } } },
  });
  const found = new Map(rows.map((r) => [r.id, r]));
  const unknown = skuIds.filter((id) => !found.has(id));
  const scoped = new Map<number, ScopedSku>();
  for (const row of rows) {
    const names = row.spu.name as Record<string, string>;
    const name = names[ctx.language] || names.en || '';
    if (allowed && !allowed.has(row.spu.categoryId)) throw new AppError('PUNCHOUT_CATEGORY_NOT_ALLOWED', { name });
    scoped.set(row.id, { id: row.id, name, group: row.spu.category.code ?? String(row.spu.categoryId) });
  }
  return { scoped, unknown };
}
