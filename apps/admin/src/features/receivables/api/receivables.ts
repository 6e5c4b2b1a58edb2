import type { ZReceivablePageRequest } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client } from '../../../lib/api-client.ts';

export type ReceivableFilter = z.input<typeof ZReceivablePageRequest>;

/** A page of the bank transfers the shop waits for, due first. */
export const useReceivables = (query: ReceivableFilter) =>
  useQuery({
    queryKey: client.pay.order.receivablePage.key(query),
    queryFn: () => client.pay.order.receivablePage(query),
    placeholderData: keepPreviousData,
  });

/** Money received changes the list and the orders: both are asked again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: client.pay.order.receivablePage.key() });
    void queryClient.invalidateQueries({ queryKey: client.trade.order.page.key() });
  };
}

/** Records money received for a payment (cents); partial payments add up. */
export const useRecordPayment = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { payOrderId: number; amount: number; reference: string }) => client.pay.order.recordPayment(input),
    onSuccess: refresh,
  });
};

/** Sends a bank statement (CAMT.053 XML or CSV): its credit lines are matched by reference, each once. */
export const useImportStatement = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return client.pay.order.importStatement(form);
    },
    onSuccess: refresh,
  });
};
