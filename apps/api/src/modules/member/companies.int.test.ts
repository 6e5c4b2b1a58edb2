import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { startFakeVies } from '../../../test/fake-vies.ts';
import { createMember, createTestApp, deleteJson, getJson, postJson, postUpload, putJson, type TestApp } from '../../../test/helpers.ts';
import { SAMPLES } from '../../../test/multipart.ts';

const DE = 348;
const FR = 178;
const US = 281;
const CODES = {
  notFound: 1_004_020_000,
  alreadyMember: 1_004_020_001,
  adminOnly: 1_004_020_002,
  vatInvalid: 1_004_020_003,
  vatCountry: 1_004_020_004,
  invitationInvalid: 1_004_020_005,
  invitationExpired: 1_004_020_006,
  otherMail: 1_004_020_007,
  memberNotFound: 1_004_020_008,
  lastAdmin: 1_004_020_009,
  usOnly: 1_004_020_010,
  notSubmitted: 1_004_020_011,
  reasonRequired: 1_004_020_012,
};

type Member = Awaited<ReturnType<typeof createMember>>;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

const myCompany = async (member: Member) => (await getJson(app, '/pc-api/member/company/get', member.auth)).body;

async function createCompany(admin: Member, body: Record<string, unknown> = {}) {
  const { body: answer } = await postJson(app, '/pc-api/member/company/create', { name: 'Acme GmbH', countryId: DE, ...body }, admin.auth);
  expect(answer.code).toBe(0);
  return answer.data as number;
}

/** Invites `mail` as `admin` and answers the token of the link in the mail. */
async function invite(admin: Member, mail: string, extra: Record<string, unknown> = { role: 'buyer' }) {
  const { body } = await postJson(app, '/pc-api/member/company/invite', { mail, ...extra }, admin.auth);
  expect(body.code).toBe(0);
  const sent = await app.db.mailLog.findFirstOrThrow({
    where: { toAddress: mail.toLowerCase(), template: 'company-invitation' },
    orderBy: { id: 'desc' },
  });
  const token = /\/companyJoin\?token=([\w-]+)/.exec(sent.text)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

const join = (member: Member, token: string) => postJson(app, '/pc-api/member/company/join', { token }, member.auth);

/** A company with an admin and a buyer who joined by invitation. */
async function companyWithBuyer() {
  const admin = await createMember(app);
  const buyer = await createMember(app);
  const id = await createCompany(admin);
  expect((await join(buyer, await invite(admin, buyer.mail))).body).toMatchObject({ code: 0, data: id });
  return { id, admin, buyer };
}

describe('a member’s company', () => {
  it('is created with the creator as admin; a valid VAT ID without VIES counts as valid, checked offline', async () => {
    const admin = await createMember(app);
    expect(await myCompany(admin)).toEqual({ code: 0, data: null, msg: '' });
    const id = await createCompany(admin, { vatId: 'de 811.125.440' });
    const { data } = await myCompany(admin);
    expect(data).toMatchObject({
      id,
      name: 'Acme GmbH',
      vatId: 'DE811125440',
      vatIdStatus: 1,
      vatIdOffline: true,
      countryId: DE,
      taxExemptStatus: 0,
      invoiceAllowed: false,
      memberId: admin.id,
      role: 'admin',
      members: [{ memberId: admin.id, mail: admin.mail, role: 'admin', spendingLimitPerOrder: null }],
    });
    expect((await postJson(app, '/pc-api/member/company/create', { name: 'Second', countryId: DE }, admin.auth)).body.code).toBe(
      CODES.alreadyMember,
    );
  });

  it('makes one company of two creations at once; a guest has none', async () => {
    const member = await createMember(app);
    const create = () => postJson(app, '/pc-api/member/company/create', { name: 'Twice Ltd', countryId: DE }, member.auth);
    const answers = await Promise.all([create(), create(), create()]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, CODES.alreadyMember, CODES.alreadyMember]);
    expect(await app.db.companyMember.count({ where: { memberId: member.id } })).toBe(1);
    expect((await getJson(app, '/pc-api/member/company/get')).body.code).toBe(401);
  });

  it('refuses a VAT ID with a wrong check digit or of another country, and leaves a company without one unchecked', async () => {
    const member = await createMember(app);
    const wrong = await postJson(app, '/pc-api/member/company/create', { name: 'X', vatId: 'DE811125441', countryId: DE }, member.auth);
    expect(wrong.body).toMatchObject({ code: CODES.vatInvalid, msg: expect.stringContaining('DE811125441') });
    const french = await postJson(app, '/pc-api/member/company/create', { name: 'X', vatId: 'DE811125440', countryId: FR }, member.auth);
    expect(french.body.code).toBe(CODES.vatCountry);
    await createCompany(member, { countryId: US });
    expect((await myCompany(member)).data).toMatchObject({ vatId: '', vatIdStatus: 0, vatIdOffline: false, countryId: US });
  });

  it('lets admins rename it and change the VAT ID (checked again); buyers may not', async () => {
    const { admin, buyer } = await companyWithBuyer();
    const update = { name: 'Acme France SAS', vatId: 'FR41343848552', countryId: FR };
    expect((await putJson(app, '/pc-api/member/company/update', update, buyer.auth)).body.code).toBe(CODES.adminOnly);
    expect((await putJson(app, '/pc-api/member/company/update', update, admin.auth)).body.code).toBe(0);
    expect((await myCompany(buyer)).data).toMatchObject({ ...update, vatIdStatus: 1, role: 'buyer' });
  });
});

describe('invitations', () => {
  it('mail a link that joins the invited address’s account once, with the role and limits of the invitation', async () => {
    const admin = await createMember(app);
    const colleague = await createMember(app);
    const stranger = await createMember(app);
    const id = await createCompany(admin);
    const token = await invite(admin, colleague.mail.toUpperCase(), {
      role: 'approver',
      spendingLimitPerOrder: 50_000,
      spendingLimitPerMonth: 200_000,
    });
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: colleague.mail, template: 'company-invitation' } });
    expect(mail.text).toContain(`http://shop.test/companyJoin?token=${token}`);
    expect(await app.db.companyInvitation.count({ where: { tokenHash: token } })).toBe(0);

    expect((await join(stranger, token)).body.code).toBe(CODES.otherMail);
    expect((await join(colleague, 'x'.repeat(43))).body.code).toBe(CODES.invitationInvalid);
    expect((await join(colleague, token)).body).toMatchObject({ code: 0, data: id });
    expect((await join(colleague, token)).body.code).toBe(CODES.invitationInvalid);
    expect((await myCompany(colleague)).data).toMatchObject({
      id,
      role: 'approver',
      spendingLimitPerOrder: 50_000,
      spendingLimitPerMonth: 200_000,
    });
    expect((await myCompany(admin)).data.members.map((m: { memberId: number }) => m.memberId)).toEqual([admin.id, colleague.id]);
    expect((await myCompany(stranger)).data).toBeNull();
  });

  it('expire, are for admins only, and cannot move a member of another company', async () => {
    const { admin, buyer } = await companyWithBuyer();
    const late = await createMember(app);
    const token = await invite(admin, late.mail);
    await app.db.companyInvitation.updateMany({ where: { mail: late.mail }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await join(late, token)).body.code).toBe(CODES.invitationExpired);

    expect((await postJson(app, '/pc-api/member/company/invite', { mail: late.mail, role: 'buyer' }, buyer.auth)).body.code).toBe(
      CODES.adminOnly,
    );
    expect((await postJson(app, '/pc-api/member/company/invite', { mail: buyer.mail, role: 'buyer' }, admin.auth)).body.code).toBe(
      1_004_020_013,
    );
    const other = await companyWithBuyer();
    const toOther = await invite(admin, other.buyer.mail);
    expect((await join(other.buyer, toOther)).body.code).toBe(CODES.alreadyMember);
  });

  it('let one of two joins with the same token in at once', async () => {
    const admin = await createMember(app);
    const colleague = await createMember(app);
    await createCompany(admin);
    const token = await invite(admin, colleague.mail);
    const answers = await Promise.all([join(colleague, token), join(colleague, token), join(colleague, token)]);
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(await app.db.companyMember.count({ where: { memberId: colleague.id } })).toBe(1);
  });
});

describe('members and roles', () => {
  it('lets admins change roles and limits; buyers change nothing', async () => {
    const { admin, buyer } = await companyWithBuyer();
    const change = { memberId: buyer.id, role: 'approver', spendingLimitPerOrder: 10_000, spendingLimitPerMonth: null };
    expect((await putJson(app, '/pc-api/member/company/update-member', change, buyer.auth)).body.code).toBe(CODES.adminOnly);
    expect((await putJson(app, '/pc-api/member/company/update-member', change, admin.auth)).body.code).toBe(0);
    expect((await myCompany(buyer)).data).toMatchObject({ role: 'approver', spendingLimitPerOrder: 10_000, spendingLimitPerMonth: null });
    expect((await deleteJson(app, `/pc-api/member/company/remove-member?memberId=${admin.id}`, buyer.auth)).body.code).toBe(
      CODES.adminOnly,
    );
  });

  it('never removes or demotes the last admin; a member may leave; an admin may go once another admin stays', async () => {
    const { admin, buyer } = await companyWithBuyer();
    const remove = (who: Member, memberId: number) =>
      deleteJson(app, `/pc-api/member/company/remove-member?memberId=${memberId}`, who.auth);
    expect((await remove(admin, admin.id)).body.code).toBe(CODES.lastAdmin);
    const demote = { memberId: admin.id, role: 'buyer' };
    expect((await putJson(app, '/pc-api/member/company/update-member', demote, admin.auth)).body.code).toBe(CODES.lastAdmin);

    await putJson(app, '/pc-api/member/company/update-member', { memberId: buyer.id, role: 'admin' }, admin.auth);
    // Two admins removing each other at once: one after the other, so the second finds itself removed.
    const both = await Promise.all([remove(admin, buyer.id), remove(buyer, admin.id)]);
    expect(both.map((a) => a.body.code).sort()).toEqual([0, CODES.notFound]);
    const left = await app.db.companyMember.findMany({ where: { memberId: { in: [admin.id, buyer.id] } } });
    expect(left).toHaveLength(1);

    const third = await companyWithBuyer();
    expect((await remove(third.buyer, third.buyer.id)).body.code).toBe(0);
    expect((await myCompany(third.buyer)).data).toBeNull();
  });

  it('keeps companies apart: nobody sees or changes another company’s members', async () => {
    const a = await companyWithBuyer();
    const b = await companyWithBuyer();
    expect((await myCompany(a.admin)).data.members.map((m: { mail: string }) => m.mail).sort()).toEqual(
      [a.admin.mail, a.buyer.mail].sort(),
    );
    const change = { memberId: b.buyer.id, role: 'admin' };
    expect((await putJson(app, '/pc-api/member/company/update-member', change, a.admin.auth)).body.code).toBe(CODES.memberNotFound);
    expect((await deleteJson(app, `/pc-api/member/company/remove-member?memberId=${b.buyer.id}`, a.admin.auth)).body.code).toBe(
      CODES.memberNotFound,
    );
    expect((await myCompany(b.buyer)).data).toMatchObject({ id: b.id, role: 'buyer' });
    const outsider = await createMember(app);
    expect((await putJson(app, '/pc-api/member/company/update-member', change, outsider.auth)).body.code).toBe(CODES.notFound);
  });
});

async function uploadCertificate(member: Member) {
  const { body } = await postUpload(
    app,
    { name: 'certificate.pdf', type: 'application/pdf', content: SAMPLES.pdf },
    { fields: { directory: 'document' }, headers: member.auth },
  );
  expect(body.code).toBe(0);
  return body.data as string;
}

describe('US tax exemptions', () => {
  it('take a certificate the admin uploaded, for companies in the US only', async () => {
    const german = await createMember(app);
    await createCompany(german);
    const certificate = await uploadCertificate(german);
    const body = { state: 'tx', certificateUrl: certificate };
    expect((await postJson(app, '/pc-api/member/company/tax-exemption', body, german.auth)).body.code).toBe(CODES.usOnly);

    const admin = await createMember(app);
    await createCompany(admin, { name: 'Lone Star School', countryId: US });
    expect((await postJson(app, '/pc-api/member/company/tax-exemption', body, admin.auth)).body.code).toBe(1_001_003_003);
    const own = { state: 'tx', certificateUrl: await uploadCertificate(admin) };
    expect((await postJson(app, '/pc-api/member/company/tax-exemption', { ...own, state: 'XX' }, admin.auth)).body.code).toBe(400);
    expect((await postJson(app, '/pc-api/member/company/tax-exemption', own, admin.auth)).body.code).toBe(0);
    expect((await myCompany(admin)).data).toMatchObject({
      taxExemptStatus: 10,
      taxExemptState: 'TX',
      taxExemptCertificateUrl: own.certificateUrl,
    });
  });
});

describe('the back office’s companies', () => {
  let owner: Awaited<ReturnType<typeof createStaff>>;
  let support: Awaited<ReturnType<typeof createStaff>>;
  beforeAll(async () => {
    owner = await createStaff(app, 'owner');
    support = await createStaff(app, 'support');
  });

  it('finds companies by parts of the name or VAT ID and shows one with its members', async () => {
    const { id, admin, buyer } = await companyWithBuyer();
    await putJson(app, '/pc-api/member/company/update', { name: 'Zebra Paper Works', vatId: 'ATU54299806', countryId: 115 }, admin.auth);
    const byName = await getJson(app, '/admin-api/member/company/page?name=paper%20WORK', support.auth);
    expect(byName.body.data.list.map((c: { id: number }) => c.id)).toContain(id);
    const byVat = await getJson(app, `/admin-api/member/company/page?vatId=${encodeURIComponent('u 542998')}`, support.auth);
    expect(byVat.body.data.list).toEqual([expect.objectContaining({ id, vatId: 'ATU54299806', vatIdStatus: 1, memberCount: 2 })]);
    const detail = await getJson(app, `/admin-api/member/company/get?id=${id}`, support.auth);
    expect(detail.body.data).toMatchObject({
      id,
      name: 'Zebra Paper Works',
      vatIdOffline: true,
      vatIdCheckedTime: expect.any(Number),
      members: [
        { memberId: admin.id, role: 'admin' },
        { memberId: buyer.id, role: 'buyer' },
      ],
    });
    expect((await getJson(app, '/admin-api/member/company/get?id=999999', support.auth)).body.code).toBe(CODES.notFound);
  });

  it('sets payment terms, audited; support may look but not change', async () => {
    const { id, buyer } = await companyWithBuyer();
    const terms = { id, invoiceAllowed: true, creditLimit: 500_000, termsDays: 14 };
    expect((await putJson(app, '/admin-api/member/company/update-terms', terms, support.auth)).body.code).toBe(403);
    expect((await putJson(app, '/admin-api/member/company/update-terms', terms, owner.auth)).body.code).toBe(0);
    expect((await myCompany(buyer)).data).toMatchObject({ invoiceAllowed: true, creditLimit: 500_000, termsDays: 14 });
    const audit = await app.db.auditLog.findFirstOrThrow({ where: { target: `member_company:${id}` } });
    expect(audit).toMatchObject({
      adminId: owner.id,
      action: 'member:company:update-terms',
      before: { invoiceAllowed: false, creditLimit: 0, termsDays: 30 },
      after: { invoiceAllowed: true, creditLimit: 500_000, termsDays: 14 },
    });
  });

  it('reviews a submitted exemption: a rejection needs a reason, both are mailed to the company’s admins', async () => {
    const admin = await createMember(app);
    const id = await createCompany(admin, { name: 'Austin Schools', countryId: US });
    const review = (body: Record<string, unknown>) =>
      putJson(app, '/admin-api/member/company/review-tax-exemption', { id, ...body }, owner.auth);
    expect((await review({ approve: true })).body.code).toBe(CODES.notSubmitted);
    const submit = async () =>
      expect(
        (
          await postJson(
            app,
            '/pc-api/member/company/tax-exemption',
            { state: 'TX', certificateUrl: await uploadCertificate(admin) },
            admin.auth,
          )
        ).body.code,
      ).toBe(0);
    await submit();
    expect((await getJson(app, `/admin-api/member/company/get?id=${id}`, support.auth)).body.data).toMatchObject({
      taxExemptStatus: 10,
      taxExemptCertificateUrl: expect.stringContaining('/'),
    });
    expect((await review({ approve: false })).body.code).toBe(CODES.reasonRequired);
    expect((await review({ approve: false, reason: 'The certificate has expired.' })).body.code).toBe(0);
    expect((await myCompany(admin)).data).toMatchObject({ taxExemptStatus: 30, taxExemptReason: 'The certificate has expired.' });
    const rejected = await app.db.mailLog.findFirstOrThrow({
      where: { toAddress: admin.mail, template: 'company-tax-exemption-rejected' },
    });
    expect(rejected.text).toContain('The certificate has expired.');
    expect(rejected.text).toContain('Austin Schools');

    await submit();
    expect((await review({ approve: true })).body.code).toBe(0);
    expect((await review({ approve: true })).body.code).toBe(CODES.notSubmitted);
    expect((await myCompany(admin)).data).toMatchObject({ taxExemptStatus: 20 });
    expect(await app.db.mailLog.count({ where: { toAddress: admin.mail, template: 'company-tax-exemption-approved' } })).toBe(1);
    expect(await app.db.auditLog.count({ where: { target: `member_company:${id}`, action: 'member:company:review-tax-exemption' } })).toBe(
      2,
    );
  });
});

describe('VAT IDs against VIES', () => {
  let vies: Awaited<ReturnType<typeof startFakeVies>>;
  let viesApp: TestApp;
  beforeAll(async () => {
    vies = await startFakeVies();
    vies.state.registered.add('FR41343848552');
    viesApp = await createTestApp({ VIES_URL: vies.url, VIES_TIMEOUT_MS: '300', RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await viesApp.close();
    await vies.close();
  });

  async function companyOf(vatId: string) {
    const member = await createMember(viesApp);
    const created = await postJson(viesApp, '/pc-api/member/company/create', { name: 'Vies SA', vatId, countryId: FR }, member.auth);
    expect(created.body.code).toBe(0);
    return (await getJson(viesApp, '/pc-api/member/company/get', member.auth)).body.data;
  }

  it('marks a registered VAT ID valid and an unregistered one (with right check digits) invalid', async () => {
    expect(await companyOf('FR 41 343 848 552')).toMatchObject({ vatIdStatus: 1, vatIdOffline: false });
    expect(await companyOf('FR83000113158')).toMatchObject({ vatIdStatus: 2, vatIdOffline: false });
    expect(vies.state.asked).toEqual(expect.arrayContaining(['FR41343848552', 'FR83000113158']));
  });

  it('keeps the offline result, and says so, when VIES is down, slow or unreachable', async () => {
    vies.state.mode = 'unavailable';
    expect(await companyOf('FR83000113158')).toMatchObject({ vatIdStatus: 1, vatIdOffline: true });
    vies.state.mode = 'slow';
    expect(await companyOf('FR83000113158')).toMatchObject({ vatIdStatus: 1, vatIdOffline: true });
    vies.state.mode = 'answer';
    const closed = await startFakeVies();
    await closed.close();
    const unreachable = await createTestApp({ VIES_URL: closed.url, RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
    try {
      const member = await createMember(unreachable);
      const body = { name: 'Offline SARL', vatId: 'FR41343848552', countryId: FR };
      expect((await postJson(unreachable, '/pc-api/member/company/create', body, member.auth)).body.code).toBe(0);
      expect((await getJson(unreachable, '/pc-api/member/company/get', member.auth)).body.data).toMatchObject({
        vatIdStatus: 1,
        vatIdOffline: true,
      });
    } finally {
      await unreachable.close();
    }
  });
});
