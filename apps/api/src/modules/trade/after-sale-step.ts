import type { Prisma, TradeAfterSale } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { queueAfterSaleMail } from './after-sale-mail.ts';

type Tx = Prisma.TransactionClient;

/** Runs one step of an after-sale with its mail; the step's own checks inside the transaction. */
export async function afterSaleStep(
  ctx: Ctx,
  row: TradeAfterSale,
  step: (tx: Tx) => Promise<{ moved: boolean; mail: Parameters<typeof queueAfterSaleMail>[2]; extra?: Record<string, string> }>,
): Promise<boolean> {
  const mailId = await ctx.db.$transaction(async (tx) => {
    const { moved, mail, extra } = await step(tx);
    if (!moved) throw new AppError('AFTER_SALE_STATUS_NOT_ALLOWED');
    const after = await tx.tradeAfterSale.findUniqueOrThrow({ where: { id: row.id } });
    return queueAfterSaleMail(tx, ctx.services, mail, after, extra);
  });
  ctx.services.mailer.deliverLater(mailId);
  return true;
}
