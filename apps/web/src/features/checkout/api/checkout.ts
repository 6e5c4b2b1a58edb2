import type { TAddress, TAddressInput, TMemberProfile, TOrderCreateRequest, TOrderCreateResponse, TSettlementRequest, TSettlementResponse, TTradeConfig } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Promo-code failures (1011010000–1011010003) the checkout handles itself: the field is cleared. */
export const COUPON_ERRORS = [1_011_010_000, 1_011_010_001, 1_011_010_002, 1_011_010_003];

export const settle = (body: TSettlementRequest) => api<TSettlementResponse>('trade/order/settlement', { method: 'POST', body, quietCodes: COUPON_ERRORS });
export const useSettlement = (body: TSettlementRequest | null) =>
  useQuery({ queryKey: ['settlement', body], queryFn: () => settle(body!), enabled: body !== null, placeholderData: keepPreviousData, retry: false });

export const useCheckoutAddresses = () => useQuery({ queryKey: ['addresses'], queryFn: () => api<TAddress[]>('member/address/list') });
export const useCheckoutProfile = () => useQuery({ queryKey: ['profile'], queryFn: () => api<TMemberProfile>('member/user/get') });

export const useSaveCheckoutAddress = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddressInput) => api<number>('member/address/create', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['addresses'] }),
  });
};

/** One key per checkout visit: a double click or a retry makes one order. */
export const createOrder = (body: TOrderCreateRequest, idempotencyKey: string) =>
  api<TOrderCreateResponse>('trade/order/create', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });

export const payWithDemoWallet = (payOrderId: number) => api<boolean>('pay/order/pay/success', { method: 'POST', body: { id: payOrderId, channelCode: 'demo' } });

export const useTradeConfig = () => useQuery({ queryKey: ['trade-config'], queryFn: () => api<TTradeConfig>('trade/config/get'), staleTime: 10 * 60_000 });
