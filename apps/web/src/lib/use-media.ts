import { useSyncExternalStore } from 'react';
import { firstRender } from './first-render.ts';

const MOBILE_QUERY = '(max-width: 900px)';
const PHONE_OR_TABLET = /Android|iPhone|iPad|iPod|Mobile|Tablet/i;

/** One query for the page's lifetime: asking `matchMedia` anew on every render costs a slow phone's first render. */
let media: MediaQueryList | undefined;
const mobileQuery = () => {
  media ??= window.matchMedia(MOBILE_QUERY);
  return media;
};

function subscribe(callback: () => void) {
  mobileQuery().addEventListener('change', callback);
  return () => mobileQuery().removeEventListener('change', callback);
}

/** Mobile chrome: 900 px wide or less, or a phone or tablet. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mobileQuery().matches || PHONE_OR_TABLET.test(navigator.userAgent),
    // The server renders by the visitor's user agent; the browser hydrates with the same guess.
    () => firstRender.mobile,
  );
}
