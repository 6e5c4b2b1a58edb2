import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';

/** The parent must exist and must not be the category itself or one below it. */
export async function assertParent(tx: Pick<Ctx['db'], 'category'>, parentId: number, id?: number): Promise<void> {
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
