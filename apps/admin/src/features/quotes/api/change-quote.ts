import type { TQuotePriceRequest } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

function useRefresh(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: client.trade.quote.get.key({ id }) }),
      queryClient.invalidateQueries({ queryKey: client.trade.quote.page.key() }),
    ]);
}

/** Prices the quote and sends it (mailed with the PDF). */
export function usePriceQuote(id: number) {
  const refresh = useRefresh(id);
  return useMutation({ mutationFn: (body: TQuotePriceRequest) => client.trade.quote.price(body), onSuccess: refresh });
}

/** Declines the quote, with a reason mailed to the buyer. */
export function useDeclineQuote(id: number) {
  const refresh = useRefresh(id);
  return useMutation({ mutationFn: (reason: string) => client.trade.quote.decline({ id, reason }), onSuccess: refresh });
}

/** Writes to the buyer in the quote's thread (mailed). */
export function useQuoteMessage(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (message: { content: string; picUrls: string[] }) => client.trade.quote.message({ id, ...message }),
    onSuccess: refresh,
  });
}
