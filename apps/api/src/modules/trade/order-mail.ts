import { formatMoney, type Currency, type Language } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Mailer } from '../infra/mailer.ts';

/**
 * An order e-mail in the member's e-mail language, written with the change that causes it. To an
 * address other than the member's own it is neutral: no name, nothing the member wrote.
 */
export async function queueOrderMail(
  tx: Prisma.TransactionClient,
  mailer: Mailer,
  template: 'order-created' | 'order-paid' | 'order-refunded' | 'order-dispatched',
  order: { memberId: number; email: string; no: string; payPrice: number; currency: string },
  extra: Record<string, string> = {},
): Promise<number> {
  const member = await tx.member.findUniqueOrThrow({
    where: { id: order.memberId },
    select: { mail: true, firstName: true, mailLanguage: true },
  });
  const neutral = member.mail !== order.email.toLowerCase();
  const params = {
    ...(neutral ? {} : { name: member.firstName }),
    no: order.no,
    total: formatMoney(order.payPrice, order.currency as Currency),
    ...extra,
  };
  return mailer.queue(tx, { to: order.email, template, language: member.mailLanguage as Language, params, neutral });
}
