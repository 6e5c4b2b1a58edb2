import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** A product's review counts and mean score. */
export const useCommentStatistics = (spuId: number) =>
  useQuery({
    queryKey: client.product.comment.statistics.key({ spuId }),
    queryFn: () => client.product.comment.statistics({ spuId }),
  });

/** A page of a product's reviews of one type (0 all, 1 good, 2 medium, 3 bad), newest first. */
export const useComments = (spuId: number, type: number, pageNo: number) => {
  const query = { spuId, type, pageNo, pageSize: 5 };
  return useQuery({
    queryKey: client.product.comment.page.key(query),
    queryFn: () => client.product.comment.page(query),
    placeholderData: keepPreviousData,
  });
};
