import type { ZAdminOfferPageRequest } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type OfferFilter = z.input<typeof ZAdminOfferPageRequest>;

/** A page of the offers shoppers downloaded, newest first. */
export const useOffers = (query: OfferFilter) =>
  useQuery({
    queryKey: client.trade.offer.page.key(query),
    queryFn: () => client.trade.offer.page(query),
    placeholderData: keepPreviousData,
  });
