import { startTransition, useEffect, useState } from 'react';

/** Whether a server-rendered page is being hydrated: the server's mark on `#root` is still there (and on the server itself). */
function hydrating(): boolean {
  return typeof document === 'undefined' || document.getElementById('root')?.hasAttribute('data-hydrating') === true;
}

/**
 * False on the server and while a server-rendered page is being hydrated, true from then on (and at
 * once on pages rendered in the browser). Controls that would lose input made before hydration stay
 * disabled until then, so nothing typed or clicked is silently reset; what only the browser knows
 * (the shopper's today) shows from then on. The switch renders as a transition, in short slices.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
