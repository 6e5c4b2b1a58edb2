import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkSizeOf, PRINT_STATUS } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';
import { applyVerdict } from './apply-print-verdict.ts';
import type { PrintInspection } from './print-check.ts';
import { OPEN_ORDER } from './print-data-access.ts';
import { type PreparedLine, preparable, preparePrintData } from './prepare-print-data.ts';

/** The background job that checks uploaded print data. */
export const PRINT_CHECK = 'print.check';

export type JobCtx = Pick<Ctx, 'db' | 'services' | 'log'>;

/**
 * The verdict on a file whose check failed, or ran over its time or memory (a file built to keep a
 * reader busy or to fill its memory): unreadable, so the shopper is asked for another file, and
 * the file is not checked again.
 */
function failedCheck(mime: string, error: unknown): PrintInspection {
  const type = mime === 'application/pdf' ? 'PDF' : mime.replace(/^image\//, '').toUpperCase();
  const reason = error instanceof Error ? error.message : String(error);
  return { findings: { type, check: 'failed', error: reason }, reasons: [{ code: 'unreadable', params: { type } }], proof: null };
}

/**
 * An ordinary logo the check found wanting (RGB, no bleed) prepared as print data instead of
 * refused (see preparePrintData); a preparation that fails leaves the check's verdict.
 */
async function prepareWhereNeeded(ctx: JobCtx, line: PreparedLine, path: string, inspection: PrintInspection) {
  if (!preparable(inspection)) return null;
  return preparePrintData(ctx, line, path, inspection).catch((error: unknown) => {
    ctx.log.warn({ err: error, lineId: line.id }, 'print data could not be prepared from the file; its check stands');
    return null;
  });
}

/**
 * The automatic check of a line's print data, run by the job queue: the file is copied from the
 * storage to a temporary file as a stream (never held in memory), inspected by its content, its
 * proof rendered (pictures, and the first page of PDFs), an ordinary logo prepared as print
 * data where it is good enough, and the verdict applied, unless the
 * shopper uploaded other data meanwhile. A check that fails is a verdict too (`failedCheck`); only
 * the storage or the database failing lets the job try again. Lines of orders no longer open
 * (cancelled ones) are not checked.
 */
export async function runPrintCheck(ctx: JobCtx, lineId: number, url: string): Promise<void> {
  const line = await ctx.db.tradeOrderItem.findFirst({
    where: { id: lineId, order: { status: { in: OPEN_ORDER } } },
    include: { order: { select: { memberId: true } } },
  });
  if (!line || line.printStatus !== PRINT_STATUS.awaitingCheck || line.printDataUrl !== url) return;
  const file = await ctx.db.uploadedFile.findFirst({ where: { url } });
  if (!file) return;
  const temp = join(tmpdir(), `print-${randomUUID()}`);
  try {
    await pipeline(await ctx.services.storage.open(file.path), createWriteStream(temp));
    let inspection = await ctx.services.printChecker.inspect(temp, checkSizeOf(line)).catch((error: unknown) => {
      ctx.log.warn({ err: error, lineId }, 'print check failed: the print data is unreadable');
      return failedCheck(file.mime, error);
    });
    const prepared = await prepareWhereNeeded(ctx, line, temp, inspection);
    const printDataUrl = prepared && 'url' in prepared ? prepared.url : url;
    if (prepared && 'url' in prepared)
      inspection = { ...prepared.inspection, findings: { ...prepared.inspection.findings, prepared: true, source: url } };
    if (prepared && 'refused' in prepared) inspection = { ...inspection, reasons: prepared.refused };
    let printPreviewUrl = '';
    if (inspection.proof) {
      const key = `print-proof/${randomUUID()}.png`;
      await ctx.services.storage.put(key, Readable.from([inspection.proof]), { contentType: 'image/png' });
      printPreviewUrl = ctx.services.storage.url(key);
    }
    const data = { printDataUrl, printFindings: inspection.findings, printPreviewUrl, printCheckedAt: ctx.services.clock() };
    const { mailId } = await ctx.db.$transaction((tx) =>
      applyVerdict(tx, ctx.services, lineId, inspection.reasons, data, { printDataUrl: url, printStatus: PRINT_STATUS.awaitingCheck }),
    );
    if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
  } finally {
    await rm(temp, { force: true });
  }
}
