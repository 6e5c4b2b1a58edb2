import { PRINT_STATUS } from '@shop/shared';
import { OPEN_ORDER } from './print-data-access.ts';
import { type JobCtx, runPrintCheck } from './run-print-check.ts';

/** Print data waiting this long without a result is checked again (a job lost with its instance). */
const CHECK_AGAIN_AFTER_MS = 10 * 60_000;

/**
 * Print data of open orders still awaiting its automatic check long after upload (its job lost with
 * its instance) is checked again (every instance may run it). A check that ended, however, is
 * never run again: its verdict (unreadable, when it failed) stands until another file arrives.
 */
export async function checkPendingPrintData(ctx: JobCtx, now: Date): Promise<number> {
  const due = await ctx.db.tradeOrderItem.findMany({
    where: {
      printStatus: PRINT_STATUS.awaitingCheck,
      printCheckedAt: null,
      printDataUrl: { not: '' },
      order: { status: { in: OPEN_ORDER }, updatedAt: { lt: new Date(now.getTime() - CHECK_AGAIN_AFTER_MS) } },
    },
    select: { id: true, printDataUrl: true },
    take: 20,
  });
  for (const line of due) await runPrintCheck(ctx, line.id, line.printDataUrl);
  return due.length;
}
