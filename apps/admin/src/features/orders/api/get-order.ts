import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** One order with lines, prices, addresses, member, carrier and remark. */
export const useOrder = (id: number) =>
  useQuery({ queryKey: client.trade.order.getDetail.key({ id }), queryFn: () => client.trade.order.getDetail({ id }), enabled: id > 0 });
