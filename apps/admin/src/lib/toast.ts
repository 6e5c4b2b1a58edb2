import { createStore } from './store.ts';

interface Toast {
  id: number;
  kind: 'error' | 'success';
  text: string;
}

/** One toast at a time: a new one replaces the last. */
export const toastStore = createStore<Toast | null>(null);
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(text: string, kind: Toast['kind'] = 'error'): void {
  clearTimeout(timer);
  toastStore.set({ id: nextId++, kind, text });
  timer = setTimeout(() => toastStore.set(null), 5000);
}
