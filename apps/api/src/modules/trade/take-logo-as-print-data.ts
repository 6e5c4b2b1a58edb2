import { ORDER_TYPE, PRINT_TRANSITIONS } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { PRINT_CHECK } from './run-print-check.ts';
import { movePrint } from './transitions.ts';

/**
 * When a logo order is paid, the logo the shopper uploaded in the product page's logo panel
 * (the line's `imgUrl`) becomes the print data of each logo line that has none yet (print status
 * 10): the background check prepares print data from it where it is good enough, so no second
 * upload is asked for. Lines drawn in the design editor are left to their design (their `imgUrl`
 * is the design's preview), bought-again lines have theirs. Answers the lines to check.
 */
export async function takeLogosAsPrintData(tx: Prisma.TransactionClient, orderId: number): Promise<{ id: number; url: string }[]> {
  const lines = await tx.tradeOrderItem.findMany({
    where: { orderId, orderType: ORDER_TYPE.custom, printStatus: null, printDataUrl: '', imgUrl: { not: '' } },
    select: { id: true, imgUrl: true },
  });
  if (lines.length === 0) return [];
  const designed = await tx.design.findMany({ where: { previewUrl: { in: lines.map((l) => l.imgUrl) } }, select: { previewUrl: true } });
  const taken: { id: number; url: string }[] = [];
  for (const line of lines) {
    if (designed.some((d) => d.previewUrl === line.imgUrl)) continue;
    const data = { printDataUrl: line.imgUrl, printReasons: [], printFindings: {}, printPreviewUrl: '', printCheckedAt: null };
    if (await movePrint(tx, line.id, PRINT_TRANSITIONS.upload, data)) taken.push({ id: line.id, url: line.imgUrl });
  }
  return taken;
}

/** Queues the check of the logos taken as print data (after the commit); a line whose check is not queued is found by `checkPendingPrintData`. */
export async function checkTakenLogos(ctx: Pick<Ctx, 'services' | 'log'>, lines: { id: number; url: string }[]): Promise<void> {
  for (const line of lines)
    await ctx.services.jobs.send(PRINT_CHECK, line).catch((error: unknown) => {
      ctx.log.error({ err: error, lineId: line.id }, 'the logo check could not be queued');
    });
}
