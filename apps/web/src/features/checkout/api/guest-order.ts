import type { TGuestOrderCreateRequest } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Not found: the link expired, was changed, or its order belongs to an account by now (the page says so itself). */
const ORDER_NOT_FOUND = 1_011_000_000;

/** One key per checkout visit: a double click or a retry makes one order. */
export const createGuestOrder = (body: TGuestOrderCreateRequest, idempotencyKey: string) =>
  client.trade.order.guestCreate(body, { headers: { 'Idempotency-Key': idempotencyKey } });

/** A guest's order by the signed key of its link. */
export const useGuestOrder = (key: string) =>
  useQuery({
    queryKey: client.trade.order.guestGetDetail.key({ token: key }),
    queryFn: () => client.trade.order.guestGetDetail({ token: key }, { quietCodes: [ORDER_NOT_FOUND] }),
    enabled: key !== '',
    retry: false,
  });

/** The order's page shows the outcome: its query asks again. */
async function refreshed<T>(answer: Promise<T>): Promise<T> {
  const result = await answer;
  await queryClient.invalidateQueries({ queryKey: client.trade.order.guestGetDetail.key() });
  return result;
}

export const payGuestWithDemoWallet = (orderToken: string) =>
  refreshed(client.pay.order.guestPaySuccess({ orderToken, channelCode: 'demo' }));

/** Pays the extra amount the shop asked for after raising the guest's order. */
export const payGuestExtraWithDemoWallet = (orderToken: string, editId: number) =>
  refreshed(client.pay.order.guestExtraPaySuccess({ orderToken, editId, channelCode: 'demo' }));

/** Opens the PayPal order of the extra amount and leaves for PayPal's page; PayPal sends the guest back to the order's link. */
export async function payGuestExtraWithPaypal(orderToken: string, editId: number): Promise<void> {
  const { approveUrl } = await client.pay.order.guestExtraPaypalCreate({ orderToken, editId });
  window.location.assign(approveUrl);
}

/** Back from PayPal with the extra amount approved: the server captures and checks it. */
export const completeGuestExtraPaypal = (orderToken: string, editId: number, token: string) =>
  refreshed(client.pay.order.guestExtraPaySuccess({ orderToken, editId, channelCode: 'paypal', token }));

/** Opens the PayPal order and leaves for PayPal's page; PayPal sends the guest back to the order's link. */
export async function payGuestWithPaypal(orderToken: string): Promise<void> {
  const { approveUrl } = await client.pay.order.guestPaypalCreate({ orderToken });
  window.location.assign(approveUrl);
}

/** Back from PayPal: the server captures and checks the amount before the order counts as paid. */
export const completeGuestPaypal = (orderToken: string, token: string) =>
  refreshed(client.pay.order.guestPaySuccess({ orderToken, channelCode: 'paypal', token }));

/** Cancels the guest's order (a paid one within the cancel window is refunded), as a member's cancel does. */
export const cancelGuestOrder = (token: string) => refreshed(client.trade.order.guestCancel({ token }));

/** As openCardPayment for a guest's order, named by its signed key. */
export const openGuestCardPayment = (orderToken: string) => client.pay.order.guestCardCreate({ orderToken });

/** As completeCard for a guest's order. */
export const completeGuestCard = (orderToken: string, token: string) =>
  refreshed(client.pay.order.guestPaySuccess({ orderToken, channelCode: 'card', token }));
