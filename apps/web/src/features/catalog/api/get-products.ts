import type { TSpuListRequest, TSpuListResponse } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ProductListParams = Partial<TSpuListRequest>;

export const getProducts = (params: ProductListParams) =>
  api<TSpuListResponse>('product/spu/getSpuList', { query: { pageNo: 1, pageSize: 9, ...params } });

export const productsQuery = (params: ProductListParams) =>
  queryOptions({ queryKey: ['products', params], queryFn: () => getProducts(params), placeholderData: keepPreviousData });

export const useProducts = (params: ProductListParams, enabled = true) => useQuery({ ...productsQuery(params), enabled });
