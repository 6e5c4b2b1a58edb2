import { ORDER_TYPE, PRINT_TRANSITIONS, type ZAdminPrintArtworkRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { OPEN_ORDER } from './print-data-access.ts';
import { printAudit } from './print-audit.ts';
import { PRINT_CHECK } from './run-print-check.ts';
import { movePrint } from './transitions.ts';

/**
 * Staff upload the artwork a shopper asked for (11 → 10): a print file uploaded in the back
 * office, checked in the background like any print data, so the shopper gets a proof to approve
 * as usual (or it is approved at once where the product needs no approval). Audited.
 */
export async function deliverArtwork(ctx: Ctx, input: z.output<typeof ZAdminPrintArtworkRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const file = await ctx.db.uploadedFile.findFirst({ where: { url: input.url, kind: 'print' } });
  if (!file) throw new AppError('PRINT_FILE_NOT_PRINT_DATA');
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.tradeOrderItem.findFirst({
      where: { id: input.id, orderType: ORDER_TYPE.custom, order: { status: { in: OPEN_ORDER } } },
    });
    if (!before) throw new AppError('ORDER_ITEM_NOT_FOUND');
    const data = { printDataUrl: file.url, printReasons: [], printFindings: {}, printPreviewUrl: '', printCheckedAt: null };
    if (!(await movePrint(tx, before.id, PRINT_TRANSITIONS.deliverArtwork, data))) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
    const after = await tx.tradeOrderItem.findUniqueOrThrow({ where: { id: before.id } });
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:print-artwork',
      target: `trade_order_item:${before.id}`,
      before: printAudit(before),
      after: { ...printAudit(after), printDataUrl: file.url },
    });
  });
  await ctx.services.jobs.send(PRINT_CHECK, { id: input.id, url: file.url });
  return true;
}
