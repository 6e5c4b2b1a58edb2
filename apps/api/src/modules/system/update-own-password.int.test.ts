import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createTestApp, getJson, postJson, putJson, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

const login = async (username: string, password: string) =>
  (await postJson(app, '/admin-api/system/auth/login', { username, password })).body;

describe('changing one’s own password', () => {
  it('needs the current password; then the admin’s other logins end and this one stays', async () => {
    const staff = await createStaff(app, 'fulfilment');
    const other = await login(staff.username, 'staff-password-1');
    const otherAuth = { authorization: `Bearer ${other.data.accessToken}` };
    const change = (body: object) => putJson(app, '/admin-api/system/user/profile/update-password', body, staff.auth);

    expect((await change({ oldPassword: 'not-my-password', newPassword: 'a-new-password-2' })).body.code).toBe(1_002_003_004);
    expect((await change({ oldPassword: 'staff-password-1', newPassword: 'short' })).body.code).toBe(400);
    expect((await getJson(app, '/admin-api/system/auth/get-permission-info', otherAuth)).body.code).toBe(0);
    expect((await change({ oldPassword: 'staff-password-1', newPassword: 'a-new-password-2' })).body.code).toBe(0);

    expect((await getJson(app, '/admin-api/system/auth/get-permission-info', otherAuth)).body.code).toBe(401);
    const refreshed = await postJson(app, `/admin-api/system/auth/refresh-token?refreshToken=${other.data.refreshToken}`, {});
    expect(refreshed.body.code).toBe(401);
    expect((await getJson(app, '/admin-api/system/auth/get-permission-info', staff.auth)).body.code).toBe(0);
    expect((await login(staff.username, 'staff-password-1')).code).toBe(1_002_000_000);
    expect((await login(staff.username, 'a-new-password-2')).code).toBe(0);
    const audit = await app.db.auditLog.findFirstOrThrow({ where: { action: 'system:admin:update-own-password', adminId: staff.id } });
    expect(JSON.stringify(audit)).not.toContain('a-new-password-2');
  });
});
