import type { TPaySubmitResponse } from '@shop/shared';
import { client } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/**
 * Buys a member's order on account: it goes on at once and the invoice is due later. The order's
 * page and the methods offered (the company's credit left) are asked again.
 */
export async function buyOnAccount(payOrderId: number): Promise<TPaySubmitResponse> {
  const answer = await client.pay.order.submit({ id: payOrderId, channelCode: 'invoice' });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: client.trade.order.getDetail.key() }),
    queryClient.invalidateQueries({ queryKey: client.trade.config.get.key() }),
  ]);
  return answer;
}
