import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, postJson, type TestApp } from '../../../test/helpers.ts';
import { hashPassword } from '../member/passwords.ts';
import { base32Decode, totp } from './totp.ts';

const LOGINS_PER_MINUTE = 5;
let app: TestApp;
let now = Date.now();
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: String(LOGINS_PER_MINUTE) });
  // The shop's clock, moved by the test: each authenticator code works once, so the next one needs the next 30 s.
  app.services.clock = () => new Date(now);
});
afterAll(async () => app.close());

const PASSWORD = 'totp-password-12';
let addressCount = 0;

/** A login from its own client address, so only the per-account limit counts. */
async function login(username: string, totpCode?: string, recoveryCode?: string) {
  addressCount += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/admin-api/system/auth/login',
    payload: { username, password: PASSWORD, ...(totpCode === undefined ? {} : { totpCode }), ...(recoveryCode ? { recoveryCode } : {}) },
    remoteAddress: `10.0.7.${addressCount}`,
  });
  return response.json() as { code: number; data: { accessToken: string } | null; msg: string };
}

async function owner(username: string) {
  const role = await app.db.adminRole.findUniqueOrThrow({ where: { name: 'owner' } });
  await app.db.adminUser.create({ data: { username, passwordHash: await hashPassword(PASSWORD), roles: { create: { roleId: role.id } } } });
  const answer = await login(username);
  expect(answer.code).toBe(0);
  return { authorization: `Bearer ${answer.data!.accessToken}` };
}

const codeAt = (secret: string, ms: number) => totp(base32Decode(secret), ms);
const wrongCode = (secret: string, ms: number) => (codeAt(secret, ms) === '000000' ? '111111' : '000000');

describe('two-factor login with an authenticator app (TOTP)', () => {
  it('is turned on with a code, then asked at every login (each code once), and turned off with a code', async () => {
    const username = 'totp-owner@shop.example';
    const auth = await owner(username);
    const setup = await postJson(app, '/admin-api/system/user/profile/totp/enable', undefined, auth);
    expect(setup.body.code).toBe(0);
    const { secret, otpauthUrl } = setup.body.data as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Paper%20%26%20Craft%20Shop%3Atotp-owner%40shop.example?secret=${secret}&issuer=Paper+%26+Craft+Shop&algorithm=SHA1&digits=6&period=30`,
    );
    // Until confirmed, login does not ask for a code.
    expect((await login(username)).code).toBe(0);

    const confirm = (code: string) => postJson(app, '/admin-api/system/user/profile/totp/confirm', { code }, auth);
    expect((await confirm(wrongCode(secret, now))).body.code).toBe(1_002_000_003);
    expect((await confirm('12345')).body.code).toBe(400);
    const confirmed = (await confirm(codeAt(secret, now))).body;
    expect(confirmed.code).toBe(0);
    expect(confirmed.data.recoveryCodes).toHaveLength(10);
    expect((await postJson(app, '/admin-api/system/user/profile/totp/enable', undefined, auth)).body.code).toBe(1_002_000_004);
    const info = await getJson(app, '/admin-api/system/auth/get-permission-info', auth);
    expect(info.body.data.user).toMatchObject({ username, totpEnabled: true });

    now += 30_000;
    const missing = await login(username);
    expect(missing).toMatchObject({ code: 1_002_000_002, data: null });
    expect(missing.msg).toMatch(/authenticator/);
    expect((await login(username, '')).code).toBe(1_002_000_002);
    expect((await login(username, wrongCode(secret, now))).code).toBe(1_002_000_003);
    const code = codeAt(secret, now);
    expect((await login(username, code)).code).toBe(0);
    // The same code a second time (seen on the wire, or typed twice) is refused.
    expect((await login(username, code)).code).toBe(1_002_000_003);

    now += 30_000;
    const disable = (c: string) => postJson(app, '/admin-api/system/user/profile/totp/disable', { code: c }, auth);
    expect((await disable(wrongCode(secret, now))).body.code).toBe(1_002_000_003);
    expect((await disable(codeAt(secret, now))).body).toMatchObject({ code: 0, data: true });
    expect((await disable(codeAt(secret, now + 30_000))).body.code).toBe(1_002_000_005);
    expect((await login(username)).code).toBe(0);

    const admin = await app.db.adminUser.findUniqueOrThrow({ where: { username } });
    expect(admin).toMatchObject({ totpEnabled: false, totpSecret: null });
    const audit = await app.db.auditLog.findMany({ where: { target: `system_admin_user:${admin.id}` }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => a.action)).toEqual(['system:admin:totp-enable', 'system:admin:totp-disable']);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('is turned off by another account manager for an admin who lost their phone (logins end), never for oneself', async () => {
    now += 300_000;
    const username = 'totp-lost@shop.example';
    const auth = await owner(username);
    const { secret } = (await postJson(app, '/admin-api/system/user/profile/totp/enable', undefined, auth)).body.data;
    expect((await postJson(app, '/admin-api/system/user/profile/totp/confirm', { code: codeAt(secret, now) }, auth)).body.code).toBe(0);
    const other = await owner('totp-helper@shop.example');
    const lost = await app.db.adminUser.findUniqueOrThrow({ where: { username } });
    const reset = (id: number, as: Record<string, string>) =>
      app.inject({ method: 'PUT', url: '/admin-api/system/user/reset-totp', payload: { id }, headers: as });
    expect((await reset(lost.id, auth)).json().code).toBe(1_002_003_009);
    expect((await reset(lost.id, other)).json()).toMatchObject({ code: 0, data: true });
    expect(await app.db.adminUser.findUniqueOrThrow({ where: { id: lost.id } })).toMatchObject({ totpEnabled: false, totpSecret: null });
    expect(await app.db.adminRefreshToken.count({ where: { userId: lost.id, revokedAt: null } })).toBe(0);
    expect((await login(username)).code).toBe(0);
    const audit = await app.db.auditLog.findFirstOrThrow({ where: { action: 'system:admin:reset-totp' } });
    expect(audit).toMatchObject({ target: `system_admin_user:${lost.id}`, before: { totpEnabled: true }, after: { totpEnabled: false } });
  });

  it('counts wrong codes against the account from any address (429 once used up, even with the right code), a missing one against its address only', async () => {
    now += 120_000;
    const username = 'totp-limited@shop.example';
    const auth = await owner(username);
    const { secret } = (await postJson(app, '/admin-api/system/user/profile/totp/enable', undefined, auth)).body.data;
    expect((await postJson(app, '/admin-api/system/user/profile/totp/confirm', { code: codeAt(secret, now) }, auth)).body.code).toBe(0);
    now += 30_000;
    // The back office's first step sends no code: no guess at one.
    for (let i = 0; i < LOGINS_PER_MINUTE; i += 1) expect((await login(username)).code).toBe(1_002_000_002);
    // Guessing codes takes the right password, so guesses are counted for the account, whatever addresses they come from.
    for (let i = 0; i < LOGINS_PER_MINUTE; i += 1) expect((await login(username, wrongCode(secret, now))).code).toBe(1_002_000_003);
    expect((await login(username, codeAt(secret, now))).code).toBe(429);
    now += 61_000;
    expect((await login(username, codeAt(secret, now))).code).toBe(0);
  });

  it('gives ten recovery codes, each logging in once instead of the app’s code; new ones void the old, stored only as hashes', async () => {
    const username = 'totp-recovery@shop.example';
    const auth = await owner(username);
    const { secret } = (await postJson(app, '/admin-api/system/user/profile/totp/enable', undefined, auth)).body.data;
    now += 30_000;
    const { recoveryCodes } = (await postJson(app, '/admin-api/system/user/profile/totp/confirm', { code: codeAt(secret, now) }, auth)).body
      .data;
    expect(new Set(recoveryCodes).size).toBe(10);
    const admin = await app.db.adminUser.findUniqueOrThrow({ where: { username }, include: { recoveryCodes: true } });
    expect(admin.recoveryCodes.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);

    expect((await login(username, undefined, recoveryCodes[0])).code).toBe(0);
    expect((await login(username, undefined, recoveryCodes[0])).code).toBe(1_002_000_003);
    expect((await login(username, undefined, recoveryCodes[1].toUpperCase().replace('-', ' '))).code).toBe(0);
    expect((await login(username, undefined, 'aaaa-bbbb')).code).toBe(1_002_000_003);

    now += 30_000;
    const renewed = await postJson(app, '/admin-api/system/user/profile/totp/recovery-codes', { code: codeAt(secret, now) }, auth);
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    expect((await login(username, undefined, recoveryCodes[2])).code).toBe(1_002_000_003);
    expect((await login(username, undefined, renewed.body.data.recoveryCodes[0])).code).toBe(0);
    expect(await app.db.auditLog.count({ where: { action: 'system:admin:recovery-codes', adminId: admin.id } })).toBe(1);
  });
});
