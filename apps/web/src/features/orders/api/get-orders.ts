import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** The member's orders of one status (all without), newest first. */
export const useOrders = (status: number | undefined) => {
  const query = { status, pageNo: 1, pageSize: 50 };
  return useQuery({ queryKey: client.trade.order.page.key(query), queryFn: () => client.trade.order.page(query) });
};
