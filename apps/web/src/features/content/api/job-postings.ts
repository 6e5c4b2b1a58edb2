import { type JOB_CATEGORIES, type JobFilter, jobPageRequest, type TJobApplyRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

export const useJobPostings = (page: number, filter: JobFilter) => {
  const input = { ...jobPageRequest(page, filter), category: filter.category as (typeof JOB_CATEGORIES)[number] | '' };
  return useQuery({
    queryKey: client.system.job.page.key(input),
    queryFn: () => client.system.job.page(input),
    placeholderData: keepPreviousData,
  });
};

export const useJobPostingFilters = () =>
  useQuery({ queryKey: client.system.job.filters.key(), queryFn: () => client.system.job.filters() });

/** One open position; a closed or unknown one answers its code quietly (the page says "not found"). */
export const useJobPosting = (id: number) =>
  useQuery({
    queryKey: client.system.job.get.key({ id }),
    queryFn: () => client.system.job.get({ id }, { quietCodes: [1_002_031_000, 400] }),
    enabled: id > 0,
    retry: false,
  });

export const useApplyForJobPosting = () => useMutation({ mutationFn: (input: TJobApplyRequest) => client.system.job.apply(input) });
