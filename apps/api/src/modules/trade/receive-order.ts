import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { ownOrder } from './order-access.ts';
import { moveOrder, shopperOf } from './transitions.ts';

export async function receiveOrder(ctx: Ctx, id: number): Promise<boolean> {
  const order = await ownOrder(ctx, id);
  if (!(await moveOrder(ctx.db, order.id, 'receive', { receiveTime: ctx.services.clock() }, shopperOf(order))))
    throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  return true;
}
