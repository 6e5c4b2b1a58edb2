import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidMemberOrder } from '../../../test/paid-orders.ts';
import { createMember, createTestApp, getJson, postJson, putJson, type TestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;

/** A paid order of the member: answers its number. */
const paidOrder = async (member: Member) =>
  (await app.db.tradeOrder.findUniqueOrThrow({ where: { id: await paidMemberOrder(app, member) } })).no;

const download = (url: string, member: Member, language = 'en') =>
  app.inject({ method: 'GET', url, headers: { 'tenant-id': '1', 'accept-language': language, ...member.auth } });

describe('my data', () => {
  it('downloads everything the shop keeps of me as JSON and as a readable page, never the password and never another member’s', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    await postJson(app, '/pc-api/member/address/create', { ...texasAddress, defaultStatus: true }, member.auth);
    const no = await paidOrder(member);
    const otherNo = await paidOrder(other);

    const json = await download('/pc-api/member/user/export-data', member);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/);
    const data = JSON.parse(json.body);
    expect(data.profile[0]).toMatchObject({ id: member.id, mail: member.mail });
    expect(json.body).not.toContain('passwordHash');
    expect(data.addresses).toEqual([expect.objectContaining({ city: 'Houston', zipCode: texasAddress.zipCode })]);
    expect(data.orders.map((o: { no: string }) => o.no)).toEqual([no]);
    expect(data.orders[0].items).toHaveLength(1);
    expect(data.invoices).toHaveLength(1);
    expect(json.body).not.toContain(otherNo);
    expect(json.body).not.toContain(other.mail);

    const page = await download('/pc-api/member/user/export-data-page', member, 'de');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(/^<!doctype html><html lang="de">/);
    expect(page.body).toContain('<h1>Ihre Daten bei Paper &amp; Craft Shop GmbH</h1>');
    expect(page.body).toContain('<h2>Bestellungen</h2>');
    expect(page.body).toContain(no);
    expect(page.body).not.toContain(otherNo);

    expect((await app.inject({ method: 'GET', url: '/pc-api/member/user/export-data', headers: { 'tenant-id': '1' } })).json().code).toBe(
      401,
    );
  });
});

describe('deleting my account', () => {
  const remove = (member: Member, password = member.password) =>
    postJson(app, '/pc-api/member/user/delete-account', { password }, member.auth);

  it('asks for the password and waits for orders in progress; then my personal data goes and the orders and invoices stay without it', async () => {
    const member = await createMember(app);
    await postJson(app, '/pc-api/member/address/create', { ...texasAddress, defaultStatus: true }, member.auth);
    const no = await paidOrder(member);
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { no } });

    expect((await remove(member, 'not-my-password')).body.code).toBe(1_004_001_004);
    const waiting = await remove(member);
    expect(waiting.body.code).toBe(1_004_022_000);
    expect(waiting.body.msg).toContain(no);

    // The order completes: nothing is in progress any more.
    await app.db.tradeOrder.update({ where: { id: order.id }, data: { status: 30 } });
    expect((await remove(member)).body).toMatchObject({ code: 0, data: true });

    const kept = await app.db.member.findUniqueOrThrow({ where: { id: member.id } });
    expect(kept).toMatchObject({
      mail: `deleted-${member.id}@deleted.invalid`,
      firstName: '',
      lastName: '',
      mobile: null,
      birthday: null,
      status: 1,
    });
    expect(await app.db.address.count({ where: { memberId: member.id } })).toBe(0);
    expect(await app.db.refreshToken.count({ where: { memberId: member.id } })).toBe(0);
    // The tax law keeps the order and its invoice.
    expect(await app.db.tradeOrder.count({ where: { id: order.id } })).toBe(1);
    expect(await app.db.tradeInvoice.count({ where: { orderId: order.id } })).toBe(1);
    // Neither the old login nor the session works any more.
    expect((await postJson(app, '/pc-api/member/auth/login', { mobile: member.mail, password: member.password })).body.code).not.toBe(0);
    expect((await getJson(app, '/pc-api/member/user/get', member.auth)).body.code).toBe(401);
    // The e-mail address may register again.
    expect(await app.db.member.count({ where: { mail: member.mail } })).toBe(0);
  });

  it('keeps a company’s only admin until a colleague is admin', async () => {
    const admin = await createMember(app);
    const colleague = await createMember(app);
    const created = await postJson(app, '/pc-api/member/company/create', { name: 'Leaving GmbH', countryId: 348 }, admin.auth);
    expect(created.body.code).toBe(0);
    await app.db.companyMember.create({ data: { companyId: created.body.data, memberId: colleague.id, role: 'buyer' } });
    expect((await remove(admin)).body.code).toBe(1_004_022_001);
    const promoted = await putJson(app, '/pc-api/member/company/update-member', { memberId: colleague.id, role: 'admin' }, admin.auth);
    expect(promoted.body.code).toBe(0);
    expect((await remove(admin)).body.code).toBe(0);
    expect(await app.db.companyMember.count({ where: { memberId: admin.id } })).toBe(0);
  });
});
