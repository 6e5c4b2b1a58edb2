import { type Currency, formatMoney, type Language, pickLanguage, personName } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { queueStaffNotification } from '../system/staff-notifications.ts';

/** Where a company's approvers approve or decline its orders. */
export const APPROVALS_PATH = '/companyApprovals';

const fullName = (m: { firstName: string; lastName: string; mail: string }) => personName(m) || m.mail;

/**
 * Mails, in the transaction that placed the order, every approver and admin of the order's company
 * (the buyer excepted) that a colleague's order waits for them, each in their e-mail language, with
 * the lines, the total and the approvals page; and the staff who chose approval notifications.
 * Answers the mails' ids, to be delivered after the commit.
 */
export async function queueApprovalRequest(tx: Prisma.TransactionClient, services: Services, orderId: number): Promise<number[]> {
  const order = await tx.tradeOrder.findUniqueOrThrow({ where: { id: orderId }, include: { items: { orderBy: { id: 'asc' } } } });
  if (order.companyId === null || order.memberId === null) return [];
  const company = await tx.company.findUniqueOrThrow({ where: { id: order.companyId }, select: { name: true } });
  const buyer = await tx.member.findUniqueOrThrow({
    where: { id: order.memberId },
    select: { firstName: true, lastName: true, mail: true },
  });
  const approvers = await tx.companyMember.findMany({
    where: { companyId: order.companyId, role: { in: ['admin', 'approver'] }, memberId: { not: order.memberId } },
    include: { member: { select: { mail: true, firstName: true, lastName: true, mailLanguage: true } } },
    orderBy: { memberId: 'asc' },
  });
  const lines = order.items.map((i) => `${i.count} × ${i.spuName}`).join('\n');
  const total = (language: Language) => formatMoney(order.payPrice, order.currency as Currency, language);
  const ids: number[] = [];
  for (const { member } of approvers) {
    const language = pickLanguage(member.mailLanguage);
    const params = {
      name: member.firstName,
      buyer: fullName(buyer),
      company: company.name,
      no: order.no,
      total: total(language),
      until: order.payExpireTime.toISOString().slice(0, 16).replace('T', ' '),
      lines,
      link: `${services.config.PUBLIC_URL}${APPROVALS_PATH}`,
    };
    ids.push(await services.mailer.queue(tx, { to: member.mail, template: 'order-approval-request', language, params }));
  }
  const staff = await queueStaffNotification(tx, services, 'approval', `/orders/${order.id}`, (language) => ({
    no: order.no,
    total: total(language),
  }));
  return [...ids, ...staff];
}
