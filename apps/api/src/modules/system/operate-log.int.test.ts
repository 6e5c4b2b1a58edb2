import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, postJson, putJson, type TestApp } from '../../../test/helpers.ts';
import { hashPassword } from '../member/passwords.ts';
import { issueAdminTokens } from './admin-tokens.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function adminWith(username: string, roleName: string) {
  const role = await app.db.adminRole.findUniqueOrThrow({ where: { name: roleName } });
  const admin = await app.db.adminUser.create({
    data: { username, passwordHash: await hashPassword('log-password-12'), roles: { create: { roleId: role.id } } },
  });
  const tokens = await issueAdminTokens({ db: app.db, services: app.services }, admin.id);
  return { id: admin.id, auth: { authorization: `Bearer ${tokens.accessToken}` } };
}

describe('the audit log', () => {
  it('pages the changes newest first, by admin, action, target and time; only for the owner', async () => {
    const owner = await adminWith('log-owner@shop.example', 'owner');
    const other = await adminWith('log-other@shop.example', 'owner');
    const fulfilment = await adminWith('log-staff@shop.example', 'fulfilment');
    const before = Date.now() - 1;
    const role = await postJson(app, '/admin-api/system/role/create', { name: 'Log test', permissions: ['trade:order:query'] }, owner.auth);
    const roleId = role.body.data as number;
    await putJson(app, '/admin-api/system/role/update', { id: roleId, name: 'Log test 2', permissions: ['trade:order:query'] }, other.auth);
    await putJson(app, '/admin-api/system/user/update-status', { id: fulfilment.id, status: 1 }, owner.auth);
    const after = Date.now() + 1;

    const mine = await getJson(app, `/admin-api/system/operate-log/page?adminId=${owner.id}&pageSize=100`, owner.auth);
    expect(mine.body.code).toBe(0);
    expect(mine.body.data).toEqual({
      total: 2,
      list: [
        {
          id: expect.any(Number),
          adminId: owner.id,
          adminName: 'log-owner@shop.example',
          action: 'system:admin:update-status',
          target: `system_admin_user:${fulfilment.id}`,
          before: { status: 0 },
          after: { status: 1 },
          createTime: expect.any(Number),
        },
        expect.objectContaining({ action: 'system:role:create', target: `system_admin_role:${roleId}`, before: null }),
      ],
    });
    const ofRole = await getJson(app, `/admin-api/system/operate-log/page?target=system_admin_role:${roleId}`, owner.auth);
    expect(ofRole.body.data.list.map((r: { action: string }) => r.action)).toEqual(['system:role:update', 'system:role:create']);
    const roles = await getJson(app, '/admin-api/system/operate-log/page?action=system:role', owner.auth);
    expect(roles.body.data.total).toBe(2);

    const inWindow = await getJson(app, `/admin-api/system/operate-log/page?createTime=${before}&createTime=${after}`, owner.auth);
    expect(inWindow.body.data.total).toBe(3);
    const later = await getJson(app, `/admin-api/system/operate-log/page?createTime=${after}&createTime=`, owner.auth);
    expect(later.body.data.total).toBe(0);
    const untilThen = await getJson(app, `/admin-api/system/operate-log/page?createTime=&createTime=${before}`, owner.auth);
    expect(untilThen.body.data.list.every((r: { createTime: number }) => r.createTime <= before)).toBe(true);
    const paged = await getJson(app, '/admin-api/system/operate-log/page?pageNo=2&pageSize=1', owner.auth);
    expect(paged.body.data.list).toHaveLength(1);

    const support = await adminWith('log-support@shop.example', 'support');
    expect((await getJson(app, '/admin-api/system/operate-log/page', support.auth)).body.code).toBe(403);
  });
});
