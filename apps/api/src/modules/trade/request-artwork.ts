import { PRINT_STATUS, PRINT_TRANSITIONS } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { deliverStaffNotifications, queueStaffNotification } from '../system/staff-notifications.ts';
import { guestOwner, memberOwner, OPEN_ORDER, type Owner, ownCustomLine } from './print-data-access.ts';
import { movePrint } from './transitions.ts';

/**
 * The artwork service: the owner of a logo line asks the shop to prepare its artwork (free; see
 * README), with no print data yet, data found incorrect or instead of approving a proof. The line
 * shows "artwork in preparation" (11), the staff who chose print data are mailed, and the line
 * waits in the back office's print-data queue until staff upload the artwork (`deliverArtwork`).
 */
async function requestFor(ctx: Ctx, owner: Owner, input: { id: number; note: string }): Promise<boolean> {
  const line = await ownCustomLine(ctx, owner, input.id);
  if (!OPEN_ORDER.includes(line.order.status)) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
  const data = { printReasons: [], printFindings: { artworkNote: input.note }, printPreviewUrl: '', printCheckedAt: null };
  const staffMailIds = await ctx.db.$transaction(async (tx) => {
    if (!(await movePrint(tx, line.id, PRINT_TRANSITIONS.requestArtwork, data))) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
    return queueStaffNotification(
      tx,
      ctx.services,
      'print-data',
      `/print?status=${PRINT_STATUS.artworkInPreparation}`,
      () => ({ no: line.order.no, product: line.spuName, note: input.note || '—' }),
      'staff-artwork',
    );
  });
  deliverStaffNotifications(ctx.services, staffMailIds);
  return true;
}

/** A member asks for the artwork of a line of their order. */
export const requestArtwork = (ctx: Ctx, input: { id: number; note: string }) => requestFor(ctx, memberOwner(ctx), input);
/** A guest asks for the artwork of a line of the order their key opens. */
export const requestGuestArtwork = async (ctx: Ctx, input: { token: string; id: number; note: string }) =>
  requestFor(ctx, await guestOwner(ctx, input.token), input);
