import type { TCompanyOrderPageRequest } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** Not the member's to read (a colleague's order for a buyer, another company's): the page says "not found" itself. */
const QUIET = [1_011_000_000, 1_004_020_000];

/** A page of my company's order history; the previous page stays on screen while the next loads. */
export const useCompanyOrders = (query: TCompanyOrderPageRequest) =>
  useQuery({
    queryKey: client.trade.order.companyPage.key(query),
    queryFn: () => client.trade.order.companyPage(query, { quietCodes: QUIET }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** One order of the company's history, to read. */
export const useCompanyOrder = (id: number) =>
  useQuery({
    queryKey: client.trade.order.companyGetDetail.key({ id }),
    queryFn: () => client.trade.order.companyGetDetail({ id }, { quietCodes: QUIET }),
    enabled: id > 0,
    retry: false,
  });
