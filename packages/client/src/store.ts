import { useSyncExternalStore } from 'react';

/**
 * A tiny observable value for client state shared across an app (session, currency, toasts).
 * `onServer`: the value a server-rendered page was rendered with (the server cannot see the
 * visitor's local storage); the browser hydrates the page with it, then renders its own value.
 */
export function createStore<T>(initial: T, onServer?: { value: T }) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    getOnServer: onServer ? () => onServer.value : () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type Store<T> = ReturnType<typeof createStore<T>>;

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getOnServer);
}
