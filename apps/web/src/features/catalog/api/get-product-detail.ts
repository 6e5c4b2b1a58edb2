import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

const getDetail = client.product.spu.getDetail;

export const productDetailQuery = (id: number) => queryOptions({ queryKey: getDetail.key({ id }), queryFn: () => getDetail({ id }) });

export const useProductDetail = (id: number) => useQuery({ ...productDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
