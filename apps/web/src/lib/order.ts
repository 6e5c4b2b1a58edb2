import type { TOrder } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** One of the member's orders: the order pages and /payOrder share it (and its cache entry). */
export const useOrder = (id: number) => useQuery({ queryKey: ['order', id], queryFn: () => api<TOrder>('trade/order/get-detail', { query: { id } }), enabled: id > 0 });
