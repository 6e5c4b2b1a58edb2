import type { TAddressInput } from '@shop/shared';
import type { CheckoutValues } from './checkout-values.ts';

/**
 * What a guest typed at checkout, kept for the tab (sessionStorage) so a reload or changing "Ship
 * to" keeps it: the checkout's fields, the addresses used and the address forms being filled in.
 * Never payment data. Cleared once the order is placed.
 */
export interface GuestDraft {
  values: Partial<CheckoutValues>;
  address: TAddressInput | null;
  billing: TAddressInput | null;
}

const DRAFT_KEY = 'checkout.guest';
/** The address forms' unsaved fields (AddressForm's `draftKey`). */
export const GUEST_FORM_KEYS = { address: 'checkout.guest.address', billing: 'checkout.guest.billing' } as const;

export function readGuestDraft(): GuestDraft {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as (Partial<GuestDraft> & { email?: string }) | null;
    // A draft of an earlier release kept the e-mail on its own.
    const values = { ...(draft?.email ? { email: draft.email } : {}), ...(draft?.values ?? {}) };
    return { values, address: draft?.address ?? null, billing: draft?.billing ?? null };
  } catch {
    return { values: {}, address: null, billing: null };
  }
}

export function saveGuestDraft(draft: GuestDraft): void {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

/** After the order is placed: nothing of the guest stays in the tab. */
export function clearGuestDraft(): void {
  for (const key of [DRAFT_KEY, ...Object.values(GUEST_FORM_KEYS)]) sessionStorage.removeItem(key);
}
