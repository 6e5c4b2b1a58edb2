import type { PayOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { providerOf, type Payments, type RefundPart } from '../pay/payments.ts';

/** Pays a paid order back through the provider it was paid with, in full or `part` of it; answers the provider's refund id. */
export async function refundWithProvider(payments: Payments, payOrder: PayOrder, part?: RefundPart): Promise<string | null> {
  const provider = providerOf(payments, payOrder.channelCode);
  if (!provider)
    throw new AppError('PAY_REFUND_FAILED', {}, new Error(`no provider for channel ${payOrder.channelCode} of payment ${payOrder.id}`));
  return provider.refund(payOrder, part);
}
