import { personName } from '@shop/shared';
import type { TAddress, ZAddressInput } from '@shop/shared';
import type { z } from 'zod';
import type { Address } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { checkDestination } from './destination.ts';

type AddressInput = z.output<typeof ZAddressInput>;

export function toAddress(row: Address): TAddress {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: personName(row),
    mobile: row.mobile,
    mobileId: row.mobileId,
    areaId: row.areaId,
    countryCode: row.countryCode,
    state: row.state,
    city: row.city,
    zipCode: row.zipCode,
    detailAddress: row.detailAddress,
    defaultStatus: row.defaultStatus,
  };
}

export async function checkedDestination(ctx: Ctx, input: Pick<AddressInput, 'areaId' | 'state' | 'zipCode' | 'mobileId'>) {
  const country = await ctx.db.country.findUnique({ where: { id: input.areaId }, include: { regions: { select: { code: true } } } });
  const destination = checkDestination(country, input.state, input.zipCode);
  if (input.mobileId !== undefined && !(await ctx.db.country.count({ where: { id: input.mobileId } })))
    throw new AppError('COUNTRY_NOT_FOUND');
  return destination;
}

export function addressFields(input: Omit<AddressInput, 'defaultStatus'>, destination: { countryCode: string; state: string }) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    mobile: input.mobile,
    mobileId: input.mobileId ?? null,
    areaId: input.areaId,
    city: input.city,
    zipCode: input.zipCode.toUpperCase(),
    detailAddress: input.detailAddress,
    ...destination,
  };
}

export async function listAddresses(ctx: Ctx): Promise<TAddress[]> {
  const rows = await ctx.db.address.findMany({
    where: { memberId: memberIdOf(ctx), companyId: null },
    orderBy: [{ defaultStatus: 'desc' }, { updatedAt: 'desc' }],
  });
  return rows.map(toAddress);
}

/** Another member's address behaves exactly like a missing one. */
export async function getAddress(ctx: Ctx, id: number): Promise<TAddress> {
  const row = await ctx.db.address.findFirst({ where: { id, memberId: memberIdOf(ctx) } });
  if (!row) throw new AppError('ADDRESS_NOT_FOUND');
  return toAddress(row);
}

/** The first address is the default; a new default clears the old one. */
export async function createAddress(ctx: Ctx, input: AddressInput): Promise<number> {
  const owner = memberIdOf(ctx);
  const destination = await checkedDestination(ctx, input);
  return ctx.db.$transaction(async (tx) => {
    const isFirst = (await tx.address.count({ where: { memberId: owner } })) === 0;
    const makeDefault = input.defaultStatus || isFirst;
    if (makeDefault) await tx.address.updateMany({ where: { memberId: owner, defaultStatus: true }, data: { defaultStatus: false } });
    const row = await tx.address.create({ data: { memberId: owner, ...addressFields(input, destination), defaultStatus: makeDefault } });
    return row.id;
  });
}

export async function updateAddress(ctx: Ctx, id: number, input: AddressInput): Promise<boolean> {
  const owner = memberIdOf(ctx);
  const existing = await getAddress(ctx, id);
  const destination = await checkedDestination(ctx, input);
  await ctx.db.$transaction(async (tx) => {
    if (input.defaultStatus)
      await tx.address.updateMany({ where: { memberId: owner, defaultStatus: true, NOT: { id } }, data: { defaultStatus: false } });
    await tx.address.update({
      where: { id: existing.id },
      data: { ...addressFields(input, destination), defaultStatus: input.defaultStatus || existing.defaultStatus },
    });
  });
  return true;
}

/** Deleting the default address makes the most recently used other one the default. */
export async function deleteAddress(ctx: Ctx, id: number): Promise<boolean> {
  const owner = memberIdOf(ctx);
  const existing = await getAddress(ctx, id);
  await ctx.db.$transaction(async (tx) => {
    await tx.address.delete({ where: { id: existing.id } });
    if (!existing.defaultStatus) return;
    const next = await tx.address.findFirst({ where: { memberId: owner }, orderBy: { updatedAt: 'desc' } });
    if (next) await tx.address.update({ where: { id: next.id }, data: { defaultStatus: true } });
  });
  return true;
}
