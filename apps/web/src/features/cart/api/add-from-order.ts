import type { TCartAddFromOrderResponse } from '@shop/shared';
import { client } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { announceCartChange, refreshCartCount } from '../cart-count.ts';

/**
 * "Buy again": the order's normal lines into the member's cart (cart
 * and badge asked again, other tabs told); answers its logo lines as checkout lines, with their
 * logo and, where approved, the earlier print data.
 */
export async function addFromOrder(orderId: number): Promise<TCartAddFromOrderResponse> {
  const added = await client.trade.cart.addFromOrder({ orderId });
  if (added.cartIds.length > 0) {
    await queryClient.invalidateQueries({ queryKey: client.trade.cart.list.key() });
    await refreshCartCount();
    announceCartChange();
  }
  return added;
}
