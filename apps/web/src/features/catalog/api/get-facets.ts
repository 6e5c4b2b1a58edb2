import type { TSpuFilter } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** Counts beside a list, keyed by its filter as given (the server's first-page data uses the same key). */
export const facetsQuery = (filter: Partial<TSpuFilter>) =>
  queryOptions({
    queryKey: client.product.spu.facets.key(filter),
    queryFn: () => client.product.spu.facets(filter),
    placeholderData: keepPreviousData,
  });

export const useFacets = (filter: Partial<TSpuFilter>, enabled = true) => useQuery({ ...facetsQuery(filter), enabled });
