import type { TCartUpdateCountRequest, TCartUpdateSelectedRequest } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { refreshCartCount } from '../../../lib/cart-count.ts';

const { cart } = client.trade;

export const useServerCart = (enabled: boolean) => useQuery({ queryKey: cart.list.key(), queryFn: () => cart.list(), enabled });

/** Every change re-reads the cart and the badge from the server. */
function useCartMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queries.invalidateQueries({ queryKey: cart.list.key() });
      await refreshCartCount();
    },
  });
}

export const useUpdateCartCount = () => useCartMutation((body: TCartUpdateCountRequest) => cart.updateCount(body));
export const useUpdateCartSelected = () => useCartMutation((body: TCartUpdateSelectedRequest) => cart.updateSelected(body));
export const useDeleteCartLines = () => useCartMutation((ids: number[]) => cart.delete({ ids }));
