import { ORDER_STATUS, type ZAdminOrderAddressRequest } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { checkDestination } from '../member/destination.ts';
import { writeAudit } from '../system/audit.ts';

/** An order's delivery address can change until it is dispatched. */
const ADDRESS_CHANGEABLE: number[] = [ORDER_STATUS.unpaid, ORDER_STATUS.awaitingDispatch];

/**
 * Changes the delivery address of an order not dispatched yet, written to the audit log. The
 * country stays (currency and prices follow it), and a US order's state too (its sales tax); the
 * rest is checked as any address. The billing address, kept apart, does not change with it.
 */
export async function updateOrderAddress(ctx: Ctx, input: z.output<typeof ZAdminOrderAddressRequest>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const country = await ctx.db.country.findUnique({ where: { id: input.areaId }, include: { regions: { select: { code: true } } } });
  const destination = checkDestination(country, input.state, input.zipCode);
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.tradeOrder.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError('ORDER_NOT_FOUND');
    const old = before.address as Record<string, unknown>;
    if (input.areaId !== old.areaId || (destination.countryCode === 'US' && destination.state !== old.state))
      throw new AppError('ORDER_ADDRESS_REGION_FIXED');
    const address = {
      ...old,
      firstName: input.firstName,
      lastName: input.lastName,
      mobile: input.mobile,
      areaId: input.areaId,
      countryCode: destination.countryCode,
      state: destination.state,
      city: input.city,
      zipCode: input.zipCode.toUpperCase(),
      detailAddress: input.detailAddress,
    };
    // Conditional on the status, so a dispatch at the same moment keeps the address it shipped to.
    const changed = await tx.tradeOrder.updateMany({ where: { id: before.id, status: { in: ADDRESS_CHANGEABLE } }, data: { address } });
    if (changed.count === 0) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
    await writeAudit(tx, {
      adminId,
      action: 'trade:order:update-address',
      target: `trade_order:${before.id}`,
      before: { address: old } as Prisma.InputJsonValue,
      after: { address } as Prisma.InputJsonValue,
    });
  });
  return true;
}
