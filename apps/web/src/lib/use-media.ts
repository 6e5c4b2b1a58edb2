import { useSyncExternalStore } from 'react';
import { firstRender } from './first-render.ts';

const MOBILE_QUERY = '(max-width: 900px)';
const PHONE_OR_TABLET = /Android|iPhone|iPad|iPod|Mobile|Tablet/i;

function subscribe(callback: () => void) {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', callback);
  return () => media.removeEventListener('change', callback);
}

/** Mobile chrome: 900 px wide or less, or a phone or tablet. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches || PHONE_OR_TABLET.test(navigator.userAgent),
    // The server renders by the visitor's user agent; the browser hydrates with the same guess.
    () => firstRender.mobile,
  );
}
