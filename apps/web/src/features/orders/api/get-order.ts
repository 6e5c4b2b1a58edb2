import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** Another member's order, or none: the page says "not found" itself (no toast). */
const ORDER_NOT_FOUND = 1_011_000_000;

/** One of the member's orders: the order pages and /payOrder share it (and its cache entry). */
export const useOrder = (id: number) =>
  useQuery({
    queryKey: client.trade.order.getDetail.key({ id }),
    queryFn: () => client.trade.order.getDetail({ id }, { quietCodes: [ORDER_NOT_FOUND] }),
    enabled: id > 0,
    retry: false,
  });
