import { createStore } from './store.ts';

interface Toast {
  id: number;
  kind: 'error' | 'success';
  text: string;
}

/** One toast at a time: a new one replaces the last; each goes after `durationMs`. None is rendered on the server. */
export function createToasts(durationMs: number) {
  const toastStore = createStore<Toast | null>(null, { value: null });
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  function showToast(text: string, kind: Toast['kind'] = 'error'): void {
    clearTimeout(timer);
    toastStore.set({ id: nextId++, kind, text });
    timer = setTimeout(() => toastStore.set(null), durationMs);
  }
  return { toastStore, showToast };
}
