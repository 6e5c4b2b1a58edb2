import type { TSpuListRequest } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

export type ProductListParams = Partial<TSpuListRequest>;

/** Keyed by the params as given (the server's first-page data uses the same key), asked with the list defaults. */
export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: client.product.spu.getSpuList.key(params),
    queryFn: () => client.product.spu.getSpuList({ pageNo: 1, pageSize: 9, ...params }),
    placeholderData: keepPreviousData,
  });

/** `enabled` false while the params wait for something (a category's id from its code). */
export const useProducts = (params: ProductListParams, enabled = true) => useQuery({ ...productsQuery(params), enabled });
