import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { client } from '../../../lib/api-client.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';

/**
 * The server notes a member's view when the product's detail is asked for. A product page whose
 * detail was already at hand (sent inside the first page's HTML, or seen before in this tab) asks
 * again once, so the browsing history has it, most recent first.
 */
export function useRecordProductView(spuId: number): void {
  const queries = useQueryClient();
  const loggedIn = useStore(accessTokenStore) !== null;
  useEffect(() => {
    if (!loggedIn || !(spuId > 0)) return;
    const queryKey = client.product.spu.getDetail.key({ id: spuId });
    const state = queries.getQueryState(queryKey);
    if (state?.data !== undefined && state.fetchStatus === 'idle') void queries.invalidateQueries({ queryKey, exact: true });
  }, [queries, loggedIn, spuId]);
}
