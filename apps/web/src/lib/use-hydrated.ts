import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while a server-rendered page is being hydrated, true from then on (and at
 * once on pages rendered in the browser). Controls that would lose input made before hydration stay
 * disabled until then, so nothing typed or clicked is silently reset; what only the browser knows
 * (the shopper's today) shows from then on.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
