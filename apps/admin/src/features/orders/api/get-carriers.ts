import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** The carriers an order can be dispatched with. */
export const useCarriers = (enabled: boolean) =>
  useQuery({
    queryKey: client.trade.delivery.express.listAllSimple.key(),
    queryFn: () => client.trade.delivery.express.listAllSimple(),
    enabled,
    staleTime: 300_000,
  });
