import { expect } from 'vitest';
import { hashPassword } from '../src/modules/member/passwords.ts';
import { postJson, type TestApp } from './helpers.ts';

let staffCount = 0;

/**
 * A back-office account with the preset role `roleName` (prisma/seed/admin-roles.json), logged
 * in through system/auth/login: its id and the Authorization header of its access token.
 */
export async function createStaff(app: TestApp, roleName: string) {
  staffCount += 1;
  const username = `${roleName}-${staffCount}-${Date.now()}@shop.example`;
  const role = await app.db.adminRole.findUniqueOrThrow({ where: { name: roleName } });
  const admin = await app.db.adminUser.create({
    data: { username, passwordHash: await hashPassword('staff-password-1'), roles: { create: { roleId: role.id } } },
  });
  const login = await postJson(app, '/admin-api/system/auth/login', { username, password: 'staff-password-1' });
  expect(login.body.code).toBe(0);
  return { id: admin.id, username, auth: { authorization: `Bearer ${login.body.data.accessToken}` } };
}
