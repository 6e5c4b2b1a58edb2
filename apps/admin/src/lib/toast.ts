import { createToasts } from '@shop/client';

/** The back office's messages: one at a time, each for 5 seconds. */
export const { toastStore, showToast } = createToasts(5000);
