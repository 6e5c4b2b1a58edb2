import { PRINT_TRANSITIONS } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { mailInvoiceIfDue } from './issue-invoice.ts';
import { guestOwner, memberOwner, type Owner, ownCustomLine } from './print-data-access.ts';
import { movePrint } from './transitions.ts';

/**
 * The owner approves the proof of checked print data (20 → 30): from then on no cancel or change,
 * and the order is invoiced once every logo line is approved.
 */
async function approveFor(ctx: Ctx, owner: Owner, id: number): Promise<boolean> {
  const line = await ownCustomLine(ctx, owner, id);
  const mailId = await ctx.db.$transaction(async (tx) => {
    if (!(await movePrint(tx, line.id, PRINT_TRANSITIONS.approve))) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
    return mailInvoiceIfDue(tx, ctx.services, line.orderId);
  });
  if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
  return true;
}

/** A member's approval of the proof for a line of their order. */
export const approvePrint = (ctx: Ctx, id: number) => approveFor(ctx, memberOwner(ctx), id);
/** A guest's approval of the proof for a line of the order their key opens. */
export const approveGuestPrint = async (ctx: Ctx, input: { token: string; id: number }) =>
  approveFor(ctx, await guestOwner(ctx, input.token), input.id);
