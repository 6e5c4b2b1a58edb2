import { createStore } from './store.ts';

interface Toast {
  id: number;
  kind: 'error' | 'success';
  text: string;
}

/** One toast at a time: a new one replaces the last. */
export const toastStore = createStore<Toast | null>(null, { value: null });
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(text: string, kind: Toast['kind'] = 'error'): void {
  clearTimeout(timer);
  toastStore.set({ id: nextId++, kind, text });
  timer = setTimeout(() => toastStore.set(null), 4000);
}

const FLASH_KEY = 'flashMessage';

/** A message for the page that loads next (login reloads the page right after merging the cart). */
export function flashAfterReload(text: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, text);
  } catch {
    showToast(text);
  }
}

export function showFlash(): void {
  try {
    const text = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    if (text) showToast(text, 'success');
  } catch {
    // No session storage: nothing was kept.
  }
}
