import { adminContract, contract, type EndpointDef, endpointsOf, permissionGranted } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { hashPassword } from '../member/passwords.ts';
import { issueAdminTokens } from './admin-tokens.ts';

/**
 * The permissions matrix of the back office, read from the admin endpoint table itself, so every
 * endpoint added to it is covered: each guarded endpoint × no token, a member's token, an admin
 * without the permission and an admin holding only that permission.
 */

let app: TestApp;
let passwordHash: string;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
  passwordHash = await hashPassword('matrix-password-1');
});
afterAll(async () => app.close());

const guarded = endpointsOf(adminContract).filter(([, e]) => e.access !== 'public');
const permissionOf = (e: EndpointDef) => (typeof e.access === 'object' ? e.access.permission : null);
const needed = [...new Set(guarded.map(([, e]) => permissionOf(e)).filter((p): p is string => p !== null))].sort();

let adminCount = 0;
/** An admin with one role holding `permissions` (none: no role at all), with a fresh access token. */
async function adminWith(permissions: string[] | null) {
  adminCount += 1;
  const role = permissions === null ? null : await app.db.adminRole.create({ data: { name: `matrix-${adminCount}`, permissions } });
  const admin = await app.db.adminUser.create({
    data: {
      username: `matrix-${adminCount}@shop.example`,
      passwordHash,
      ...(role ? { roles: { create: { roleId: role.id } } } : {}),
    },
  });
  const tokens = await issueAdminTokens({ db: app.db, services: app.services }, admin.id);
  return { authorization: `Bearer ${tokens.accessToken}` };
}

/** Calls an admin endpoint without input: the access check comes before validation, so none is needed. */
async function call(e: EndpointDef, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: e.method,
    url: `/admin-api/${e.path}`,
    headers: { 'tenant-id': '1', ...headers },
    ...(e.body ? { payload: {} } : {}),
  });
  // A file (an export) is the answer of a call that was let through.
  const file = !String(response.headers['content-type']).startsWith('application/json');
  const body = file ? { code: 0, data: response.body, msg: '' } : (response.json() as { code: number; data: unknown; msg: string });
  return { status: response.statusCode, body };
}

describe('the permissions matrix of every admin endpoint', () => {
  it('covers the back office', () => {
    expect(guarded.length).toBeGreaterThan(5);
    expect(needed).toContain('system:admin:query');
  });

  it.each(guarded)('%s: 401 without a token and with a member’s token', async (_name, e) => {
    const member = await createMember(app);
    for (const headers of [{}, member.auth]) {
      const answer = await call(e, headers);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: 401, data: null });
    }
  });

  it.each(guarded.filter(([, e]) => permissionOf(e) !== null))(
    '%s: 403 with the envelope for an admin holding every other permission, not for one holding only this one',
    async (_name, e) => {
      const permission = permissionOf(e)!;
      const others = needed.filter((p) => !permissionGranted([p], permission));
      const refused = await call(e, await adminWith(others));
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({ code: 403, data: null, msg: expect.stringMatching(/\S/) });
      expect((await call(e, await adminWith([]))).body.code).toBe(403);

      const allowed = await call(e, await adminWith([permission]));
      expect(allowed.body.code).not.toBe(401);
      expect(allowed.body.code).not.toBe(403);
    },
  );

  it.each(guarded.filter(([, e]) => e.access === 'admin'))('%s: open to any admin, even one without roles', async (_name, e) => {
    const answer = await call(e, await adminWith(null));
    expect(answer.body.code).not.toBe(401);
    expect(answer.body.code).not.toBe(403);
  });

  it('answers 401 to a disabled admin whose token has not expired yet', async () => {
    const headers = await adminWith(['*']);
    await app.db.adminUser.updateMany({ where: { username: `matrix-${adminCount}@shop.example` }, data: { status: 1 } });
    for (const [name, e] of guarded) expect((await call(e, headers)).body.code, name).toBe(401);
  });
});

describe('an admin’s token on the member API', () => {
  it('opens no member route (401), checked on every member endpoint that takes no required input', async () => {
    const headers = await adminWith(['*']);
    // Member routes validate before the login check: only those an empty input passes reach it.
    const reachable = endpointsOf(contract).filter(
      ([, e]) => e.access === 'member' && !e.multipart && (e.body ?? e.query)?.safeParse({}).success !== false,
    );
    expect(reachable.length).toBeGreaterThan(5);
    for (const [name, e] of reachable) {
      const response = await app.inject({
        method: e.method,
        url: `/pc-api/${e.path}`,
        headers: { 'tenant-id': '1', ...headers },
        ...(e.body ? { payload: {} } : {}),
      });
      expect(response.json().code, name).toBe(401);
    }
  });
});
