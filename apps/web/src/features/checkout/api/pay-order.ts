import { client } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** A paid order reads differently everywhere: the order pages ask again. */
async function paid<T>(answer: Promise<T>): Promise<T> {
  const result = await answer;
  await queryClient.invalidateQueries({ queryKey: client.trade.order.getDetail.key() });
  await queryClient.invalidateQueries({ queryKey: client.trade.order.page.key() });
  return result;
}

export const payWithDemoWallet = (payOrderId: number) => paid(client.pay.order.paySuccess({ id: payOrderId, channelCode: 'demo' }));

/** Opens the PayPal order and leaves for PayPal's page; PayPal sends the shopper back to /payOrder. */
export async function payWithPaypal(payOrderId: number): Promise<void> {
  const { approveUrl } = await client.pay.order.paypalCreate({ id: payOrderId });
  window.location.assign(approveUrl);
}

/** Back from PayPal: the server captures and checks the amount before the order counts as paid. */
export const completePaypal = (payOrderId: number, token: string) =>
  paid(client.pay.order.paySuccess({ id: payOrderId, channelCode: 'paypal', token, returnUrl: window.location.href }));

/** Pays the extra amount the shop asked for after raising the member's order (the wallet of shops without PayPal). */
export const payExtraWithDemoWallet = (editId: number) => paid(client.pay.order.extraPaySuccess({ editId, channelCode: 'demo' }));

/** Opens the PayPal order of the extra amount and leaves for PayPal's page; PayPal sends the member back to /payOrder?…&extra=. */
export async function payExtraWithPaypal(editId: number): Promise<void> {
  const { approveUrl } = await client.pay.order.extraPaypalCreate({ editId });
  window.location.assign(approveUrl);
}

/** Back from PayPal with the extra amount approved: the server captures and checks it. */
export const completeExtraPaypal = (editId: number, token: string) =>
  paid(client.pay.order.extraPaySuccess({ editId, channelCode: 'paypal', token }));

/** Opens a card payment of the order: PayPal's order for the card, which PayPal's card fields pay (or PayPal's page, when it names one). */
export const openCardPayment = (payOrderId: number) => client.pay.order.cardCreate({ id: payOrderId });

/** After the card fields (and 3-D Secure): the server checks the authentication and captures; a decline leaves the order payable. */
export const completeCard = (payOrderId: number, token: string) =>
  paid(client.pay.order.paySuccess({ id: payOrderId, channelCode: 'card', token }));
