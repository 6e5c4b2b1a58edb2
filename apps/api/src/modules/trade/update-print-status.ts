import { ORDER_TYPE, PRINT_STATUS, PRINT_TRANSITIONS, type ZAdminPrintStatusRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { printAudit } from './print-audit.ts';
import { movePrint } from './transitions.ts';

/** Printing started (30 → 40) or finished (40 → 50); audited. */
export async function updatePrintStatus(ctx: Ctx, input: z.output<typeof ZAdminPrintStatusRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const rule = input.status === PRINT_STATUS.printing ? PRINT_TRANSITIONS.startPrinting : PRINT_TRANSITIONS.finishPrinting;
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.tradeOrderItem.findFirst({ where: { id: input.id, orderType: ORDER_TYPE.custom } });
    if (!before) throw new AppError('ORDER_ITEM_NOT_FOUND');
    if (!(await movePrint(tx, before.id, rule))) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:print-status',
      target: `trade_order_item:${before.id}`,
      before: printAudit(before),
      after: { printStatus: input.status, printReasons: before.printReasons as Prisma.InputJsonValue },
    });
  });
  return true;
}
