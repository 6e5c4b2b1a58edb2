import { AFTER_SALE_WAY, type Language } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';

/**
 * An after-sale reason the shop offers, in each of its languages; `defect` ones open the logo-line
 * rule; `changeOfMind` ones (the shopper no longer wants the goods) keep 15 % when delivery was free.
 */
export type Reason = { en?: string; de?: string; zh?: string; defect?: boolean; changeOfMind?: boolean };

async function reasonsOf(ctx: Pick<Ctx, 'db'>, way: number): Promise<Reason[]> {
  const config = await ctx.db.tradeConfig.findUnique({ where: { id: 1 } });
  return ((way === AFTER_SALE_WAY.refund ? config?.afterSaleRefundReasons : config?.afterSaleReturnReasons) ?? []) as Reason[];
}

const matches = (reason: Reason, text: string) => reason.en === text || reason.de === text || reason.zh === text;

/** The configured reason the shopper chose (in any of the shop's languages), or null. */
export async function configuredReason(ctx: Pick<Ctx, 'db'>, way: number, text: string): Promise<Reason | null> {
  return (await reasonsOf(ctx, way)).find((r) => matches(r, text)) ?? null;
}

/**
 * Each after-sale's reason in `language` (the back office's screen), not in the shopper's: the
 * configured reason it names, or its text as given when the shop no longer offers it.
 */
export async function reasonsIn<T extends { way: number; applyReason: string }>(
  ctx: Pick<Ctx, 'db'>,
  rows: T[],
  language: Language,
): Promise<T[]> {
  const [refund, ret] = await Promise.all([reasonsOf(ctx, AFTER_SALE_WAY.refund), reasonsOf(ctx, AFTER_SALE_WAY.returnAndRefund)]);
  return rows.map((row) => {
    const reason = (row.way === AFTER_SALE_WAY.refund ? refund : ret).find((r) => matches(r, row.applyReason));
    return { ...row, applyReason: reason?.[language] || reason?.en || row.applyReason };
  });
}
