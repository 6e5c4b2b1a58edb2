import { readStored, STORAGE_KEYS } from './storage.ts';
import { createStore } from './store.ts';

interface GuestLine {
  count: number;
  selected?: boolean;
}

/** Pieces in the selected lines of the guest cart kept in local storage. */
function guestCartCount(): number {
  try {
    const lines = JSON.parse(readStored(STORAGE_KEYS.guestCart) ?? '[]') as GuestLine[];
    return lines.filter((l) => l.selected !== false).reduce((sum, l) => sum + (Number(l.count) || 0), 0);
  } catch {
    return 0;
  }
}

export const cartCountStore = createStore(guestCartCount());
