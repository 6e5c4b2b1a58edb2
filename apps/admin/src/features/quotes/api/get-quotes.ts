import type { ZAdminQuotePageRequest } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type QuoteFilter = z.input<typeof ZAdminQuotePageRequest>;

/** A page of the quotes, newest first. */
export const useQuotes = (query: QuoteFilter) =>
  useQuery({
    queryKey: client.trade.quote.page.key(query),
    queryFn: () => client.trade.quote.page(query),
    placeholderData: keepPreviousData,
  });

/** One quote with its lines, prices and thread. */
export const useQuote = (id: number) =>
  useQuery({ queryKey: client.trade.quote.get.key({ id }), queryFn: () => client.trade.quote.get({ id }), enabled: id > 0 });
