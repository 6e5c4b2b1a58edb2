import type { Currency, Language } from '@shop/shared';
import type { PayOrder } from '../../generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { printedReference, shopBankAccount } from '../pay/bank-transfer.ts';
import { DocumentFormat } from './document-content.ts';

/** The values of the bank-transfer mails in the mail's language: the shop's account, the reference and the due day. */
export function bankTransferMailValues(services: Pick<Services, 'config'>, payOrder: PayOrder) {
  const account = shopBankAccount(services.config);
  return (language: Language): Record<string, string> => ({
    holder: account?.holder ?? '',
    iban: (account?.iban ?? '').replace(/(.{4})(?=.)/g, '$1 '),
    bic: account?.bic ?? '',
    bankName: account?.bankName ?? '',
    reference: printedReference(payOrder.reference ?? ''),
    dueDate: payOrder.dueTime ? new DocumentFormat(language, payOrder.currency as Currency).date(payOrder.dueTime) : '',
  });
}
