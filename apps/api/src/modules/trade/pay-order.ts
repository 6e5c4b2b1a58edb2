import type { Config } from '../../config/config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import type { Mailer } from '../infra/mailer.ts';
import { queueOrderMail } from './order-mail.ts';
import { ORDER_TRANSITIONS } from './order-status.ts';

/** The demo wallet pays without a provider: only on shops that have no PayPal credentials. */
export const DEMO_CHANNEL = 'demo';

export function demoWalletEnabled(config: Config): boolean {
  return !config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET;
}

/**
 * Marks the order paid after the payment succeeded. Repeating it changes nothing; an order whose
 * time ran out is not paid.
 */
export async function paySuccess(ctx: Ctx, config: Config, mailer: Mailer, input: { id: number; channelCode: string }): Promise<boolean> {
  if (ctx.memberId === null) throw new AppError('UNAUTHORIZED');
  const payOrder = await ctx.db.payOrder.findFirst({ where: { id: input.id, memberId: ctx.memberId }, include: { order: true } });
  if (!payOrder) throw new AppError('PAY_ORDER_NOT_FOUND');
  if (payOrder.status === 10) return true;
  if (input.channelCode !== DEMO_CHANNEL || !demoWalletEnabled(config)) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  const now = new Date();
  if (payOrder.status !== 0 || payOrder.order.payExpireTime <= now) throw new AppError('PAY_ORDER_EXPIRED');
  const mailId = await ctx.db.$transaction(async (tx) => {
    const paid = await tx.tradeOrder.updateMany({
      where: { id: payOrder.orderId, status: { in: [...ORDER_TRANSITIONS.pay.from] }, payExpireTime: { gt: now } },
      data: { status: ORDER_TRANSITIONS.pay.to!, payTime: now },
    });
    if (paid.count === 0) throw new AppError('PAY_ORDER_EXPIRED');
    await tx.payOrder.update({ where: { id: payOrder.id }, data: { status: 10, channelCode: DEMO_CHANNEL, successTime: now } });
    return queueOrderMail(tx, mailer, 'order-paid', payOrder.order);
  });
  await mailer.deliver(mailId);
  return true;
}
