import { client } from '../../lib/api-client.ts';
import { accessTokenStore } from '../../lib/session.ts';
import { createStore } from '../../lib/store.ts';
import { guestCartStore, selectedPieces } from './guest-cart.ts';

/** The header badge: pieces in the selected lines, from the server for members, from local storage for visitors. */
export const cartCountStore = createStore(accessTokenStore.get() ? 0 : selectedPieces(guestCartStore.get()));

export async function refreshCartCount(): Promise<void> {
  if (!accessTokenStore.get()) return cartCountStore.set(selectedPieces(guestCartStore.get()));
  cartCountStore.set(await client.trade.cart.getCount().catch(() => cartCountStore.get()));
}

guestCartStore.subscribe(() => {
  if (!accessTokenStore.get()) cartCountStore.set(selectedPieces(guestCartStore.get()));
});
