import type { ZAdminOrderCountRequest, ZAdminOrderPageRequest } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type OrderFilter = z.input<typeof ZAdminOrderPageRequest>;

/** A page of all orders, newest first; the previous page stays on screen while the next loads. */
export const useOrders = (query: OrderFilter) =>
  useQuery({
    queryKey: client.trade.order.page.key(query),
    queryFn: () => client.trade.order.page(query),
    placeholderData: keepPreviousData,
  });

/** How many orders each status has under the same filters (the tabs). */
export const useOrderCounts = (query: z.input<typeof ZAdminOrderCountRequest>) =>
  useQuery({
    queryKey: client.trade.order.getCount.key(query),
    queryFn: () => client.trade.order.getCount(query),
    placeholderData: keepPreviousData,
  });
