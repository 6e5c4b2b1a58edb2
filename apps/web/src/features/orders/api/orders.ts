import type { TOrder } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import type { Action } from '../order-actions.ts';

const { order: orders } = client.trade;

export const useOrders = (status: number | undefined) => {
  const query = { status, pageNo: 1, pageSize: 50 };
  return useQuery({ queryKey: orders.page.key(query), queryFn: () => orders.page(query) });
};

const CALLS: Record<Exclude<Action, 'pay'>, (order: TOrder) => Promise<unknown>> = {
  cancel: (o) => orders.cancel({ id: o.id }),
  refund: (o) => orders.cancel({ id: o.id }),
  receive: (o) => orders.receive({ id: o.id }),
  delete: (o) => orders.delete({ id: o.id }),
};

export const useOrderAction = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ action, order }: { action: Exclude<Action, 'pay'>; order: TOrder }) => CALLS[action](order),
    onSettled: async () => {
      await queries.invalidateQueries({ queryKey: orders.page.key() });
      await queries.invalidateQueries({ queryKey: orders.getDetail.key() });
    },
  });
};
