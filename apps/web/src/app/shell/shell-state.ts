import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { createStore } from '../../lib/store.ts';

export const mobileMenuOpenStore = createStore(false);
// Server-rendered pages come with the menu open: the server cannot read the stored choice.
export const menuCollapsedStore = createStore(readStored(STORAGE_KEYS.menuCollapsed) === 'true', { value: false });

export function toggleMenuCollapsed(): void {
  const next = !menuCollapsedStore.get();
  writeStored(STORAGE_KEYS.menuCollapsed, String(next));
  menuCollapsedStore.set(next);
}
