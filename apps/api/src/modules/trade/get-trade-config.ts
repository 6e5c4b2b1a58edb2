import { translate, type TTradeConfig } from '@shop/shared';
import type { Ctx } from '../../lib/use-case.ts';
import { onAccountFacts } from '../pay/on-account.ts';

export async function getTradeConfig(ctx: Ctx, payChannels: TTradeConfig['payChannels']): Promise<TTradeConfig> {
  const settings = await ctx.services.settings.read();
  const { refund, return: ret } = settings.afterSaleReasons;
  const texts = (reasons: typeof refund) => reasons.map((t) => translate(t, ctx.language));
  return {
    afterSaleRefundReasons: texts(refund),
    afterSaleReturnReasons: texts(ret),
    afterSaleDefectReasons: texts(ret.filter((r) => r.defect)),
    afterSaleChangeOfMindReasons: texts(ret.filter((r) => r.changeOfMind)),
    deliveryExpressFreePrice: settings.delivery.freeThreshold[ctx.currency],
    payChannels,
    onAccount: onAccountFacts(payChannels, settings),
    contact: { ...settings.contact, hours: translate(settings.contact.hours, ctx.language) },
    delivery: {
      options: settings.delivery.options.map((o) => ({ ...o, name: translate(o.name, ctx.language) })),
      freeThreshold: settings.delivery.freeThreshold,
    },
    onlineLimitPerLine: settings.onlineLimitPerLine,
  };
}
