import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

export const ARTICLE_PAGE_SIZE = 9;

/** A page of published articles, by tag; the previous page stays on screen while the next loads. */
export const useArticles = (page: number, tag: string) =>
  useQuery({
    queryKey: ['articles', page, tag],
    queryFn: () => client.promotion.article.page({ pageNo: page, pageSize: ARTICLE_PAGE_SIZE, tag: tag || undefined }),
    placeholderData: keepPreviousData,
  });

export const useArticleTags = () => useQuery({ queryKey: ['article-tags'], queryFn: () => client.promotion.article.tags() });

/** One article; an unknown or unpublished one answers its code quietly (the page says "not found"). */
export const useArticle = (id: number) =>
  useQuery({
    queryKey: ['article', id],
    queryFn: () => client.promotion.article.get({ id }, { quietCodes: [1_013_001_000, 400] }),
    enabled: id > 0,
    retry: false,
  });
