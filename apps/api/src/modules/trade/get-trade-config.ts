import { FREE_DELIVERY_FROM, translate, type TTradeConfig } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';

export async function getTradeConfig(ctx: Ctx, payChannels: TTradeConfig['payChannels']): Promise<TTradeConfig> {
  const config = await ctx.db.tradeConfig.findUnique({ where: { id: 1 } });
  const texts = (value: unknown) => ((value as unknown[] | undefined) ?? []).map((t) => translate(t, ctx.language));
  return {
    afterSaleRefundReasons: texts(config?.afterSaleRefundReasons),
    afterSaleReturnReasons: texts(config?.afterSaleReturnReasons),
    afterSaleDefectReasons: texts(((config?.afterSaleReturnReasons as { defect?: boolean }[] | undefined) ?? []).filter((r) => r.defect)),
    deliveryExpressFreePrice: FREE_DELIVERY_FROM,
    payChannels,
  };
}
