import type { TCategory } from '@shop/shared';

/** The category and its parents, top-level first: a product's breadcrumbs. */
export function categoryTrail(categories: readonly TCategory[], id: number): TCategory[] {
  const trail: TCategory[] = [];
  let current = categories.find((c) => c.id === id);
  while (current && !trail.includes(current)) {
    trail.unshift(current);
    const parentId = current.parentId;
    current = categories.find((c) => c.id === parentId);
  }
  return trail;
}
