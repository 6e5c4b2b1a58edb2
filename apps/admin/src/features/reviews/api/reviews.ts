import type { ZAdminCommentPageRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

/** A page of reviews, hidden ones too, newest first. */
export const useReviews = (query: z.input<typeof ZAdminCommentPageRequest>) =>
  useQuery({
    queryKey: client.product.comment.page.key(query),
    queryFn: () => client.product.comment.page(query),
    placeholderData: keepPreviousData,
  });

/** After hiding, showing or replying the list asks again. */
function useRefresh() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: client.product.comment.page.key() });
}

export const useSetVisible = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; visible: boolean; reason?: string }) => client.product.comment.updateVisible(input),
    onSettled: refresh,
  });
};

export const useReplyReview = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; replyContent: string }) => client.product.comment.reply(input),
    onSettled: refresh,
  });
};
