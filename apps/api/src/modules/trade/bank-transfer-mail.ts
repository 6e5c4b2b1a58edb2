import type { Currency, Language, TBankAccount, TPaySubmitResponse } from '@shop/shared';
import type { PayOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import type { Services } from '../../services.ts';
import { epcQrCode, printedReference, shopBankAccount } from '../pay/bank-transfer.ts';
import { DocumentFormat } from './document-content.ts';

/** The shop's account as its settings name it now (legal name and bank details); null without an IBAN. */
export async function shopAccount(services: Pick<Services, 'settings'>): Promise<TBankAccount | null> {
  return shopBankAccount((await services.settings.read()).legal);
}

/** The values of the bank-transfer mails in the mail's language: the shop's account, the reference and the due day. */
export function bankTransferMailValues(account: TBankAccount | null, payOrder: PayOrder) {
  return (language: Language): Record<string, string> => ({
    holder: account?.holder ?? '',
    iban: printedReference(account?.iban ?? ''),
    bic: account?.bic ?? '',
    bankName: account?.bankName ?? '',
    reference: printedReference(payOrder.reference ?? ''),
    dueDate: payOrder.dueTime ? new DocumentFormat(language, payOrder.currency as Currency).date(payOrder.dueTime) : '',
  });
}

/** What the buyer needs to make the transfer (before the goods, or on account by the invoice's due day): reference, due day, amount, the shop's account, and for EUR the EPC QR code. */
export async function bankTransferAnswer(ctx: Pick<Ctx, 'services'>, payOrder: PayOrder): Promise<TPaySubmitResponse> {
  const account = await shopAccount(ctx.services);
  if (!account || !payOrder.reference || !payOrder.dueTime) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  return {
    payStatus: payOrder.status,
    reference: payOrder.reference,
    dueTime: payOrder.dueTime.getTime(),
    amount: payOrder.amount,
    currency: payOrder.currency,
    account,
    qrCode: payOrder.currency === 'EUR' ? await epcQrCode(account, payOrder.amount, payOrder.reference) : null,
  };
}
