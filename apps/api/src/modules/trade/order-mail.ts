import { formatMoney, type Currency, type Language } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Mailer } from '../infra/mailer.ts';

/** An order e-mail in the member's e-mail language, written with the change that causes it. */
export async function queueOrderMail(tx: Prisma.TransactionClient, mailer: Mailer, template: 'order-created' | 'order-paid' | 'order-refunded', order: { memberId: number; email: string; no: string; payPrice: number; currency: string }): Promise<number> {
  const member = await tx.member.findUniqueOrThrow({ where: { id: order.memberId }, select: { firstName: true, mailLanguage: true } });
  const params = { name: member.firstName, no: order.no, total: formatMoney(order.payPrice, order.currency as Currency) };
  return mailer.queue(tx, { to: order.email, template, language: member.mailLanguage as Language, params });
}
