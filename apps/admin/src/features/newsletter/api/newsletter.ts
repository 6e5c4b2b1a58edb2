import type { ZAdminNewsletterPageRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type SubscriberFilter = z.input<typeof ZAdminNewsletterPageRequest>;

/** A page of newsletter sign-ups, newest first. */
export const useSubscribers = (query: SubscriberFilter) =>
  useQuery({
    queryKey: client.promotion.newsletter.page.key(query),
    queryFn: () => client.promotion.newsletter.page(query),
    placeholderData: keepPreviousData,
  });

/** Downloads the sign-ups of a status (all when none) as a CSV file. */
export const useExportSubscribers = () =>
  useMutation({
    mutationFn: async (status: number | undefined) => {
      const csv = await client.promotion.newsletter.export({ status });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
