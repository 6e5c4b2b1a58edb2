import { personName } from '@shop/shared';
import type { Prisma, TradeOrder } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { orderToDecide } from './approval-access.ts';
import { payPageUrl } from './guest-link.ts';
import { queueOrderMail } from './order-mail.ts';
import { actorOf, moveOrder } from './transitions.ts';

/** An approved order waits this long for its payment, as a payment link the shop mails does. */
export const APPROVED_PAY_WITHIN_DAYS = 3;
const DAY_MS = 24 * 60 * 60_000;

/** The approver and the company as the buyer's mails name them. */
export async function decisionNames(tx: Prisma.TransactionClient, order: TradeOrder, approverId: number) {
  const approver = await tx.member.findUniqueOrThrow({
    where: { id: approverId },
    select: { firstName: true, lastName: true, mail: true },
  });
  const company = order.companyId === null ? null : await tx.company.findUnique({ where: { id: order.companyId }, select: { name: true } });
  return { approver: personName(approver) || approver.mail, company: company?.name ?? '' };
}

/**
 * What happens to an order once approved (it is unpaid now): the buyer is mailed the payment link.
 * The one place where payment on account will hook in (an order of a company allowed to buy on
 * account goes on to pay status 7 instead). Answers the mails to deliver after the commit.
 */
async function continueApprovedOrder(ctx: Ctx, tx: Prisma.TransactionClient, order: TradeOrder, approverId: number): Promise<number[]> {
  const names = await decisionNames(tx, order, approverId);
  const link = payPageUrl(ctx.services.config, order, ctx.services.clock());
  return [await queueOrderMail(tx, ctx.services, 'order-approved', order, { ...names, link, days: String(APPROVED_PAY_WITHIN_DAYS) })];
}

/**
 * An approver (or admin) of the buyer's company approves an order awaiting approval: it becomes
 * unpaid, to be paid within APPROVED_PAY_WITHIN_DAYS, its stock still held. Of two approvers at
 * once one decides; the other is answered ORDER_APPROVAL_DECIDED.
 */
export async function approveOrder(ctx: Ctx, id: number): Promise<boolean> {
  const { approver } = await orderToDecide(ctx, id);
  const now = ctx.services.clock();
  const mailIds = await ctx.db.$transaction(async (tx) => {
    const data = { payExpireTime: new Date(now.getTime() + APPROVED_PAY_WITHIN_DAYS * DAY_MS), unpaidMailTime: now };
    if (!(await moveOrder(tx, id, 'approve', data, actorOf(ctx)))) throw new AppError('ORDER_APPROVAL_DECIDED');
    const order = await tx.tradeOrder.findUniqueOrThrow({ where: { id } });
    return continueApprovedOrder(ctx, tx, order, approver.memberId);
  });
  for (const mailId of mailIds) ctx.services.mailer.deliverLater(mailId);
  return true;
}
