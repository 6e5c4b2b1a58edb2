import type { TMemberProfile, TOrderCreateRequest, TOrderCreateResponse, TSettlementRequest, TSettlementResponse, TTradeConfig, TWalletOrder } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Promo-code failures (1011010000–1011010003) the checkout handles itself: the field is cleared. */
export const COUPON_ERRORS = [1_011_010_000, 1_011_010_001, 1_011_010_002, 1_011_010_003];

export const settle = (body: TSettlementRequest) => api<TSettlementResponse>('trade/order/settlement', { method: 'POST', body, quietCodes: COUPON_ERRORS });
export const useSettlement = (body: TSettlementRequest | null) =>
  useQuery({ queryKey: ['settlement', body], queryFn: () => settle(body!), enabled: body !== null, placeholderData: keepPreviousData, retry: false });

export const useCheckoutProfile = () => useQuery({ queryKey: ['profile'], queryFn: () => api<TMemberProfile>('member/user/get') });

/** One key per checkout visit: a double click or a retry makes one order. */
export const createOrder = (body: TOrderCreateRequest, idempotencyKey: string) =>
  api<TOrderCreateResponse>('trade/order/create', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });

/** A paid order reads differently everywhere: the order pages ask again. */
async function paid<T>(answer: Promise<T>): Promise<T> {
  const result = await answer;
  await queryClient.invalidateQueries({ queryKey: ['order'] });
  await queryClient.invalidateQueries({ queryKey: ['orders'] });
  return result;
}

export const payWithDemoWallet = (payOrderId: number) => paid(api<boolean>('pay/order/pay/success', { method: 'POST', body: { id: payOrderId, channelCode: 'demo' } }));

/** Opens the PayPal order and leaves for PayPal's page; PayPal sends the shopper back to /payOrder. */
export async function payWithPaypal(payOrderId: number): Promise<void> {
  const { approveUrl } = await api<TWalletOrder>('pay/order/paypal/create', { method: 'POST', query: { id: payOrderId } });
  window.location.assign(approveUrl);
}

/** Back from PayPal: the server captures and checks the amount before the order counts as paid. */
export const completePaypal = (payOrderId: number, token: string) =>
  paid(api<boolean>('pay/order/pay/success', { method: 'POST', body: { id: payOrderId, channelCode: 'paypal', token, returnUrl: window.location.href } }));

export const useTradeConfig = () => useQuery({ queryKey: ['trade-config'], queryFn: () => api<TTradeConfig>('trade/config/get'), staleTime: 10 * 60_000 });
