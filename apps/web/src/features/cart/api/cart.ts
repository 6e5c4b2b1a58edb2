import type { TCartUpdateCountRequest, TCartUpdateSelectedRequest } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { refreshCartCount } from '../cart-count.ts';

export const useServerCart = (enabled: boolean) =>
  useQuery({ queryKey: client.trade.cart.list.key(), queryFn: () => client.trade.cart.list(), enabled });

/** Every change re-reads the cart and the badge from the server. */
function useCartMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queries.invalidateQueries({ queryKey: client.trade.cart.list.key() });
      await refreshCartCount();
    },
  });
}

export const useUpdateCartCount = () => useCartMutation((body: TCartUpdateCountRequest) => client.trade.cart.updateCount(body));
export const useUpdateCartSelected = () => useCartMutation((body: TCartUpdateSelectedRequest) => client.trade.cart.updateSelected(body));
export const useDeleteCartLines = () => useCartMutation((ids: number[]) => client.trade.cart.delete({ ids }));
