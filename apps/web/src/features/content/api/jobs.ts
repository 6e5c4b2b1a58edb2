import type { JOB_CATEGORIES, TJobApplyRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

export const JOB_PAGE_SIZE = 10;

export interface JobFilter {
  title: string;
  location: string;
  company: string;
  category: string;
}

export const useJobs = (page: number, filter: JobFilter) =>
  useQuery({
    queryKey: ['jobs', page, filter],
    queryFn: () =>
      client.system.job.page({
        pageNo: page,
        pageSize: JOB_PAGE_SIZE,
        ...filter,
        category: filter.category as (typeof JOB_CATEGORIES)[number] | '',
      }),
    placeholderData: keepPreviousData,
  });

export const useJobFilters = () => useQuery({ queryKey: ['job-filters'], queryFn: () => client.system.job.filters() });

/** One open position; a closed or unknown one answers its code quietly (the page says "not found"). */
export const useJob = (id: number) =>
  useQuery({
    queryKey: ['job', id],
    queryFn: () => client.system.job.get({ id }, { quietCodes: [1_002_031_000, 400] }),
    enabled: id > 0,
    retry: false,
  });

export const useApplyForJob = () => useMutation({ mutationFn: (input: TJobApplyRequest) => client.system.job.apply(input) });
