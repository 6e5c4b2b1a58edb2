/**
 * A JSON list of order or cart lines from an address parameter (`items`, `carts`): only entries
 * with a whole skuId and a count of at least 1; anything else is dropped.
 */
export function parseLineList<T extends { skuId: number; count: number }>(text: string | null): T[] {
  try {
    const lines = JSON.parse(text ?? '[]') as T[];
    return Array.isArray(lines) ? lines.filter((l) => Number.isInteger(l?.skuId) && Number.isInteger(l?.count) && l.count >= 1) : [];
  } catch {
    return [];
  }
}
