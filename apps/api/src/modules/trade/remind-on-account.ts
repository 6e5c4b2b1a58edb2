import { type Currency, formatMoney, PAY_STATUS } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';
import { DAY_MS } from '../pay/bank-transfer.ts';
import { INVOICE_CHANNEL } from '../pay/on-account.ts';
import { bankTransferMailValues, shopAccount } from './bank-transfer-mail.ts';
import { queueOrderMail } from './order-mail.ts';

/** Payment reminders of invoices on account: the first 7 days past the due day, the second 14 days past it. */
export const ON_ACCOUNT_REMINDER_DAYS = [7, 14] as const;

/**
 * Reminds the buyers whose invoice on account is still open 7 and 14 days past its due day, each
 * reminder once per invoice across instances (the count is raised by a conditional update). An
 * invoice the job reaches late gets only the reminder it is due now, not the missed one as well.
 */
export async function remindOnAccount(ctx: Pick<Ctx, 'db' | 'services'>, now: Date): Promise<number> {
  const firstDue = new Date(now.getTime() - ON_ACCOUNT_REMINDER_DAYS[0] * DAY_MS);
  const due = await ctx.db.payOrder.findMany({
    where: {
      channelCode: INVOICE_CHANNEL,
      status: PAY_STATUS.onAccount,
      reminderCount: { lt: ON_ACCOUNT_REMINDER_DAYS.length },
      dueTime: { lte: firstDue },
    },
    select: { id: true, dueTime: true, reminderCount: true },
    orderBy: { id: 'asc' },
    take: 200,
  });
  let reminded = 0;
  const account = due.length > 0 ? await shopAccount(ctx.services) : null;
  for (const { id, dueTime, reminderCount } of due) {
    const daysPast = (now.getTime() - dueTime!.getTime()) / DAY_MS;
    const level = ON_ACCOUNT_REMINDER_DAYS.filter((days) => daysPast >= days).length;
    if (level <= reminderCount) continue;
    const mailId = await ctx.db.$transaction(async (tx) => {
      const claimed = await tx.payOrder.updateMany({
        where: { id, reminderCount, status: PAY_STATUS.onAccount },
        data: { reminderCount: level, reminderTime: now },
      });
      if (claimed.count === 0) return null;
      const payOrder = await tx.payOrder.findUniqueOrThrow({ where: { id }, include: { order: true } });
      const values = bankTransferMailValues(account, payOrder);
      const open = payOrder.amount - payOrder.paidAmount;
      return queueOrderMail(tx, ctx.services, 'order-on-account-reminder', payOrder.order, (language) => ({
        ...values(language),
        level: String(level),
        open: formatMoney(open, payOrder.currency as Currency, language),
      }));
    });
    if (mailId === null) continue;
    ctx.services.mailer.deliverLater(mailId);
    reminded += 1;
  }
  return reminded;
}
