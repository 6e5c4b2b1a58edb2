import { ORDER_STATUS, ORDER_TYPE, PRINT_STATUS, type ZGuestAddress } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { guestAddress, savedAddress } from './create-order.ts';
import { guestOrder, ownOrder } from './order-access.ts';

/**
 * The billing address of an order changes until its invoice is due: while the order is unpaid or
 * paid and not dispatched, and no custom line's print data is approved (from print status 30 on
 * the invoice is issued). One conditional update, so an approval landing meanwhile wins.
 */
async function replaceBillingAddress(ctx: Ctx, orderId: number, billingAddress: object): Promise<boolean> {
  const updated = await ctx.db.tradeOrder.updateMany({
    where: {
      id: orderId,
      status: { in: [ORDER_STATUS.unpaid, ORDER_STATUS.awaitingDispatch] },
      items: { none: { orderType: ORDER_TYPE.custom, printStatus: { gte: PRINT_STATUS.aboutToPrint } } },
    },
    data: { billingAddress },
  });
  if (updated.count !== 1) throw new AppError('ORDER_BILLING_LOCKED');
  return true;
}

/** A member's saved address becomes the billing address of their order. */
export async function updateBillingAddress(ctx: Ctx, input: { id: number; billingAddressId: number }): Promise<boolean> {
  const order = await ownOrder(ctx, input.id);
  return replaceBillingAddress(ctx, order.id, await savedAddress(ctx, memberIdOf(ctx), input.billingAddressId, 'billing'));
}

/** A guest enters the billing address of the order their key opens (checked as at checkout). */
export async function updateGuestBillingAddress(
  ctx: Ctx,
  input: { token: string; billingAddress: z.output<typeof ZGuestAddress> },
): Promise<boolean> {
  const order = await guestOrder(ctx, input.token);
  return replaceBillingAddress(ctx, order.id, await guestAddress(ctx, input.billingAddress));
}
