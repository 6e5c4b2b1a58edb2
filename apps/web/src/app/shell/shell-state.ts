import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';
import { createStore } from './store.ts';

export const feedbackOpenStore = createStore(false);
export const mobileMenuOpenStore = createStore(false);
export const cartOpenStore = createStore(false);
export const menuCollapsedStore = createStore(readStored(STORAGE_KEYS.menuCollapsed) === 'true');

export function toggleMenuCollapsed(): void {
  const next = !menuCollapsedStore.get();
  writeStored(STORAGE_KEYS.menuCollapsed, String(next));
  menuCollapsedStore.set(next);
}

/** The header badge: the number of pieces in the cart, capped for display. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
