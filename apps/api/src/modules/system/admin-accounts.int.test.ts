import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deleteJson, getJson, postJson, putJson, type TestApp } from '../../../test/helpers.ts';
import { hashPassword } from '../member/passwords.ts';

let app: TestApp;
let passwordHash: string;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
  passwordHash = await hashPassword('staff-password-1');
});
afterAll(async () => app.close());

let count = 0;
/** An admin holding the named roles, logged in through the back office's login. */
async function adminWith(...roleNames: string[]) {
  count += 1;
  const username = `acc-${count}-${Date.now()}@shop.example`;
  const roles = await app.db.adminRole.findMany({ where: { name: { in: roleNames } } });
  const admin = await app.db.adminUser.create({
    data: { username, passwordHash, roles: { create: roles.map((r) => ({ roleId: r.id })) } },
  });
  const login = await postJson(app, '/admin-api/system/auth/login', { username, password: 'staff-password-1' });
  expect(login.body.code).toBe(0);
  return { id: admin.id, username, tokens: login.body.data, auth: { authorization: `Bearer ${login.body.data.accessToken}` } };
}

async function roleNamed(name: string, permissions: string[]) {
  return app.db.adminRole.create({ data: { name, permissions } });
}

const auditOf = (target: string) => app.db.auditLog.findMany({ where: { target }, orderBy: { id: 'asc' } });

describe('roles', () => {
  it('creates, pages, reads, renames and deletes a role, each change audited', async () => {
    const owner = await adminWith('owner');
    const created = await postJson(
      app,
      '/admin-api/system/role/create',
      { name: 'Packers', permissions: ['trade:order:query', 'trade:order:update', 'trade:order:query'] },
      owner.auth,
    );
    expect(created.body.code).toBe(0);
    const id = created.body.data as number;

    const page = await getJson(app, '/admin-api/system/role/page?name=pack', owner.auth);
    expect(page.body.data).toEqual({
      total: 1,
      list: [
        {
          id,
          name: 'Packers',
          permissions: ['trade:order:query', 'trade:order:update'],
          locked: false,
          userCount: 0,
          createTime: expect.any(Number),
        },
      ],
    });
    const all = (await getJson(app, '/admin-api/system/role/list-all-simple', owner.auth)).body.data;
    expect(all).toContainEqual({ id, name: 'Packers' });
    expect(all.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['owner', 'fulfilment', 'catalogue', 'support']));

    const update = { id, name: 'Packing', permissions: ['trade:order:*'] };
    expect((await putJson(app, '/admin-api/system/role/update', update, owner.auth)).body).toMatchObject({ code: 0, data: true });
    expect((await getJson(app, `/admin-api/system/role/get?id=${id}`, owner.auth)).body.data).toMatchObject({
      name: 'Packing',
      permissions: ['trade:order:*'],
    });
    const duplicate = await postJson(
      app,
      '/admin-api/system/role/create',
      { name: 'Packing', permissions: ['trade:order:query'] },
      owner.auth,
    );
    expect(duplicate.body.code).toBe(1_002_002_001);
    const bad = await postJson(app, '/admin-api/system/role/create', { name: 'Bad', permissions: ['Trade Order'] }, owner.auth);
    expect(bad.body.code).toBe(400);

    expect((await deleteJson(app, `/admin-api/system/role/delete?id=${id}`, owner.auth)).body).toMatchObject({ code: 0, data: true });
    expect((await getJson(app, `/admin-api/system/role/get?id=${id}`, owner.auth)).body.code).toBe(1_002_002_000);
    expect(await auditOf(`system_admin_role:${id}`)).toMatchObject([
      {
        adminId: owner.id,
        action: 'system:role:create',
        after: { name: 'Packers', permissions: ['trade:order:query', 'trade:order:update'] },
      },
      {
        adminId: owner.id,
        action: 'system:role:update',
        before: { name: 'Packers' },
        after: { name: 'Packing', permissions: ['trade:order:*'] },
      },
      { adminId: owner.id, action: 'system:role:delete', before: { name: 'Packing' } },
    ]);
  });

  it('never changes or deletes the owner’s role, and keeps roles that admins hold', async () => {
    const owner = await adminWith('owner');
    const ownerRole = await app.db.adminRole.findUniqueOrThrow({ where: { name: 'owner' } });
    const change = { id: ownerRole.id, name: 'owner', permissions: ['trade:order:query'] };
    expect((await putJson(app, '/admin-api/system/role/update', change, owner.auth)).body.code).toBe(1_002_002_003);
    expect((await deleteJson(app, `/admin-api/system/role/delete?id=${ownerRole.id}`, owner.auth)).body.code).toBe(1_002_002_003);
    expect((await getJson(app, `/admin-api/system/role/get?id=${ownerRole.id}`, owner.auth)).body.data).toMatchObject({
      permissions: ['*'],
      locked: true,
    });
    const support = await app.db.adminRole.findUniqueOrThrow({ where: { name: 'support' } });
    const rename = { id: support.id, name: 'owner', permissions: support.permissions };
    expect((await putJson(app, '/admin-api/system/role/update', rename, owner.auth)).body.code).toBe(1_002_002_003);

    await adminWith('support');
    const inUse = await deleteJson(app, `/admin-api/system/role/delete?id=${support.id}`, owner.auth);
    expect(inUse.body.code).toBe(1_002_002_006);
    expect(inUse.body.msg).toMatch(/\d+ admin/);
  });

  it('lets nobody grant, raise or strip permissions they lack', async () => {
    const manager = await roleNamed('role-manager', ['system:role:*', 'trade:order:query']);
    const clerk = await adminWith(manager.name);
    const create = (permissions: string[]) =>
      postJson(app, '/admin-api/system/role/create', { name: `r-${Date.now()}-${permissions.length}`, permissions }, clerk.auth);
    expect((await create(['trade:order:update'])).body.code).toBe(403);
    expect((await create(['*'])).body.code).toBe(403);
    expect((await create(['trade:order:*'])).body.code).toBe(403);
    const own = await create(['trade:order:query']);
    expect(own.body.code).toBe(0);

    const raise = { id: own.body.data, name: 'raised', permissions: ['trade:order:query', 'trade:order:update'] };
    expect((await putJson(app, '/admin-api/system/role/update', raise, clerk.auth)).body.code).toBe(403);
    const fulfilment = await app.db.adminRole.findUniqueOrThrow({ where: { name: 'fulfilment' } });
    const strip = { id: fulfilment.id, name: 'fulfilment', permissions: ['trade:order:query'] };
    expect((await putJson(app, '/admin-api/system/role/update', strip, clerk.auth)).body.code).toBe(403);
    expect((await deleteJson(app, `/admin-api/system/role/delete?id=${fulfilment.id}`, clerk.auth)).body.code).toBe(403);
    expect((await app.db.adminRole.findUniqueOrThrow({ where: { id: fulfilment.id } })).permissions).toEqual(fulfilment.permissions);
  });
});

describe('admin accounts', () => {
  it('reads an account and changes its nickname and roles, audited', async () => {
    const owner = await adminWith('owner');
    const staff = await adminWith('support');
    const detail = await getJson(app, `/admin-api/system/user/get?id=${staff.id}`, owner.auth);
    const support = await app.db.adminRole.findUniqueOrThrow({ where: { name: 'support' } });
    const fulfilment = await app.db.adminRole.findUniqueOrThrow({ where: { name: 'fulfilment' } });
    expect(detail.body.data).toEqual({
      id: staff.id,
      username: staff.username,
      nickname: '',
      status: 0,
      totpEnabled: false,
      roles: ['support'],
      roleIds: [support.id],
      createTime: expect.any(Number),
      loginTime: expect.any(Number),
    });
    expect(detail.body.data).not.toHaveProperty('passwordHash');
    expect((await getJson(app, '/admin-api/system/user/get?id=999999', owner.auth)).body.code).toBe(1_002_003_003);

    const update = { id: staff.id, nickname: 'Packer', roleIds: [fulfilment.id] };
    expect((await putJson(app, '/admin-api/system/user/update', update, owner.auth)).body).toMatchObject({ code: 0, data: true });
    const info = await getJson(app, '/admin-api/system/auth/get-permission-info', staff.auth);
    expect(info.body.data).toMatchObject({ user: { nickname: 'Packer' }, roles: ['fulfilment'] });
    expect(await auditOf(`system_admin_user:${staff.id}`)).toMatchObject([
      {
        adminId: owner.id,
        action: 'system:admin:update',
        before: { nickname: '', roles: ['support'] },
        after: { nickname: 'Packer', roles: ['fulfilment'] },
      },
    ]);
  });

  it('refuses to give roles above the editor’s, or to manage an account above theirs', async () => {
    const managerRole = await roleNamed('account-manager', ['system:admin:*', 'trade:order:query']);
    const manager = await adminWith(managerRole.name);
    const owner = await adminWith('owner');
    const support = await adminWith('support');
    const roles = await app.db.adminRole.findMany({ where: { name: { in: ['owner', 'support'] } } });
    const ownerRole = roles.find((r) => r.name === 'owner')!;

    const promote = { id: support.id, roleIds: [ownerRole.id] };
    expect((await putJson(app, '/admin-api/system/user/update', promote, manager.auth)).body.code).toBe(403);
    const demote = { id: owner.id, roleIds: [] };
    expect((await putJson(app, '/admin-api/system/user/update', demote, manager.auth)).body.code).toBe(403);
    const disable = { id: owner.id, status: 1 };
    expect((await putJson(app, '/admin-api/system/user/update-status', disable, manager.auth)).body.code).toBe(403);
    const password = { id: owner.id, password: 'taken-over-password' };
    expect((await putJson(app, '/admin-api/system/user/update-password', password, manager.auth)).body.code).toBe(403);
    expect((await deleteJson(app, `/admin-api/system/user/delete?id=${owner.id}`, manager.auth)).body.code).toBe(403);
    // Support holds content:* which the manager lacks: that account is above the manager too.
    expect((await deleteJson(app, `/admin-api/system/user/delete?id=${support.id}`, manager.auth)).body.code).toBe(403);
    const unknown = { id: support.id, roleIds: [999_999] };
    expect((await putJson(app, '/admin-api/system/user/update', unknown, owner.auth)).body.code).toBe(1_002_002_000);
    expect(await app.db.adminUser.count({ where: { id: { in: [owner.id, support.id] }, status: 0 } })).toBe(2);
  });

  it('disables an account at once (its access and refresh tokens stop working) and enables it again', async () => {
    const owner = await adminWith('owner');
    const staff = await adminWith('fulfilment');
    const disable = await putJson(app, '/admin-api/system/user/update-status', { id: staff.id, status: 1 }, owner.auth);
    expect(disable.body).toMatchObject({ code: 0, data: true });
    expect((await getJson(app, '/admin-api/trade/order/page', staff.auth)).body.code).toBe(401);
    const refresh = await postJson(app, '/admin-api/system/auth/refresh-token', { refreshToken: staff.tokens.refreshToken });
    expect(refresh.body.code).toBe(401);
    const login = await postJson(app, '/admin-api/system/auth/login', { username: staff.username, password: 'staff-password-1' });
    expect(login.body.code).toBe(1_002_000_001);

    await putJson(app, '/admin-api/system/user/update-status', { id: staff.id, status: 0 }, owner.auth);
    const again = await postJson(app, '/admin-api/system/auth/login', { username: staff.username, password: 'staff-password-1' });
    expect(again.body.code).toBe(0);
    expect(await auditOf(`system_admin_user:${staff.id}`)).toMatchObject([
      { action: 'system:admin:update-status', before: { status: 0 }, after: { status: 1 } },
      { action: 'system:admin:update-status', before: { status: 1 }, after: { status: 0 } },
    ]);
  });

  it('sets a password: the old one and the account’s logins (access tokens too) stop working; the audit log never holds it', async () => {
    const owner = await adminWith('owner');
    const staff = await adminWith('support');
    const put = await putJson(app, '/admin-api/system/user/update-password', { id: staff.id, password: 'brand-new-password' }, owner.auth);
    expect(put.body.code).toBe(0);
    expect((await postJson(app, '/admin-api/system/auth/refresh-token', { refreshToken: staff.tokens.refreshToken })).body.code).toBe(401);
    expect((await getJson(app, '/admin-api/system/auth/get-permission-info', staff.auth)).body.code).toBe(401);
    const old = await postJson(app, '/admin-api/system/auth/login', { username: staff.username, password: 'staff-password-1' });
    expect(old.body.code).toBe(1_002_000_000);
    const fresh = await postJson(app, '/admin-api/system/auth/login', { username: staff.username, password: 'brand-new-password' });
    expect(fresh.body.code).toBe(0);
    const audit = await auditOf(`system_admin_user:${staff.id}`);
    expect(audit).toMatchObject([{ action: 'system:admin:update-password', adminId: owner.id }]);
    expect(JSON.stringify(audit)).not.toContain('brand-new-password');
    const short = await putJson(app, '/admin-api/system/user/update-password', { id: staff.id, password: 'short' }, owner.auth);
    expect(short.body.code).toBe(400);
  });

  it('deletes an account (its audit rows stay), but never one’s own', async () => {
    const owner = await adminWith('owner');
    const staff = await adminWith('catalogue');
    expect((await deleteJson(app, `/admin-api/system/user/delete?id=${owner.id}`, owner.auth)).body.code).toBe(1_002_003_009);
    expect((await putJson(app, '/admin-api/system/user/update-status', { id: owner.id, status: 1 }, owner.auth)).body.code).toBe(
      1_002_003_009,
    );
    expect((await deleteJson(app, `/admin-api/system/user/delete?id=${staff.id}`, owner.auth)).body).toMatchObject({ code: 0, data: true });
    expect(await app.db.adminUser.count({ where: { id: staff.id } })).toBe(0);
    expect((await getJson(app, '/admin-api/trade/order/page', staff.auth)).body.code).toBe(401);
    expect(await auditOf(`system_admin_user:${staff.id}`)).toMatchObject([
      { action: 'system:admin:delete', adminId: owner.id, before: { username: staff.username, roles: ['catalogue'] } },
    ]);
  });

  it('never leaves the shop without an enabled owner, even when two owners disable each other at once', async () => {
    const fresh = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
    try {
      const ownerRole = await fresh.db.adminRole.findUniqueOrThrow({ where: { name: 'owner' } });
      const login = async (username: string) => {
        const admin = await fresh.db.adminUser.create({ data: { username, passwordHash, roles: { create: { roleId: ownerRole.id } } } });
        const tokens = (await postJson(fresh, '/admin-api/system/auth/login', { username, password: 'staff-password-1' })).body.data;
        return { id: admin.id, auth: { authorization: `Bearer ${tokens.accessToken}` } };
      };
      const [a, b] = [await login('a@shop.example'), await login('b@shop.example')];
      const answers = await Promise.all([
        putJson(fresh, '/admin-api/system/user/update-status', { id: b.id, status: 1 }, a.auth),
        putJson(fresh, '/admin-api/system/user/update-status', { id: a.id, status: 1 }, b.auth),
      ]);
      expect(answers.filter((x) => x.body.code === 0)).toHaveLength(1);
      expect(await fresh.db.adminUser.count({ where: { status: 0 } })).toBe(1);

      const [survivor] = await fresh.db.adminUser.findMany({ where: { status: 0 } });
      const self = survivor!.id === a.id ? a : b;
      const demote = await putJson(fresh, '/admin-api/system/user/update', { id: self.id, roleIds: [] }, self.auth);
      expect(demote.body.code).toBe(1_002_003_010);
      expect(await fresh.db.adminUserRole.count({ where: { userId: self.id } })).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
