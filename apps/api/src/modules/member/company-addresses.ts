import { type CompanyAddressKind, contract, type DataOf, type ParsedInputOf, type TCompanyAddress } from '@shop/shared';
import type { Address } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Ctx, memberIdOf } from '../../lib/use-case.ts';
import { addressFields, checkedDestination, toAddress } from './addresses.ts';

const endpoints = contract.member.company;

function toCompanyAddress(row: Address): TCompanyAddress {
  return { ...toAddress(row), kind: row.kind as CompanyAddressKind };
}

/** A company's shared addresses, delivery ones first, newest first. */
export async function companyAddressesOf(db: Ctx['db'], companyId: number): Promise<TCompanyAddress[]> {
  const rows = await db.address.findMany({ where: { companyId }, orderBy: [{ kind: 'asc' }, { updatedAt: 'desc' }] });
  return rows.map(toCompanyAddress);
}

/** The asking member's company id, or null outside a company. */
async function myCompanyId(ctx: Ctx): Promise<number | null> {
  const mine = await ctx.db.companyMember.findUnique({ where: { memberId: memberIdOf(ctx) } });
  return mine?.companyId ?? null;
}

/** The company whose addresses the asking admin manages: COMPANY_NOT_FOUND outside one, COMPANY_ADMIN_ONLY for other roles. */
async function adminCompanyId(ctx: Ctx): Promise<number> {
  const mine = await ctx.db.companyMember.findUnique({ where: { memberId: memberIdOf(ctx) } });
  if (!mine) throw new AppError('COMPANY_NOT_FOUND');
  if (mine.role !== 'admin') throw new AppError('COMPANY_ADMIN_ONLY');
  return mine.companyId;
}

/** My company's shared addresses, delivery ones first, newest first; empty outside a company. */
export async function listCompanyAddresses(ctx: Ctx): Promise<DataOf<typeof endpoints.addressList>> {
  const companyId = await myCompanyId(ctx);
  return companyId === null ? [] : companyAddressesOf(ctx.db, companyId);
}

export async function createCompanyAddress(ctx: Ctx, input: ParsedInputOf<typeof endpoints.addressCreate>): Promise<number> {
  const companyId = await adminCompanyId(ctx);
  const destination = await checkedDestination(ctx, input);
  const row = await ctx.db.address.create({ data: { companyId, kind: input.kind, ...addressFields(input, destination) } });
  return row.id;
}

/** Another company's address (or a member's own) behaves exactly like a missing one. */
async function ownedRow(ctx: Ctx, companyId: number, id: number): Promise<Address> {
  const row = await ctx.db.address.findFirst({ where: { id, companyId } });
  if (!row) throw new AppError('ADDRESS_NOT_FOUND');
  return row;
}

export async function updateCompanyAddress(ctx: Ctx, input: ParsedInputOf<typeof endpoints.addressUpdate>): Promise<boolean> {
  const companyId = await adminCompanyId(ctx);
  const row = await ownedRow(ctx, companyId, input.id);
  const destination = await checkedDestination(ctx, input);
  await ctx.db.address.update({ where: { id: row.id }, data: { kind: input.kind, ...addressFields(input, destination) } });
  return true;
}

/** Orders placed to the address keep their own copy of it. */
export async function deleteCompanyAddress(ctx: Ctx, id: number): Promise<boolean> {
  const companyId = await adminCompanyId(ctx);
  const row = await ownedRow(ctx, companyId, id);
  await ctx.db.address.delete({ where: { id: row.id } });
  return true;
}
