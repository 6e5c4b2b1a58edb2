import type { TPaySubmitResponse } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Chooses bank transfer for a member's order (asking again answers the same); its pages ask again. */
export async function submitBankTransfer(payOrderId: number): Promise<TPaySubmitResponse> {
  const answer = await client.pay.order.submit({ id: payOrderId, channelCode: 'bank_transfer' });
  await queryClient.invalidateQueries({ queryKey: client.trade.order.getDetail.key() });
  return answer;
}

/** As submitBankTransfer for a guest's order, named by its signed key. */
export const submitGuestBankTransfer = (orderToken: string) => client.pay.order.guestSubmit({ orderToken, channelCode: 'bank_transfer' });

/** The transfer details of an order paid by bank transfer: reference, due day, account and QR code. */
export const useBankTransfer = (payOrderId: number | undefined) =>
  useQuery({
    queryKey: client.pay.order.submit.key({ id: payOrderId ?? 0, channelCode: 'bank_transfer' }),
    queryFn: () => submitBankTransfer(payOrderId!),
    enabled: payOrderId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
