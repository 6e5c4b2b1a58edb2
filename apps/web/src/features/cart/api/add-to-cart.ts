import type { TCartLine } from '@shop/shared';
import { client } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { announceCartChange, refreshCartCount } from '../cart-count.ts';
import { addGuestLine } from '../guest-cart.ts';

/** Adds pieces of a SKU: to the server cart for members, to the local cart for visitors. */
export async function addToCart(line: Omit<TCartLine, 'id' | 'count' | 'selected'>, count: number): Promise<void> {
  if (accessTokenStore.get()) {
    await client.trade.cart.add({ skuId: line.sku.id, count });
    await queryClient.invalidateQueries({ queryKey: client.trade.cart.list.key() });
    await refreshCartCount();
    announceCartChange();
    return;
  }
  addGuestLine(line, count);
}

/** Buy now: straight to the order with this one line, through login for visitors. */
export function buyNowPath(skuId: number, count: number): string {
  const items = encodeURIComponent(JSON.stringify([{ skuId, count }]));
  return accessTokenStore.get() ? `/createOrder?items=${items}` : `/login?items=${items}`;
}
