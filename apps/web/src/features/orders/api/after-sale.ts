import type { TAfterSaleCreateRequest, TCommentCreateRequest } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

/** Another member's after-sale, or none: the page says "not found" itself. */
const AFTER_SALE_NOT_FOUND = 1_011_000_100;

/** The member's after-sales (refunds and returns) of one status, newest first. */
export const useAfterSales = (status?: number) => {
  const query = { status, pageNo: 1, pageSize: 50 };
  return useQuery({ queryKey: client.trade.afterSale.page.key(query), queryFn: () => client.trade.afterSale.page(query) });
};

export const useAfterSale = (id: number) =>
  useQuery({
    queryKey: client.trade.afterSale.get.key({ id }),
    queryFn: () => client.trade.afterSale.get({ id }, { quietCodes: [AFTER_SALE_NOT_FOUND] }),
    enabled: id > 0,
    retry: false,
  });

/** Carriers for the return parcel. */
export const useCarriers = () =>
  useQuery({
    queryKey: client.trade.delivery.express.listAllSimple.key(),
    queryFn: () => client.trade.delivery.express.listAllSimple(),
    staleTime: 60 * 60_000,
  });

/** After any change the order, its lines and the after-sale lists ask again. */
function useRefresh() {
  const queries = useQueryClient();
  return async () => {
    await queries.invalidateQueries({ queryKey: client.trade.afterSale.page.key() });
    await queries.invalidateQueries({ queryKey: client.trade.afterSale.get.key() });
    await queries.invalidateQueries({ queryKey: client.trade.order.getDetail.key() });
    await queries.invalidateQueries({ queryKey: client.trade.order.page.key() });
  };
}

export const useCreateAfterSale = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: TAfterSaleCreateRequest) => client.trade.afterSale.create(input), onSuccess: refresh });
};

export const useCancelAfterSale = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => client.trade.afterSale.cancel({ id }), onSuccess: refresh });
};

export const useReturnParcel = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; logisticsId: number; logisticsNo: string }) => client.trade.afterSale.delivery(input),
    onSuccess: refresh,
  });
};

export const useCreateComment = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: TCommentCreateRequest) => client.trade.order.item.createComment(input), onSuccess: refresh });
};

/** The shop's after-sale reasons (the checkout reads the same entry). */
export const useAfterSaleReasons = () =>
  useQuery({ queryKey: client.trade.config.get.key(), queryFn: () => client.trade.config.get(), staleTime: 10 * 60_000 });
