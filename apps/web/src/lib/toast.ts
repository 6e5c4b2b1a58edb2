import { createToasts } from '@shop/client';

/** The storefront's messages: one at a time, each for 4 seconds. */
export const { toastStore, showToast } = createToasts(4000);

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
