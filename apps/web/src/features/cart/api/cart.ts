import type { TCartListResponse, TCartUpdateCountRequest, TCartUpdateSelectedRequest } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshCartCount } from '../../../lib/cart-count.ts';

const KEY = ['cart'];

export const getCart = () => api<TCartListResponse>('trade/cart/list');
export const useServerCart = (enabled: boolean) => useQuery({ queryKey: KEY, queryFn: getCart, enabled });

/** Every change re-reads the cart and the badge from the server (spec section 4). */
function useCartMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: KEY });
      await refreshCartCount();
    },
  });
}

export const useAddToCart = () => useCartMutation((body: { skuId: number; count: number }) => api<number>('trade/cart/add', { method: 'POST', body }));
export const useUpdateCartCount = () => useCartMutation((body: TCartUpdateCountRequest) => api<boolean>('trade/cart/update-count', { method: 'PUT', body }));
export const useUpdateCartSelected = () => useCartMutation((body: TCartUpdateSelectedRequest) => api<boolean>('trade/cart/update-selected', { method: 'PUT', body }));
export const useDeleteCartLines = () => useCartMutation((ids: number[]) => api<boolean>('trade/cart/delete', { method: 'POST', body: { ids } }));
