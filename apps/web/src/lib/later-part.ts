import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * A part of the shell kept out of every page's first load (a drawer's contents): fetched once the
 * page is idle, or at once when the shopper asks for it before. The hook answers the part once it
 * is there and null until then (also in the server's render and at hydration, which therefore match).
 * A failed download calls `onFailure` when the part was asked for, and is tried again the next time.
 */
export function laterPart<T>(load: () => Promise<T>, onFailure: () => void): (wanted: boolean) => T | null {
  let loading: Promise<T> | null = null;
  const fetchPart = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return function useLaterPart(wanted) {
    const [part, setPart] = useState<T | null>(null);
    useEffect(() => {
      let current = true;
      const take = (loaded: T) => current && setPart(() => loaded);
      if (wanted) fetchPart().then(take, () => current && onFailure());
      else whenIdle(() => void fetchPart().then(take, () => undefined));
      return () => {
        current = false;
      };
    }, [wanted]);
    return part;
  };
}
