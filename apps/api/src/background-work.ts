import type { Ctx } from './lib/use-case.ts';
import type { JobDefinition } from './modules/infra/background-jobs.ts';
import { removeUnreferencedUploads } from './modules/infra/remove-unreferenced-uploads.ts';
import { purgeExpired } from './modules/infra/retention.ts';
import { DESIGN_PRINT_DATA, type DesignPrintJob, drawDesignPrintData } from './modules/design/design-print-data.ts';
import { forgetExpiredAttempts } from './modules/member/attempts.ts';
import { receiveDispatchedOrders } from './modules/trade/receive-dispatched-orders.ts';
import { expireUnpaidOrders } from './modules/trade/expire-unpaid-orders.ts';
import { expireQuotes } from './modules/trade/expire-quotes.ts';
import { expireApprovals } from './modules/trade/expire-approvals.ts';
import { mailUnpaidOrders } from './modules/trade/mail-unpaid-orders.ts';
import { remindBankTransfers } from './modules/trade/remind-bank-transfers.ts';
import { remindOnAccount } from './modules/trade/remind-on-account.ts';
import { settlePendingCaptures } from './modules/trade/settle-pending-captures.ts';
import { checkPendingPrintData } from './modules/trade/check-pending-print-data.ts';
import { PRINT_CHECK, runPrintCheck } from './modules/trade/run-print-check.ts';
import { forgetEndedSessions } from './modules/punchout/punchout-sessions.ts';

export const DELIVER_MAIL = 'mail.deliver';

/**
 * The shop's background work, on the job queue: a mail is delivered as soon as its change is
 * committed; the rest runs on schedules (UTC), once per run across all instances. Each job finds
 * its work in the database, so nothing is lost when an instance stops.
 */
export function backgroundWork(ctx: () => Ctx): JobDefinition[] {
  const now = () => ctx().services.clock();
  return [
    { name: DELIVER_MAIL, concurrency: 2, run: async (data) => ctx().services.mailer.deliver(Number(data.id)) },
    { name: 'mail.retry', cron: '* * * * *', run: async () => void (await ctx().services.mailer.retryDue(now())) },
    { name: 'order.expire', cron: '* * * * *', run: async () => void (await expireUnpaidOrders(ctx().db, now())) },
    { name: 'quote.expire', cron: '*/5 * * * *', run: async () => void (await expireQuotes(ctx(), now())) },
    { name: 'order.expire-approvals', cron: '*/5 * * * *', run: async () => void (await expireApprovals(ctx(), now())) },
    { name: 'order.mail-unpaid', cron: '* * * * *', run: async () => void (await mailUnpaidOrders(ctx(), now())) },
    { name: 'pay.remind-bank-transfers', cron: '7 * * * *', run: async () => void (await remindBankTransfers(ctx(), now())) },
    { name: 'pay.remind-on-account', cron: '13 * * * *', run: async () => void (await remindOnAccount(ctx(), now())) },
    { name: 'order.auto-receive', cron: '29 * * * *', run: async () => void (await receiveDispatchedOrders(ctx().db, now())) },
    { name: 'pay.settle-pending', cron: '* * * * *', run: async () => settlePendingCaptures(ctx()) },
    // Drawing a design's pictures takes seconds of CPU: one at a time per instance, after the order's answer.
    {
      name: DESIGN_PRINT_DATA,
      run: async (data) => drawDesignPrintData(ctx(), { lineId: Number(data.lineId), design: data.design as DesignPrintJob['design'] }),
    },
    // Print files are up to 1 GB: one check at a time per instance; tried again once when the storage
    // or the database failed (a check that failed is a verdict: unreadable).
    {
      name: PRINT_CHECK,
      retryLimit: 1,
      retryDelaySeconds: 30,
      run: async (data) => runPrintCheck(ctx(), Number(data.id), String(data.url)),
    },
    { name: 'print.check-pending', cron: '*/10 * * * *', run: async () => void (await checkPendingPrintData(ctx(), now())) },
    { name: 'upload.cleanup', cron: '17 * * * *', run: async () => void (await removeUnreferencedUploads(ctx(), now())) },
    { name: 'retention.purge', cron: '43 * * * *', run: async () => void (await purgeExpired(ctx().db, now())) },
    { name: 'attempts.forget', cron: '*/10 * * * *', run: async () => void (await forgetExpiredAttempts(ctx().db, now())) },
    // Punchout sessions last 2 hours; their accounts and carts go with them.
    { name: 'punchout.forget-sessions', cron: '*/15 * * * *', run: async () => void (await forgetEndedSessions(ctx().db, now())) },
  ];
}
