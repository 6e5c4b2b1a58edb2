import type { TSpuDetail } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getProductDetail = (id: number) => api<TSpuDetail>('product/spu/get-detail', { query: { id } });

export const productDetailQuery = (id: number) => queryOptions({ queryKey: ['product', id], queryFn: () => getProductDetail(id) });

export const useProductDetail = (id: number) => useQuery({ ...productDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
