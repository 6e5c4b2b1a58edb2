import { expect } from 'vitest';
import { createMember, postJson, type TestApp } from './helpers.ts';

type Member = Awaited<ReturnType<typeof createMember>>;
export type CompanyTeam = { id: number; admin: Member } & Record<'approver' | 'buyer' | 'colleague', Member>;

/**
 * A company (Germany) created by its admin through the storefront, with an approver and two buyers
 * (`buyer`, `colleague`) placed in it directly: invitations have their own tests.
 */
export async function companyTeam(app: TestApp, name = 'Acme GmbH'): Promise<CompanyTeam> {
  const admin = await createMember(app);
  const created = await postJson(app, '/pc-api/member/company/create', { name, countryId: 348 }, admin.auth);
  expect(created.body.code, created.body.msg).toBe(0);
  const id = created.body.data as number;
  const join = async (role: string) => {
    const member = await createMember(app);
    await app.db.companyMember.create({ data: { memberId: member.id, companyId: id, role } });
    return member;
  };
  return { id, admin, approver: await join('approver'), buyer: await join('buyer'), colleague: await join('buyer') };
}
