import type { Currency, Language, TBankAccount } from '@shop/shared';
import type { PayOrder } from '../../generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { printedReference, shopBankAccount } from '../pay/bank-transfer.ts';
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
