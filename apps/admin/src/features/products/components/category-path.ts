import type { TAdminCategory } from '@shop/shared';

/** "Office › Paper › Notebooks": a category with its parents, in English (the back office's names). */
export function categoryPath(categories: readonly TAdminCategory[], id: number): string {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const names: string[] = [];
  let current = byId.get(id);
  for (let depth = 0; current && depth < 10; depth++) {
    names.unshift(current.name.en);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return names.join(' › ') || `#${id}`;
}
