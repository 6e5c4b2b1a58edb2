import type { TCartLine, TCartUpdateCountRequest, TCartUpdateSelectedRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { currencyStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { announceCartChange, refreshCartCount } from '../cart-count.ts';

export const useServerCart = (enabled: boolean) =>
  useQuery({ queryKey: client.trade.cart.list.key(), queryFn: () => client.trade.cart.list(), enabled });

/** A visitor's local lines priced by the server (today's prices, stock, quantity discounts). */
export function useGuestCartPrices(lines: TCartLine[]) {
  const currency = useStore(currencyStore);
  const items = lines.map((l) => ({ skuId: l.sku.id, count: l.count }));
  return useQuery({
    queryKey: [...client.trade.cart.price.key({ items }), currency],
    queryFn: () => client.trade.cart.price({ items }),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Every change re-reads the cart and the badge from the server. */
function useCartMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queries.invalidateQueries({ queryKey: client.trade.cart.list.key() });
      await refreshCartCount();
      announceCartChange();
    },
  });
}

export const useUpdateCartCount = () => useCartMutation((body: TCartUpdateCountRequest) => client.trade.cart.updateCount(body));
export const useUpdateCartSelected = () => useCartMutation((body: TCartUpdateSelectedRequest) => client.trade.cart.updateSelected(body));
export const useDeleteCartLines = () => useCartMutation((ids: number[]) => client.trade.cart.delete({ ids }));
