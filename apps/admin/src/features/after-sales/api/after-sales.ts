import type { ZAdminAfterSalePageRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

/** A page of after-sales, newest first. */
export const useAfterSales = (query: z.input<typeof ZAdminAfterSalePageRequest>) =>
  useQuery({
    queryKey: client.trade.afterSale.page.key(query),
    queryFn: () => client.trade.afterSale.page(query),
    placeholderData: keepPreviousData,
  });

/** One after-sale with its order, refund ceiling and timeline. */
export const useAfterSale = (id: number) =>
  useQuery({
    queryKey: client.trade.afterSale.getDetail.key({ id }),
    queryFn: () => client.trade.afterSale.getDetail({ id }),
    enabled: id > 0,
  });

type Step =
  | { action: 'agree' | 'receive' | 'refund'; id: number }
  | { action: 'disagree'; id: number; reason: string }
  | { action: 'refuse'; id: number; reason: string };

function send(step: Step): Promise<boolean> {
  const { afterSale } = client.trade;
  switch (step.action) {
    case 'agree':
      return afterSale.agree({ id: step.id });
    case 'receive':
      return afterSale.receive({ id: step.id });
    case 'refund':
      return afterSale.refund({ id: step.id });
    case 'disagree':
      return afterSale.disagree({ id: step.id, auditReason: step.reason });
    case 'refuse':
      return afterSale.refuse({ id: step.id, refuseMemo: step.reason });
  }
}

/** One step of the after-sale's life; the list and the detail ask again. */
export const useAfterSaleStep = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await queries.invalidateQueries({ queryKey: client.trade.afterSale.page.key() });
      await queries.invalidateQueries({ queryKey: client.trade.afterSale.getDetail.key() });
    },
  });
};
