import type { TQuoteCreateRequest } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** Sends a quote request: answers `{id, no}` and, for a guest, the key to the quote. */
export const useCreateQuote = () => useMutation({ mutationFn: (body: TQuoteCreateRequest) => client.trade.quote.create(body) });
