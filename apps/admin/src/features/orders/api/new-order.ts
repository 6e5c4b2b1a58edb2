import { ZAdminManualOrderRequest } from '@shop/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type NewOrderBody = z.input<typeof ZAdminManualOrderRequest>;

/** Members whose name, e-mail or phone contains the words typed (the first few). */
export const useMemberSearch = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: client.member.user.page.key({ keyword, pageSize: 5 }),
    queryFn: () => client.member.user.page({ keyword, pageSize: 5 }),
    enabled: enabled && keyword.trim().length >= 2,
  });

/** A member's saved addresses (with the rest of the member). */
export const useMemberAddresses = (id: number | undefined) =>
  useQuery({
    queryKey: client.member.user.get.key({ id: id ?? 0 }),
    queryFn: () => client.member.user.get({ id: id ?? 0 }),
    enabled: id !== undefined,
  });

/** Products on sale whose name contains the words typed. */
export const useProductSearch = (name: string) =>
  useQuery({
    queryKey: client.product.spu.page.key({ name, status: 1, pageSize: 5 }),
    queryFn: () => client.product.spu.page({ name, status: 1, pageSize: 5 }),
    enabled: name.trim().length >= 2,
  });

/** One product with its SKUs, to pick a variant. */
export const useProductSkus = (id: number | undefined) =>
  useQuery({
    queryKey: client.product.spu.getDetail.key({ id: id ?? 0 }),
    queryFn: () => client.product.spu.getDetail({ id: id ?? 0 }),
    enabled: id !== undefined,
  });

/** The shipping countries with their states. */
export const useAreas = () =>
  useQuery({ queryKey: client.system.area.tree.key(), queryFn: () => client.system.area.tree(), staleTime: Infinity });

/**
 * The price the buyer will be charged, from the storefront's own settlement; asked only once the
 * order is complete by the contract (a buyer, lines and an address), and not asked again on a refusal.
 */
export const useNewOrderPrice = (body: NewOrderBody) => {
  const complete = ZAdminManualOrderRequest.safeParse(body).success;
  return useQuery({
    queryKey: client.trade.order.settlementForMember.key(body),
    queryFn: () => client.trade.order.settlementForMember(body),
    enabled: complete,
    retry: false,
  });
};

/** Places the order; the key makes a second click (or a retry) answer the same order. */
export const useCreateOrderForMember = () =>
  useMutation({
    mutationFn: ({ body, key }: { body: NewOrderBody; key: string }) =>
      client.trade.order.createForMember(body, { headers: { 'Idempotency-Key': key } }),
  });
