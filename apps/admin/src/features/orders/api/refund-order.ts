import type { TAdminOrderRefundRequest } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { useRefreshOrders } from './change-order.ts';

/**
 * Refunds part or all of an order through its payment's provider. `key` is the dialog's own
 * Idempotency-Key: however often the admin clicks, the shop refunds once.
 */
export const useRefundOrder = () => {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ input, key }: { input: TAdminOrderRefundRequest; key: string }) =>
      client.trade.order.refund(input, { headers: { 'Idempotency-Key': key } }),
    onSettled: refresh,
  });
};
