import type {
  ZAdminArticleSaveRequest,
  ZAdminArticleUpdateRequest,
  ZAdminInboxStatusRequest,
  ZAdminJobSaveRequest,
  ZAdminJobUpdateRequest,
} from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

const { article, advertising } = client.promotion;
const { job } = client.system;

type Page = { pageNo: number; pageSize: number };

/** A mutation that refreshes the lists under `keys` once it settled. */
function useRefreshing<Input>(fn: (input: Input) => Promise<unknown>, keys: readonly (readonly unknown[])[]) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all(keys.map((queryKey) => queries.invalidateQueries({ queryKey }))),
  });
}

export const useArticles = (query: Page & { status?: number; title?: string }) =>
  useQuery({ queryKey: article.page.key(query), queryFn: () => article.page(query), placeholderData: keepPreviousData });

export const useArticle = (id: number) =>
  useQuery({ queryKey: article.get.key({ id }), queryFn: () => article.get({ id }), enabled: id > 0 });

export const useSaveArticle = () =>
  useRefreshing(
    (input: z.input<typeof ZAdminArticleSaveRequest> | z.input<typeof ZAdminArticleUpdateRequest>): Promise<unknown> =>
      'id' in input ? article.update(input) : article.create(input),
    [article.page.key(), article.get.key()],
  );

export const useDeleteArticle = () => useRefreshing((id: number) => article.delete({ id }), [article.page.key()]);

export const useJobPostings = (query: Page) =>
  useQuery({ queryKey: job.page.key(query), queryFn: () => job.page(query), placeholderData: keepPreviousData });

export const useSaveJobPosting = () =>
  useRefreshing(
    (input: z.input<typeof ZAdminJobSaveRequest> | z.input<typeof ZAdminJobUpdateRequest>): Promise<unknown> =>
      'id' in input ? job.update(input) : job.create(input),
    [job.page.key()],
  );

export const useApplications = (query: Page & { status?: number }) =>
  useQuery({ queryKey: job.applicationPage.key(query), queryFn: () => job.applicationPage(query), placeholderData: keepPreviousData });

export const useSetApplicationStatus = () =>
  useRefreshing(
    (input: z.input<typeof ZAdminInboxStatusRequest>) => job.applicationUpdateStatus(input),
    [job.applicationPage.key(), job.page.key()],
  );

export const useAdRequests = (query: Page & { status?: number }) =>
  useQuery({ queryKey: advertising.page.key(query), queryFn: () => advertising.page(query), placeholderData: keepPreviousData });

export const useSetAdRequestStatus = () =>
  useRefreshing((input: z.input<typeof ZAdminInboxStatusRequest>) => advertising.updateStatus(input), [advertising.page.key()]);

/** Uploads an article's cover picture; answers its URL. */
export const useUploadCover = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return client.infra.file.upload(form);
    },
  });
