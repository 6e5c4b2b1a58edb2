import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createMember, createTestApp, getJson, postJson, putJson, type TestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
let owner: Awaited<ReturnType<typeof createStaff>>;
let support: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
  owner = await createStaff(app, 'owner');
  support = await createStaff(app, 'support');
});
afterAll(async () => app.close());

const setStatus = (id: number, status: number, auth = owner.auth) =>
  putJson(app, '/admin-api/member/user/update-status', { id, status }, auth);

describe('the back office’s members', () => {
  it('lists and finds members by part of the e-mail or the name, and shows one with addresses and orders', async () => {
    const member = await createMember(app);
    await app.db.member.update({ where: { id: member.id }, data: { firstName: 'Grace', lastName: 'Hopperfield' } });
    const address = await postJson(app, '/pc-api/member/address/create', { ...texasAddress, defaultStatus: true }, member.auth);
    expect(address.body.code).toBe(0);
    const sku = await app.db.sku.findFirstOrThrow({
      where: { stock: { gte: 5 }, deletedAt: null, spu: { status: 1 } },
      orderBy: { id: 'desc' },
    });
    const order = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
      member.auth,
    );
    expect(order.body.code).toBe(0);

    const byMail = await getJson(
      app,
      `/admin-api/member/user/page?mail=${encodeURIComponent(member.mail.slice(0, 12).toUpperCase())}`,
      support.auth,
    );
    expect(byMail.body.data.list.map((m: { id: number }) => m.id)).toContain(member.id);
    const byName = await getJson(app, '/admin-api/member/user/page?name=hopperF', support.auth);
    expect(byName.body.data).toMatchObject({
      total: 1,
      list: [
        {
          id: member.id,
          mail: member.mail,
          firstName: 'Grace',
          lastName: 'Hopperfield',
          status: 0,
          orderCount: 1,
          loginTime: expect.any(Number),
        },
      ],
    });
    expect((await getJson(app, '/admin-api/member/user/page?name=hopperF&status=1', support.auth)).body.data.total).toBe(0);

    const detail = await getJson(app, `/admin-api/member/user/get?id=${member.id}`, support.auth);
    expect(detail.body.data).toMatchObject({
      id: member.id,
      orderCount: 1,
      addresses: [{ id: address.body.data, city: 'Houston', state: 'TX', defaultStatus: true }],
      orders: [{ id: order.body.data.id, status: 0, currency: 'USD', payPrice: expect.any(Number) }],
    });
    expect((await getJson(app, '/admin-api/member/user/get?id=2000000000', support.auth)).body.code).toBe(1_004_001_000);
    expect((await getJson(app, '/admin-api/member/user/get?id=x', support.auth)).body.code).toBe(400);
    expect((await getJson(app, '/admin-api/member/user/page?status=7', support.auth)).body.code).toBe(400);
  });

  it('disables an account: its access token is refused at once, its refresh token and its password no longer work; enabling lets it log in again; audited', async () => {
    const member = await createMember(app);
    expect((await getJson(app, '/pc-api/member/user/get', member.auth)).body.code).toBe(0);

    expect((await setStatus(member.id, 1)).body).toMatchObject({ code: 0, data: true });

    expect((await getJson(app, '/pc-api/member/user/get', member.auth)).body.code).toBe(401);
    expect((await getJson(app, '/pc-api/trade/order/page', member.auth)).body.code).toBe(401);
    const refreshed = await postJson(app, `/pc-api/member/auth/refresh-token?refreshToken=${member.tokens.refreshToken}`, undefined);
    expect(refreshed.body.code).toBe(401);
    expect(await app.db.refreshToken.count({ where: { memberId: member.id, revokedAt: null } })).toBe(0);
    const login = await postJson(app, '/pc-api/member/auth/login', { mobile: member.mail, password: member.password });
    expect(login.body.code).toBe(1_004_001_001);

    expect((await setStatus(member.id, 0)).body.code).toBe(0);
    const again = await postJson(app, '/pc-api/member/auth/login', { mobile: member.mail, password: member.password });
    expect(again.body.code).toBe(0);
    expect((await getJson(app, '/pc-api/member/user/get', { authorization: `Bearer ${again.body.data.accessToken}` })).body.code).toBe(0);

    const audit = await app.db.auditLog.findMany({ where: { target: `member_user:${member.id}` }, orderBy: { id: 'asc' } });
    expect(audit).toMatchObject([
      { adminId: owner.id, action: 'member:user:update-status', before: { status: 0 }, after: { status: 1 } },
      { adminId: owner.id, action: 'member:user:update-status', before: { status: 1 }, after: { status: 0 } },
    ]);
  });

  it('serves a disabled member’s token as a guest on public routes: a code bound to the member no longer applies', async () => {
    const member = await createMember(app);
    const code = `BOUND${Date.now().toString(36).toUpperCase()}`;
    await app.db.coupon.create({ data: { code, type: 'fixed', value: 100, memberId: member.id } });
    const sku = await app.db.sku.findFirstOrThrow({
      where: { stock: { gte: 5 }, deletedAt: null, spu: { status: 1 } },
      orderBy: { id: 'desc' },
    });
    const settle = () =>
      postJson(
        app,
        '/pc-api/trade/order/settlement',
        { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', ...texasAddress, code },
        member.auth,
      );
    expect((await settle()).body.data.price.couponPrice).toBe(100);
    expect((await setStatus(member.id, 1)).body.code).toBe(0);
    expect((await settle()).body.code).toBe(1_011_010_003);
  });

  it('refuses a bad status (400), an unknown member, and an admin without member:user:update (403)', async () => {
    const member = await createMember(app);
    expect((await setStatus(member.id, 2)).body.code).toBe(400);
    expect((await putJson(app, '/admin-api/member/user/update-status', { id: member.id }, owner.auth)).body.code).toBe(400);
    expect((await setStatus(2_000_000_000, 1)).body.code).toBe(1_004_001_000);
    expect((await setStatus(member.id, 1, support.auth)).body.code).toBe(403);
    expect((await app.db.member.findUniqueOrThrow({ where: { id: member.id } })).status).toBe(0);
  });
});
