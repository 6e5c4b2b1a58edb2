import type { TOrder } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const useOrders = (status: number | undefined) =>
  useQuery({ queryKey: ['orders', status], queryFn: () => api<{ list: TOrder[]; total: number }>('trade/order/page', { query: { status, pageNo: 1, pageSize: 50 } }) });

export const useOrder = (id: number) => useQuery({ queryKey: ['order', id], queryFn: () => api<TOrder>('trade/order/get-detail', { query: { id } }), enabled: id > 0 });

type Action = 'cancel' | 'receive' | 'delete' | 'pay';

const CALLS: Record<Action, (order: TOrder) => Promise<unknown>> = {
  cancel: (o) => api('trade/order/cancel', { method: 'DELETE', query: { id: o.id } }),
  receive: (o) => api('trade/order/receive', { method: 'PUT', query: { id: o.id } }),
  delete: (o) => api('trade/order/delete', { method: 'DELETE', query: { id: o.id } }),
  pay: (o) => api('pay/order/pay/success', { method: 'POST', body: { id: o.payOrderId, channelCode: 'demo' } }),
};

export const useOrderAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, order }: { action: Action; order: TOrder }) => CALLS[action](order),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['orders'] });
      await client.invalidateQueries({ queryKey: ['order'] });
    },
  });
};

/** What the member may do with an order in its status (the server's transition table decides in the end). */
export function actionsFor(order: TOrder): Action[] {
  if (order.status === 0) return ['pay', 'cancel'];
  if (order.status === 20) return ['receive'];
  if (order.status === 30 || order.status === 40) return ['delete'];
  return [];
}
