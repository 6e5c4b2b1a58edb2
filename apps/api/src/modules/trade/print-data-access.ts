import { ORDER_STATUS, ORDER_TYPE } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { guestPrintFolder } from '../infra/upload-file.ts';
import { guestOrder } from './order-access.ts';

/**
 * Whose print data it is: a member's lines and files, or a guest's, the order named by its signed
 * key and the files uploaded with that key (stored under the order).
 */
export interface Owner {
  order: Prisma.TradeOrderWhereInput;
  file: Prisma.UploadedFileWhereInput;
}

export const memberOwner = (ctx: Ctx): Owner => ({ order: { memberId: memberIdOf(ctx) }, file: { memberId: memberIdOf(ctx) } });

export async function guestOwner(ctx: Ctx, token: string): Promise<Owner> {
  const order = await guestOrder(ctx, token);
  return { order: { id: order.id, memberId: null }, file: { memberId: null, path: { startsWith: guestPrintFolder(order.id) } } };
}

/** A custom line of the owner's order (another's behaves like a missing one). */
export async function ownCustomLine(ctx: Ctx, owner: Owner, id: number) {
  const line = await ctx.db.tradeOrderItem.findFirst({
    where: { id, orderType: ORDER_TYPE.custom, order: { ...owner.order, deletedAt: null } },
    include: { order: true },
  });
  if (!line) throw new AppError('ORDER_ITEM_NOT_FOUND');
  return line;
}

/** Print data is taken for orders that are still to be made: not cancelled, not dispatched. */
export const OPEN_ORDER: number[] = [ORDER_STATUS.unpaid, ORDER_STATUS.awaitingDispatch];
