import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import type { QuoteAccess } from './get-quote.ts';

/** After an answer the quote and the list are asked again. */
function useRefresh(access: QuoteAccess) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: 'id' in access ? client.trade.quote.get.key(access) : client.trade.quote.guestGet.key(access),
      }),
      queryClient.invalidateQueries({ queryKey: client.trade.quote.page.key() }),
    ]);
}

/** Writes to the shop in the quote's thread. */
export function useQuoteMessage(access: QuoteAccess) {
  const refresh = useRefresh(access);
  return useMutation({
    mutationFn: (message: { content: string; picUrls: string[] }) =>
      'id' in access ? client.trade.quote.message({ ...access, ...message }) : client.trade.quote.guestMessage({ ...access, ...message }),
    onSuccess: refresh,
  });
}

/** Accepts the quote: answers the order (a guest's with its key). */
export function useAcceptQuote(access: QuoteAccess) {
  const refresh = useRefresh(access);
  return useMutation({
    mutationFn: () => ('id' in access ? client.trade.quote.accept(access) : client.trade.quote.guestAccept(access)),
    onSuccess: refresh,
  });
}

/** Declines the quote. */
export function useDeclineQuote(access: QuoteAccess) {
  const refresh = useRefresh(access);
  return useMutation({
    mutationFn: () => ('id' in access ? client.trade.quote.decline(access) : client.trade.quote.guestDecline(access)),
    onSuccess: refresh,
  });
}
