import type { TCartEntry, TCartLine } from '@shop/shared';
import { client } from '../../lib/api-client.ts';
import i18n from '../../lib/i18n.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { createStore } from '../../lib/store.ts';
import { flashAfterReload } from '../../lib/toast.ts';
import { parseLineList } from './line-list.ts';

/**
 * An empty cart, one value for the server and the browser alike: hydrating a page compares them, and
 * two different empty lists would make every component showing the cart render again at once.
 */
const NO_LINES: TCartLine[] = [];

/** The cart of a visitor, in local storage, with the server's line shape (the line id is the SKU id). */
function read(): TCartLine[] {
  try {
    const lines = JSON.parse(readStored(STORAGE_KEYS.guestCart) ?? '[]') as TCartLine[];
    const valid = Array.isArray(lines)
      ? lines.filter((l) => Number.isInteger(l?.sku?.id) && Number.isInteger(l.count) && l.count >= 1)
      : [];
    return valid.length > 0 ? valid : NO_LINES;
  } catch {
    return NO_LINES;
  }
}

export const guestCartStore = createStore<TCartLine[]>(read(), { value: NO_LINES });

// Another tab changed the visitor's cart (or emptied it at login): show the same lines here.
// (Not on the server, which renders pages without any cart.)
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.guestCart || event.key === null) guestCartStore.set(read());
  });
}

function save(lines: TCartLine[]): void {
  writeStored(STORAGE_KEYS.guestCart, lines.length ? JSON.stringify(lines) : null);
  guestCartStore.set(lines);
}

export const selectedPieces = (lines: TCartLine[]) => lines.filter((l) => l.selected).reduce((sum, l) => sum + l.count, 0);

/** Adds pieces to the SKU's line, never past the stock. Answers the count the line has now. */
export function addGuestLine(line: Omit<TCartLine, 'id' | 'count' | 'selected'>, count: number): number {
  const lines = guestCartStore.get();
  const existing = lines.find((l) => l.sku.id === line.sku.id);
  const total = Math.min((existing?.count ?? 0) + count, line.sku.stock);
  const next: TCartLine = { ...line, id: line.sku.id, count: total, selected: true };
  save(existing ? lines.map((l) => (l.sku.id === line.sku.id ? next : l)) : [next, ...lines]);
  return total;
}

export function updateGuestCount(id: number, count: number): void {
  save(guestCartStore.get().map((l) => (l.id === id ? { ...l, count: Math.min(Math.max(1, count), l.sku.stock) } : l)));
}

export function setGuestSelected(ids: number[], selected: boolean): void {
  save(guestCartStore.get().map((l) => (ids.includes(l.id) ? { ...l, selected } : l)));
}

export function deleteGuestLines(ids: number[]): void {
  save(guestCartStore.get().filter((l) => !ids.includes(l.id)));
}

/**
 * Right after login: the guest cart and the `carts` parameter go into the member's cart on the
 * server (capped at stock there), then the local cart is emptied. Nothing is lost on failure:
 * the local cart stays for the next try. Answers the member's cart line of each merged SKU.
 */
export async function mergeGuestCart(carts: string | null): Promise<Map<number, number>> {
  const entries = [
    ...guestCartStore.get().map((l) => ({ skuId: l.sku.id, count: l.count, selected: l.selected })),
    ...parseLineList<TCartEntry>(carts),
  ];
  if (entries.length === 0) return new Map();
  const merged = await client.trade.cart.add(entries);
  save([]);
  // A list is answered with the merge (a single line with its id).
  if (typeof merged === 'number') return new Map();
  if (merged.capped.length > 0) flashAfterReload(i18n.t('cart.capped'));
  return new Map(merged.lines.map((line) => [line.skuId, line.id]));
}
