import { ORDER_STATUS, PAY_STATUS } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';
import { BANK_TRANSFER_DAYS, BANK_TRANSFER_REMINDER_DAYS, DAY_MS } from '../pay/bank-transfer.ts';
import { BANK_TRANSFER_CHANNEL } from '../pay/payments.ts';
import { bankTransferMailValues, shopAccount } from './bank-transfer-mail.ts';
import { queueOrderMail } from './order-mail.ts';

/**
 * Reminds the buyers whose bank transfer has not arrived 7 days after they chose it (7 days before
 * the order is cancelled), once per payment across instances.
 */
export async function remindBankTransfers(ctx: Pick<Ctx, 'db' | 'services'>, now: Date): Promise<number> {
  // Chosen 7 days ago or earlier: due 7 days from now or sooner, and not yet past due.
  const remindFrom = new Date(now.getTime() + (BANK_TRANSFER_DAYS - BANK_TRANSFER_REMINDER_DAYS) * DAY_MS);
  const due = await ctx.db.payOrder.findMany({
    where: {
      channelCode: BANK_TRANSFER_CHANNEL,
      status: PAY_STATUS.waiting,
      reminderTime: null,
      dueTime: { lte: remindFrom, gt: now },
      order: { status: ORDER_STATUS.unpaid },
    },
    select: { id: true },
    orderBy: { id: 'asc' },
    take: 200,
  });
  let reminded = 0;
  const account = due.length > 0 ? await shopAccount(ctx.services) : null;
  for (const { id } of due) {
    const mailId = await ctx.db.$transaction(async (tx) => {
      const claimed = await tx.payOrder.updateMany({
        where: { id, reminderTime: null, status: PAY_STATUS.waiting },
        data: { reminderTime: now },
      });
      if (claimed.count === 0) return null;
      const payOrder = await tx.payOrder.findUniqueOrThrow({ where: { id }, include: { order: true } });
      return queueOrderMail(tx, ctx.services, 'order-bank-transfer-reminder', payOrder.order, bankTransferMailValues(account, payOrder));
    });
    if (mailId === null) continue;
    ctx.services.mailer.deliverLater(mailId);
    reminded += 1;
  }
  return reminded;
}
