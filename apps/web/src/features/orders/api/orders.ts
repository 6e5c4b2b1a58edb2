import type { TOrder } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Action } from '../order-actions.ts';

export const useOrders = (status: number | undefined) =>
  useQuery({ queryKey: ['orders', status], queryFn: () => api<{ list: TOrder[]; total: number }>('trade/order/page', { query: { status, pageNo: 1, pageSize: 50 } }) });

const CALLS: Record<Exclude<Action, 'pay'>, (order: TOrder) => Promise<unknown>> = {
  cancel: (o) => api('trade/order/cancel', { method: 'DELETE', query: { id: o.id } }),
  refund: (o) => api('trade/order/cancel', { method: 'DELETE', query: { id: o.id } }),
  receive: (o) => api('trade/order/receive', { method: 'PUT', query: { id: o.id } }),
  delete: (o) => api('trade/order/delete', { method: 'DELETE', query: { id: o.id } }),
};

export const useOrderAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, order }: { action: Exclude<Action, 'pay'>; order: TOrder }) => CALLS[action](order),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['orders'] });
      await client.invalidateQueries({ queryKey: ['order'] });
    },
  });
};
