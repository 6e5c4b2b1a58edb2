import type {
  ZAdminOrderAddressRequest,
  ZAdminOrderCancelRequest,
  ZAdminOrderDispatchRequest,
  ZAdminOrderRemarkRequest,
  ZAdminOrderUpdateDispatchRequest,
  ZAdminResendMailRequest,
} from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

/** After any change: the order's page and every list ask again. */
export function useRefreshOrders() {
  const queries = useQueryClient();
  return async () => {
    await queries.invalidateQueries({ queryKey: client.trade.order.getDetail.key() });
    await queries.invalidateQueries({ queryKey: client.trade.order.page.key() });
    await queries.invalidateQueries({ queryKey: client.trade.order.getCount.key() });
  };
}

/** Dispatches a paid order with carrier and tracking number (the shopper is mailed). */
export const useDispatchOrder = () => {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: z.input<typeof ZAdminOrderDispatchRequest>) => client.trade.order.delivery(input),
    onSettled: refresh,
  });
};

/** Corrects a dispatched order's carrier and tracking number (mailing the buyer again when asked). */
export const useUpdateDispatch = () => {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: z.input<typeof ZAdminOrderUpdateDispatchRequest>) => client.trade.order.updateDelivery(input),
    onSettled: refresh,
  });
};

/** Saves the back office's note on an order. */
export const useUpdateRemark = () => {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: z.input<typeof ZAdminOrderRemarkRequest>) => client.trade.order.updateRemark(input),
    onSettled: refresh,
  });
};

/** Changes the delivery address of an order not dispatched yet. */
export const useUpdateAddress = () => {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: z.input<typeof ZAdminOrderAddressRequest>) => client.trade.order.updateAddress(input),
    onSettled: refresh,
  });
};

/** Cancels an order not dispatched yet; a paid one is refunded through its provider, the shopper mailed the reason. */
export const useCancelOrder = () => {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: z.input<typeof ZAdminOrderCancelRequest>) => client.trade.order.cancel(input),
    onSettled: refresh,
  });
};

/** Mails the buyer again (confirmation, invoice, dispatch notice or a credit note). */
export const useResendMail = () =>
  useMutation({ mutationFn: (input: z.input<typeof ZAdminResendMailRequest>) => client.trade.order.resendMail(input) });
