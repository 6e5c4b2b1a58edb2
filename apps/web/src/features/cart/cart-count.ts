import { client } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { accessTokenStore } from '../../lib/session.ts';
import { createStore } from '../../lib/store.ts';
import { guestCartStore, selectedPieces } from './guest-cart.ts';

/** The header badge: pieces in the selected lines, from the server for members, from local storage for visitors. */
/** Server-rendered pages show no badge; the browser fills it in. */
export const cartCountStore = createStore(accessTokenStore.get() ? 0 : selectedPieces(guestCartStore.get()), { value: 0 });

export async function refreshCartCount(): Promise<void> {
  if (!accessTokenStore.get()) return cartCountStore.set(selectedPieces(guestCartStore.get()));
  cartCountStore.set(await client.trade.cart.getCount().catch(() => cartCountStore.get()));
}

guestCartStore.subscribe(() => {
  if (!accessTokenStore.get()) cartCountStore.set(selectedPieces(guestCartStore.get()));
});

/**
 * Product links open in new tabs, so every tab of the shop shows one cart: a change to a member's
 * server cart is announced to the other tabs, which re-read cart and badge. (A visitor's cart
 * lives in local storage, whose own event reaches the other tabs: see guest-cart.ts.)
 */
const channel = typeof window !== 'undefined' && typeof BroadcastChannel === 'function' ? new BroadcastChannel('shop-cart') : null;

export function announceCartChange(): void {
  channel?.postMessage('changed');
}

channel?.addEventListener('message', () => {
  if (!accessTokenStore.get()) return;
  void queryClient.invalidateQueries({ queryKey: client.trade.cart.list.key() });
  void refreshCartCount();
});
