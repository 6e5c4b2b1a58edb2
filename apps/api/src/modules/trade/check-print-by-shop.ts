import { ORDER_TYPE, type TPrintReason, type ZAdminPrintCheckRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { applyVerdict } from './apply-print-verdict.ts';
import { printAudit } from './print-audit.ts';

/**
 * The shop's verdict on print data: pass (→ 20, and → 30 when the product needs no approval by
 * the shopper) or reject with a reason (→ 21, the shopper mailed); audited.
 */
export async function checkPrintByShop(ctx: Ctx, input: z.output<typeof ZAdminPrintCheckRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const mailId = await ctx.db.$transaction(async (tx) => {
    const before = await tx.tradeOrderItem.findFirst({ where: { id: input.id, orderType: ORDER_TYPE.custom } });
    if (!before) throw new AppError('ORDER_ITEM_NOT_FOUND');
    if (!before.printDataUrl) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
    const reasons: TPrintReason[] = input.pass ? [] : [{ code: 'shop', params: { text: input.reason } }];
    const verdict = await applyVerdict(tx, ctx.services, before.id, reasons, { printCheckedAt: ctx.services.clock() });
    if (!verdict.moved) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
    const after = await tx.tradeOrderItem.findUniqueOrThrow({ where: { id: before.id } });
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:print-check',
      target: `trade_order_item:${before.id}`,
      before: printAudit(before),
      after: printAudit(after),
    });
    return verdict.mailId;
  });
  if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
  return true;
}
