import { articlePageRequest } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** A page of published articles of /blogs (by tag) or /news; the previous page stays on screen while the next loads. */
export const useArticles = (page: number, tag: string, section: 'blog' | 'news') => {
  const input = articlePageRequest(page, tag, section);
  return useQuery({
    queryKey: client.promotion.article.page.key(input),
    queryFn: () => client.promotion.article.page(input),
    placeholderData: keepPreviousData,
  });
};

export const useArticleTags = () =>
  useQuery({ queryKey: client.promotion.article.tags.key(), queryFn: () => client.promotion.article.tags() });

/** One article; an unknown or unpublished one answers its code quietly (the page says "not found"). */
export const useArticle = (id: number) =>
  useQuery({
    queryKey: client.promotion.article.get.key({ id }),
    queryFn: () => client.promotion.article.get({ id }, { quietCodes: [1_013_001_000, 400] }),
    enabled: id > 0,
    retry: false,
  });
