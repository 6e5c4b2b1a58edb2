import type { ZAdminCouponCreateRequest, ZAdminCouponPageRequest, ZAdminCouponUpdateRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type CouponFilter = z.input<typeof ZAdminCouponPageRequest>;

/** A page of the promo codes, newest first. */
export const useCoupons = (query: CouponFilter) =>
  useQuery({
    queryKey: client.promotion.coupon.page.key(query),
    queryFn: () => client.promotion.coupon.page(query),
    placeholderData: keepPreviousData,
  });

/** The orders placed with a promo code. */
export const useCouponUses = (couponId: number, pageNo: number) =>
  useQuery({
    queryKey: client.promotion.coupon.usePage.key({ couponId, pageNo, pageSize: 10 }),
    // biome-ignore lint/correctness/useHookAtTopLevel: the endpoint promotion/coupon/use-page, not a React hook
    queryFn: () => client.promotion.coupon.usePage({ couponId, pageNo, pageSize: 10 }),
    placeholderData: keepPreviousData,
  });

function useRefreshCoupons() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: client.promotion.coupon.page.key() });
}

/** Creates a code, or replaces the terms of one (with its id). */
export const useSaveCoupon = () => {
  const refresh = useRefreshCoupons();
  return useMutation({
    mutationFn: async (input: z.input<typeof ZAdminCouponCreateRequest> | z.input<typeof ZAdminCouponUpdateRequest>): Promise<unknown> =>
      'id' in input ? client.promotion.coupon.update(input) : client.promotion.coupon.create(input),
    onSettled: refresh,
  });
};

/** Deletes an unused code; a used one is disabled instead (the answer says which). */
export const useDeleteCoupon = () => {
  const refresh = useRefreshCoupons();
  return useMutation({ mutationFn: (id: number) => client.promotion.coupon.delete({ id }), onSettled: refresh });
};

/** Members whose e-mail contains the text, to bind a code to one of them; asks nothing for under 2 characters. */
export const useMemberSearch = (mail: string) =>
  useQuery({
    queryKey: client.member.user.page.key({ pageNo: 1, pageSize: 8, mail }),
    queryFn: () => client.member.user.page({ pageNo: 1, pageSize: 8, mail }),
    enabled: mail.length >= 2,
    placeholderData: keepPreviousData,
  });
