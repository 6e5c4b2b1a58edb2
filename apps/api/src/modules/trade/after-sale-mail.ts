import { type Currency, formatMoney, type Language, type MailTemplate } from '@shop/shared';
import type { Prisma, TradeAfterSale } from '../../generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import type { MailAttachmentRef } from '../infra/mailer.ts';
import { returnAddress } from './after-sale-view.ts';
import { documentNotes } from './order-mail.ts';

type Tx = Prisma.TransactionClient;

/**
 * An e-mail about an after-sale to its member, in the member's e-mail language, written in the
 * transaction of the step that causes it.
 */
export async function queueAfterSaleMail(
  tx: Tx,
  services: Pick<Services, 'mailer' | 'config' | 'settings'>,
  template: Extract<MailTemplate, `after-sale-${string}`>,
  row: TradeAfterSale,
  extra: Record<string, string> = {},
  attachments: MailAttachmentRef[] = [],
): Promise<number> {
  const member = await tx.member.findUniqueOrThrow({
    where: { id: row.memberId },
    select: { mail: true, firstName: true, mailLanguage: true },
  });
  const order = await tx.tradeOrder.findUniqueOrThrow({ where: { id: row.orderId }, select: { no: true } });
  const link = `${services.config.PUBLIC_URL}/afterSaleDetail?id=${row.id}`;
  const params = {
    name: member.firstName,
    no: row.no,
    orderNo: order.no,
    item: row.spuName,
    amount: formatMoney(row.refundPrice, row.currency as Currency, member.mailLanguage),
    returnAddress: returnAddress(await services.settings.read(), row.currency),
    link,
    // The refund's mail says so when its credit note comes with it (an order not invoiced yet has none).
    documents: documentNotes(attachments, member.mailLanguage as Language)
      .map((note) => `\n\n${note}`)
      .join(''),
    ...extra,
  };
  return services.mailer.queue(tx, {
    to: member.mail,
    template,
    language: member.mailLanguage as Language,
    params,
    neutral: false,
    attachments,
  });
}
