import { useQuery } from '@tanstack/react-query';
import { client } from './api-client.ts';

const { getDetail } = client.trade.order;

/** One of the member's orders: the order pages and /payOrder share it (and its cache entry). */
export const useOrder = (id: number) => useQuery({ queryKey: getDetail.key({ id }), queryFn: () => getDetail({ id }), enabled: id > 0 });
