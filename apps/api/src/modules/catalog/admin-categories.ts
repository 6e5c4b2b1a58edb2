import type { TAdminCategory, ZAdminCategoryCreateRequest, ZAdminCategoryListRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Category } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';

type CategoryInput = z.output<typeof ZAdminCategoryCreateRequest>;

function toAdminCategory(c: Category): TAdminCategory {
  const name = c.name as Partial<TAdminCategory['name']>;
  return {
    id: c.id,
    parentId: c.parentId,
    name: { en: name.en ?? '', de: name.de ?? '', zh: name.zh ?? '' },
    picUrl: c.picUrl,
    sort: c.sort,
    status: c.status,
    createTime: c.createdAt.getTime(),
  };
}

/** What the audit log keeps of a category. */
const auditView = (c: Category) => ({ parentId: c.parentId, name: c.name, picUrl: c.picUrl, sort: c.sort, status: c.status });

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

export async function getAdminCategory(ctx: Ctx, id: number): Promise<TAdminCategory> {
  const row = await ctx.db.category.findUnique({ where: { id } });
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
  return toAdminCategory(row);
}

/** The parent must exist and must not be the category itself or one below it. */
async function assertParent(tx: Pick<Ctx['db'], 'category'>, parentId: number, id?: number): Promise<void> {
  if (parentId === 0) return;
  if (parentId === id) throw new AppError('CATEGORY_PARENT_INVALID');
  const all = await tx.category.findMany({ select: { id: true, parentId: true } });
  const parents = new Map(all.map((c) => [c.id, c.parentId]));
  if (!parents.has(parentId)) throw new AppError('CATEGORY_PARENT_NOT_FOUND');
  // Walking up from the new parent must never meet the category (bounded against a stored cycle).
  for (let at = parentId, steps = 0; at !== 0 && steps <= all.length; at = parents.get(at) ?? 0, steps += 1) {
    if (at === id) throw new AppError('CATEGORY_PARENT_INVALID');
  }
}

/** The storefront shows catalogue changes at once: the commit notifies every instance, this one is emptied now. */
export function catalogueChanged(ctx: Ctx): void {
  ctx.services.catalogCache.clear();
}

export async function createCategory(ctx: Ctx, input: CategoryInput): Promise<number> {
  const adminId = adminIdOf(ctx);
  const created = await ctx.db.$transaction(async (tx) => {
    await assertParent(tx, input.parentId);
    const row = await tx.category.create({ data: input });
    await writeAudit(tx, { adminId, action: 'product:category:create', target: `product_category:${row.id}`, after: auditView(row) });
    return row;
  });
  catalogueChanged(ctx);
  return created.id;
}

export async function updateCategory(ctx: Ctx, input: CategoryInput & { id: number }): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const { id, ...data } = input;
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.category.findUnique({ where: { id } });
    if (!before) throw new AppError('CATEGORY_NOT_FOUND');
    await assertParent(tx, data.parentId, id);
    const after = await tx.category.update({ where: { id }, data });
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
