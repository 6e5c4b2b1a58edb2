/** My company's orders awaiting approval (approvers and admins): the list, approving and declining. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

const query = { pageNo: 1, pageSize: 50 };

export const useApprovals = () =>
  useQuery({ queryKey: client.trade.order.approvalPage.key(query), queryFn: () => client.trade.order.approvalPage(query) });

/** A decision on one order: the list asks again whatever came of it (another approver may have decided first). */
function useDecision<T>(mutationFn: (input: T) => Promise<boolean>) {
  const queries = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queries.invalidateQueries({ queryKey: client.trade.order.approvalPage.key() }) });
}

export const useApproveOrder = () => useDecision((id: number) => client.trade.order.approve({ id }));
export const useDeclineOrder = () => useDecision((body: { id: number; reason: string }) => client.trade.order.decline(body));
