import { PRINT_STATUS, PRINT_TRANSITIONS } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { deliverStaffNotifications, queueStaffNotification } from '../system/staff-notifications.ts';
import { guestOwner, memberOwner, OPEN_ORDER, type Owner, ownCustomLine } from './print-data-access.ts';
import { PRINT_CHECK } from './run-print-check.ts';
import { movePrint } from './transitions.ts';

/**
 * Print data for a custom line: a file its owner uploaded as print data. The line goes to 10
 * (awaiting check), the staff who chose it are mailed, and the check runs in the background; uploading again is possible until the
 * data is approved (from 30 on nothing changes).
 */
async function submitFor(ctx: Ctx, owner: Owner, input: { id: number; url: string }): Promise<boolean> {
  const line = await ownCustomLine(ctx, owner, input.id);
  if (!OPEN_ORDER.includes(line.order.status)) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
  const file = await ctx.db.uploadedFile.findFirst({ where: { url: input.url, kind: 'print', ...owner.file } });
  if (!file) throw new AppError('PRINT_FILE_NOT_PRINT_DATA');
  const data = {
    printDataUrl: file.url,
    printDataName: file.originalName,
    printReasons: [],
    printFindings: {},
    printPreviewUrl: '',
    printCheckedAt: null,
  };
  const staffMailIds = await ctx.db.$transaction(async (tx) => {
    if (!(await movePrint(tx, line.id, PRINT_TRANSITIONS.upload, data))) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
    return queueStaffNotification(tx, ctx.services, 'print-data', `/print?status=${PRINT_STATUS.awaitingCheck}`, () => ({
      no: line.order.no,
      product: line.spuName,
    }));
  });
  deliverStaffNotifications(ctx.services, staffMailIds);
  await ctx.services.jobs.send(PRINT_CHECK, { id: line.id, url: file.url });
  return true;
}

/** A member's print data for a line of their order. */
export const submitPrintData = (ctx: Ctx, input: { id: number; url: string }) => submitFor(ctx, memberOwner(ctx), input);
/** A guest's print data for a line of the order their key opens. */
export const submitGuestPrintData = async (ctx: Ctx, input: { token: string; id: number; url: string }) =>
  submitFor(ctx, await guestOwner(ctx, input.token), input);
