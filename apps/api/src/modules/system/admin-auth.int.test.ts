import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, getJson, postJson, type TestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { hashPassword } from '../member/passwords.ts';
import { DEMO_OWNER, ensureFirstOwner } from './first-owner.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '1000' });
});
afterAll(async () => app.close());

const OWNER = { username: 'owner@shop.example', password: 'owner-password-1' };

/** A logger that keeps its lines, to see what start-up printed. */
function recordingLog() {
  const lines: string[] = [];
  const keep = (message: unknown) => void lines.push(String(message));
  return { lines, log: { info: keep, warn: keep } as unknown as FastifyBaseLogger };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function adminLogin(username: string, password: string) {
  return postJson(app, '/admin-api/system/auth/login', { username, password });
}

/** An admin with the preset role `roleName`, logged in. */
async function createStaff(roleName: string) {
  const username = `${roleName}-${Date.now()}@shop.example`;
  const role = await app.db.adminRole.findUniqueOrThrow({ where: { name: roleName } });
  await app.db.adminUser.create({
    data: { username, passwordHash: await hashPassword('staff-password-1'), roles: { create: { roleId: role.id } } },
  });
  const login = await adminLogin(username, 'staff-password-1');
  expect(login.body.code).toBe(0);
  return { username, tokens: login.body.data, auth: bearer(login.body.data.accessToken) };
}

describe('the first owner from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('is created once with every permission, written to the audit log, and its password never logged', async () => {
    const config = { ...app.services.config, ADMIN_EMAIL: 'Owner@Shop.example', ADMIN_PASSWORD: OWNER.password };
    const { lines, log } = recordingLog();
    await ensureFirstOwner(app.db, config, log);
    await ensureFirstOwner(app.db, config, log);
    expect(await app.db.adminUser.count({ where: { username: OWNER.username } })).toBe(1);
    expect(lines.join('\n')).toContain(OWNER.username);
    expect(lines.join('\n')).not.toContain(OWNER.password);

    const owner = await app.db.adminUser.findUniqueOrThrow({ where: { username: OWNER.username } });
    const audit = await app.db.auditLog.findMany({ where: { target: `system_admin_user:${owner.id}` } });
    expect(audit).toMatchObject([{ adminId: null, action: 'system:admin:create', after: { username: OWNER.username, roles: ['owner'] } }]);

    const login = await adminLogin(OWNER.username, OWNER.password);
    expect(login.body.code).toBe(0);
    const info = await getJson(app, '/admin-api/system/auth/get-permission-info', bearer(login.body.data.accessToken));
    expect(info.body.data).toMatchObject({ user: { id: owner.id, username: OWNER.username }, roles: ['owner'], permissions: ['*'] });
  });
});

describe('admin login, refresh and logout', () => {
  it('answers an unknown e-mail and a wrong password alike', async () => {
    const wrong = await adminLogin(OWNER.username, 'not-the-password');
    const unknown = await adminLogin('nobody@shop.example', 'not-the-password');
    expect(wrong.body.code).toBe(1_002_000_000);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a disabled admin', async () => {
    const staff = await createStaff('support');
    await app.db.adminUser.update({ where: { username: staff.username }, data: { status: 1 } });
    expect((await adminLogin(staff.username, 'staff-password-1')).body.code).toBe(1_002_000_001);
    expect((await getJson(app, '/admin-api/system/auth/get-permission-info', staff.auth)).body.code).toBe(401);
  });

  it('rotates refresh tokens once each, and a reused one ends the login', async () => {
    const login = (await adminLogin(OWNER.username, OWNER.password)).body.data;
    const url = (token: string) => `/admin-api/system/auth/refresh-token?refreshToken=${token}`;
    const next = await postJson(app, url(login.refreshToken), undefined);
    expect(next.body.code).toBe(0);
    expect(next.body.data.refreshToken).not.toBe(login.refreshToken);
    expect((await getJson(app, '/admin-api/system/auth/get-permission-info', bearer(next.body.data.accessToken))).body.code).toBe(0);
    expect((await postJson(app, url(login.refreshToken), undefined)).body.code).toBe(401);
    expect((await postJson(app, url(next.body.data.refreshToken), undefined)).body.code).toBe(401);
  });

  it('ends the login on logout: its refresh token stops working, its access token from the next request', async () => {
    const login = (await adminLogin(OWNER.username, OWNER.password)).body.data;
    const other = (await adminLogin(OWNER.username, OWNER.password)).body.data;
    expect((await getJson(app, '/admin-api/system/auth/get-permission-info', bearer(login.accessToken))).body.code).toBe(0);
    expect((await postJson(app, '/admin-api/system/auth/logout', undefined, bearer(login.accessToken))).body).toMatchObject({ code: 0 });
    const refresh = await postJson(app, '/admin-api/system/auth/refresh-token', { refreshToken: login.refreshToken });
    expect(refresh.body.code).toBe(401);
    expect((await getJson(app, '/admin-api/system/auth/get-permission-info', bearer(login.accessToken))).body.code).toBe(401);
    expect((await getJson(app, '/admin-api/system/user/page', bearer(login.accessToken))).body.code).toBe(401);
    // The admin's other login goes on.
    expect((await getJson(app, '/admin-api/system/auth/get-permission-info', bearer(other.accessToken))).body.code).toBe(0);
  });

  it("keeps members' and admins' tokens apart (401 either way)", async () => {
    const member = await createMember(app);
    expect((await getJson(app, '/admin-api/system/auth/get-permission-info', member.auth)).body.code).toBe(401);
    expect((await getJson(app, '/admin-api/system/user/page', member.auth)).body.code).toBe(401);
    const admin = (await adminLogin(OWNER.username, OWNER.password)).body.data;
    expect((await getJson(app, '/pc-api/member/user/get', bearer(admin.accessToken))).body.code).toBe(401);
    const memberRefresh = await postJson(app, '/admin-api/system/auth/refresh-token', { refreshToken: member.tokens.refreshToken });
    expect(memberRefresh.body.code).toBe(401);
    const adminRefresh = await postJson(app, '/pc-api/member/auth/refresh-token', { refreshToken: admin.refreshToken });
    expect(adminRefresh.body.code).toBe(401);
  });
});

describe('login limit per account and client address', () => {
  let limited: TestApp;
  /** Another instance on the same database: its own per-address limit, the same failure counts. */
  let second: Awaited<ReturnType<typeof buildApp>>;
  const admin = { username: 'limited-owner@shop.example', password: 'limited-password-1' };
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '3' });
    second = await buildApp({ config: limited.services.config, databaseUrl: limited.databaseUrl, webDist: limited.uploadDir });
    await limited.db.adminUser.create({ data: { username: admin.username, passwordHash: await hashPassword(admin.password) } });
  });
  afterAll(async () => {
    await second.close();
    await limited.close();
  });

  async function login(password: string, from: string, instance: Pick<TestApp, 'inject'> = limited) {
    const response = await instance.inject({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      payload: { username: admin.username, password },
      remoteAddress: from,
    });
    return response.json().code as number;
  }

  it("lets no stranger lock an admin out: an address's failures leave the admin at another address in at once", async () => {
    const codes = [];
    for (let i = 0; i < 8; i += 1) codes.push(await login(`wrong-password-${i}`, '10.40.0.1'));
    expect(codes).toEqual([...Array(3).fill(1_002_000_000), ...Array(5).fill(429)]);
    expect(await login(admin.password, '10.40.0.2')).toBe(0);
  });

  it('holds the failing address back for a minute at most, on every instance', async () => {
    for (let i = 0; i < 3; i += 1) expect(await login(`wrong-password-${i}`, '10.40.1.1')).toBe(1_002_000_000);
    expect(await login(admin.password, '10.40.1.1', second)).toBe(429);
    const clock = second.services.clock;
    second.services.clock = () => new Date(Date.now() + 61_000);
    try {
      expect(await login(admin.password, '10.40.1.1', second)).toBe(0);
    } finally {
      second.services.clock = clock;
    }
  });
});

describe('permissions', () => {
  it('answers 403 to an admin whose roles lack the permission, and the page to one who has it', async () => {
    const support = await createStaff('support');
    const info = await getJson(app, '/admin-api/system/auth/get-permission-info', support.auth);
    expect(info.body.data).toMatchObject({
      roles: ['support'],
      permissions: [
        'content:*',
        'member:company:query',
        'member:user:query',
        'product:spu:query',
        'trade:order:create',
        'trade:order:query',
        'trade:quote:query',
      ],
    });
    const refused = await getJson(app, '/admin-api/system/user/page', support.auth);
    expect(refused.body).toMatchObject({ code: 403, data: null });

    const owner = (await adminLogin(OWNER.username, OWNER.password)).body.data;
    const page = await getJson(app, '/admin-api/system/user/page?pageNo=1&pageSize=100', bearer(owner.accessToken));
    expect(page.body.code).toBe(0);
    expect(page.body.data.total).toBe(page.body.data.list.length);
    expect(page.body.data.list).toContainEqual(expect.objectContaining({ username: support.username, roles: ['support'] }));
    expect(page.body.data.list[0]).not.toHaveProperty('passwordHash');
  });

  it('creates an admin with roles (written to the audit log), but never one with permissions its creator lacks', async () => {
    const owner = (await adminLogin(OWNER.username, OWNER.password)).body.data;
    const [support, ownerRole] = await Promise.all([
      app.db.adminRole.findUniqueOrThrow({ where: { name: 'support' } }),
      app.db.adminRole.findUniqueOrThrow({ where: { name: 'owner' } }),
    ]);
    const input = { username: 'New.Staff@Shop.example', nickname: 'New', password: 'new-staff-password', roleIds: [support.id] };
    const created = await postJson(app, '/admin-api/system/user/create', input, bearer(owner.accessToken));
    expect(created.body.code).toBe(0);
    const ownerId = (await app.db.adminUser.findUniqueOrThrow({ where: { username: OWNER.username } })).id;
    const audit = await app.db.auditLog.findMany({ where: { target: `system_admin_user:${created.body.data}` } });
    expect(audit).toMatchObject([
      { adminId: ownerId, action: 'system:admin:create', after: { username: 'new.staff@shop.example', roles: ['support'] } },
    ]);
    expect((await adminLogin('new.staff@shop.example', 'new-staff-password')).body.code).toBe(0);
    const again = await postJson(app, '/admin-api/system/user/create', input, bearer(owner.accessToken));
    expect(again.body.code).toBe(1_002_003_000);
    const unknownRole = { ...input, username: 'other@shop.example', roleIds: [999_999] };
    expect((await postJson(app, '/admin-api/system/user/create', unknownRole, bearer(owner.accessToken))).body.code).toBe(1_002_002_000);

    // A staff admin allowed to create accounts cannot hand out the owner's role.
    const creatorRole = await app.db.adminRole.create({ data: { name: 'account-clerk', permissions: ['system:admin:*'] } });
    const clerk = await app.db.adminUser.create({
      data: {
        username: 'clerk@shop.example',
        passwordHash: await hashPassword('clerk-password-1'),
        roles: { create: { roleId: creatorRole.id } },
      },
    });
    const clerkLogin = (await adminLogin(clerk.username, 'clerk-password-1')).body.data;
    const escalate = { ...input, username: 'sneaky@shop.example', roleIds: [ownerRole.id] };
    expect((await postJson(app, '/admin-api/system/user/create', escalate, bearer(clerkLogin.accessToken))).body.code).toBe(403);
    expect(await app.db.adminUser.count({ where: { username: 'sneaky@shop.example' } })).toBe(0);
    const support403 = await createStaff('support');
    expect((await postJson(app, '/admin-api/system/user/create', escalate, support403.auth)).body.code).toBe(403);
  });

  it('answers 401 to guests on admin endpoints', async () => {
    expect((await getJson(app, '/admin-api/system/user/page')).body.code).toBe(401);
    expect((await getJson(app, '/admin-api/system/auth/get-permission-info')).body.code).toBe(401);
  });
});

describe('the demo owner of a development shop', () => {
  it('is created only while no admin exists, with a one-time password printed once and kept in $DATA_DIR/admin-password', async () => {
    const fresh = await createTestApp();
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-admin-'));
    try {
      const config = { ...fresh.services.config, NODE_ENV: 'development' as const, dataDir };
      await ensureFirstOwner(fresh.db, { ...config, NODE_ENV: 'production' }, recordingLog().log);
      expect(await fresh.db.adminUser.count()).toBe(0);

      const { lines, log } = recordingLog();
      await ensureFirstOwner(fresh.db, config, log);
      await ensureFirstOwner(fresh.db, config, log);
      expect(await fresh.db.adminUser.count()).toBe(1);
      const file = join(dataDir, 'admin-password');
      const password = (await readFile(file, 'utf8')).trim();
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(lines.filter((line) => line.includes(password))).toHaveLength(1);

      const login = await postJson(fresh, '/admin-api/system/auth/login', { username: DEMO_OWNER, password });
      expect(login.body.code).toBe(0);
      const info = await getJson(fresh, '/admin-api/system/auth/get-permission-info', bearer(login.body.data.accessToken));
      expect(info.body.data.permissions).toEqual(['*']);
    } finally {
      await fresh.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
