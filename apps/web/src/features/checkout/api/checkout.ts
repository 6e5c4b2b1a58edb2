import type { TOrderCreateRequest, TSettlementRequest } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Promo-code failures (1011010000–1011010003) the checkout handles itself: the field is cleared. */
export const COUPON_ERRORS = [1_011_010_000, 1_011_010_001, 1_011_010_002, 1_011_010_003];

const { order } = client.trade;
const pay = client.pay.order;

export const useSettlement = (body: TSettlementRequest | null) =>
  useQuery({
    queryKey: order.settlement.key(body ?? undefined),
    queryFn: () => order.settlement(body!, { quietCodes: COUPON_ERRORS }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** One key per checkout visit: a double click or a retry makes one order. */
export const createOrder = (body: TOrderCreateRequest, idempotencyKey: string) => order.create(body, { headers: { 'Idempotency-Key': idempotencyKey } });

/** A paid order reads differently everywhere: the order pages ask again. */
async function paid<T>(answer: Promise<T>): Promise<T> {
  const result = await answer;
  await queryClient.invalidateQueries({ queryKey: order.getDetail.key() });
  await queryClient.invalidateQueries({ queryKey: order.page.key() });
  return result;
}

export const payWithDemoWallet = (payOrderId: number) => paid(pay.paySuccess({ id: payOrderId, channelCode: 'demo' }));

/** Opens the PayPal order and leaves for PayPal's page; PayPal sends the shopper back to /payOrder. */
export async function payWithPaypal(payOrderId: number): Promise<void> {
  const { approveUrl } = await pay.paypalCreate({ id: payOrderId });
  window.location.assign(approveUrl);
}

/** Back from PayPal: the server captures and checks the amount before the order counts as paid. */
export const completePaypal = (payOrderId: number, token: string) =>
  paid(pay.paySuccess({ id: payOrderId, channelCode: 'paypal', token, returnUrl: window.location.href }));

export const useTradeConfig = () => useQuery({ queryKey: client.trade.config.get.key(), queryFn: () => client.trade.config.get(), staleTime: 10 * 60_000 });
