import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';

/** The member's collection (favourites) or likes. */
export type ProductList = 'favorite' | 'like';
/** Those two, or the browsing history (footprints). */
export type MemberProductsKind = ProductList | 'browseHistory';

export const PAGE_SIZE = 12;

/** A page of the member's products of one kind, newest first. */
export const useMemberProducts = (kind: MemberProductsKind, pageNo: number) => {
  const query = { pageNo, pageSize: PAGE_SIZE };
  const endpoint = client.product[kind].page;
  return useQuery({ queryKey: endpoint.key(query), queryFn: () => endpoint(query), placeholderData: keepPreviousData });
};

/** Whether a product is in the member's list (always false for a visitor, without asking). */
export const useInList = (list: ProductList, spuId: number) => {
  const loggedIn = useStore(accessTokenStore) !== null;
  const endpoint = client.product[list].exits;
  return useQuery({ queryKey: endpoint.key({ spuId }), queryFn: () => endpoint({ spuId }), enabled: loggedIn && spuId > 0 });
};

/** How many products the member's list holds (the header's badge). */
export const useListCount = (list: ProductList) => {
  const loggedIn = useStore(accessTokenStore) !== null;
  const endpoint = client.product[list].getCount;
  return useQuery({ queryKey: endpoint.key(), queryFn: () => endpoint(), enabled: loggedIn });
};

function useRefresh(kind: MemberProductsKind) {
  const queries = useQueryClient();
  return async () => {
    const lists = client.product[kind];
    await queries.invalidateQueries({ queryKey: lists.page.key() });
    if (kind !== 'browseHistory') {
      await queries.invalidateQueries({ queryKey: client.product[kind].exits.key() });
      await queries.invalidateQueries({ queryKey: client.product[kind].getCount.key() });
    }
  };
}

/** Adds a product to the list or takes it out. */
export const useToggleInList = (list: ProductList) => {
  const refresh = useRefresh(list);
  return useMutation({
    mutationFn: async ({ spuId, add }: { spuId: number; add: boolean }): Promise<void> => {
      if (add) await client.product[list].create({ spuId });
      else await client.product[list].delete({ spuId });
    },
    onSuccess: refresh,
  });
};

export const useRemoveFromHistory = () => {
  const refresh = useRefresh('browseHistory');
  return useMutation({ mutationFn: (spuId: number) => client.product.browseHistory.delete({ spuIds: [spuId] }), onSuccess: refresh });
};

export const useClearHistory = () => {
  const refresh = useRefresh('browseHistory');
  return useMutation({ mutationFn: () => client.product.browseHistory.clean(), onSuccess: refresh });
};
