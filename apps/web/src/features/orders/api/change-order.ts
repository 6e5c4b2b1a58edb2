import type { MemberOrderAction, TOrder } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

const CALLS: Record<Exclude<MemberOrderAction, 'pay'>, (order: TOrder) => Promise<unknown>> = {
  cancel: (o) => client.trade.order.cancel({ id: o.id }),
  refund: (o) => client.trade.order.cancel({ id: o.id }),
  receive: (o) => client.trade.order.receive({ id: o.id }),
  delete: (o) => client.trade.order.delete({ id: o.id }),
};

/** Cancels, refunds, confirms receipt of or removes an order; every order list and page asks again. */
export const useOrderAction = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ action, order }: { action: Exclude<MemberOrderAction, 'pay'>; order: TOrder }) => CALLS[action](order),
    onSettled: async () => {
      await queries.invalidateQueries({ queryKey: client.trade.order.page.key() });
      await queries.invalidateQueries({ queryKey: client.trade.order.getDetail.key() });
    },
  });
};
