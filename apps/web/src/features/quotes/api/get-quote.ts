import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** Who opens a quote: the member by its id, or a guest by the signed key of the mailed link. */
export type QuoteAccess = { id: number } | { token: string };

/** One quote with its lines, prices, validity and thread. */
export const useQuote = (access: QuoteAccess) =>
  useQuery(
    'id' in access
      ? { queryKey: client.trade.quote.get.key(access), queryFn: () => client.trade.quote.get(access) }
      : { queryKey: client.trade.quote.guestGet.key(access), queryFn: () => client.trade.quote.guestGet(access) },
  );
