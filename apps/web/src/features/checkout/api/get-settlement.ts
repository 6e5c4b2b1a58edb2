import type { TSettlementRequest } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** Promo-code failures (1011010000–1011010003) the checkout handles itself: the field is cleared. */
export const COUPON_ERRORS = [1_011_010_000, 1_011_010_001, 1_011_010_002, 1_011_010_003];

/** The priced order: lines with quantity discounts, coupon, delivery, tax and total. */
export const useSettlement = (body: TSettlementRequest | null) =>
  useQuery({
    queryKey: client.trade.order.settlement.key(body ?? undefined),
    queryFn: () => client.trade.order.settlement(body!, { quietCodes: COUPON_ERRORS }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
