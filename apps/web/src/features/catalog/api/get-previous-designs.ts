import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';

/** My logos printed on a product before, newest first. */
export const previousDesignsQuery = (spuId: number) =>
  queryOptions({
    queryKey: client.trade.order.previousDesigns.key({ spuId }),
    queryFn: () => client.trade.order.previousDesigns({ spuId }),
  });

/** Asked only for a logged-in member (a visitor has none). */
export function usePreviousDesigns(spuId: number) {
  const loggedIn = useStore(accessTokenStore) !== null;
  return useQuery({ ...previousDesignsQuery(spuId), enabled: loggedIn });
}
