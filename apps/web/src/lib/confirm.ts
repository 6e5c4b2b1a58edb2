import { createStore } from './store.ts';

/** The question the shop's confirmation dialog shows, and who waits for the answer. */
interface Question {
  text: string;
  /** The label of the button that says yes ("Remove"); "OK" without one. */
  yes: string | undefined;
  answer: (yes: boolean) => void;
}

export const confirmStore = createStore<Question | null>(null);

/**
 * Asks the shopper a yes/no question in the shop's own dialog rather than the browser's
 * `confirm()` box (which cannot be styled, translated or read out well): answers their choice;
 * Cancel, Escape or a newer question count as no.
 */
export function askConfirm(text: string, yes?: string): Promise<boolean> {
  return new Promise((resolve) => {
    confirmStore.get()?.answer(false);
    confirmStore.set({
      text,
      yes,
      answer: (choice) => {
        confirmStore.set(null);
        resolve(choice);
      },
    });
  });
}
