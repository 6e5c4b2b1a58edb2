import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

export const productDetailQuery = (id: number) =>
  queryOptions({ queryKey: client.product.spu.getDetail.key({ id }), queryFn: () => client.product.spu.getDetail({ id }) });

export const useProductDetail = (id: number) => useQuery({ ...productDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
