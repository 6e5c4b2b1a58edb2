import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** One of the member's orders: the order pages and /payOrder share it (and its cache entry). */
export const useOrder = (id: number) =>
  useQuery({ queryKey: client.trade.order.getDetail.key({ id }), queryFn: () => client.trade.order.getDetail({ id }), enabled: id > 0 });
