import { type TAdminOrderUpdateItemsRequest, ZAdminOrderUpdateItemsRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { useRefreshOrders } from './change-order.ts';

/** What the edit would make of the order (lines, price, difference), asked again as the lines change. */
export const useEditPreview = (body: TAdminOrderUpdateItemsRequest) => {
  const complete = ZAdminOrderUpdateItemsRequest.safeParse(body).success && body.lines.some((l) => l.count > 0);
  return useQuery({
    queryKey: client.trade.order.updateItemsPreview.key(body),
    queryFn: () => client.trade.order.updateItemsPreview(body),
    enabled: complete,
    retry: false,
    // The last preview stays while the next is asked (saving waits for it).
    placeholderData: complete ? keepPreviousData : undefined,
  });
};

/** Saves the order's new lines. `key` is the dialog's own Idempotency-Key: however often the admin clicks, the order changes once. */
export const useUpdateItems = () => {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ input, key }: { input: TAdminOrderUpdateItemsRequest; key: string }) =>
      client.trade.order.updateItems(input, { headers: { 'Idempotency-Key': key } }),
    onSettled: refresh,
  });
};
