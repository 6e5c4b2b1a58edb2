import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, postJson, type TestApp } from '../../../test/helpers.ts';

const FR = 178;
const US = 281;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '10000', RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

let count = 0;
/** A fresh address with a register code mailed to it; answers the address and the code. */
async function mailWithCode() {
  const mail = `founder${++count}-${Date.now()}@example.test`;
  expect((await postJson(app, '/pc-api/member/auth/send-email-code', { email: mail, scene: 0 })).body.code).toBe(0);
  const sent = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: mail, template: 'register-code' }, orderBy: { id: 'desc' } });
  return { mail, code: /\b(\d{6})\b/.exec(sent.text)![1]! };
}

const register = (mail: string, code: string, extra: object = {}) =>
  postJson(app, '/pc-api/member/auth/sms-mail-register', {
    mail,
    code,
    password: 'paper-2024',
    confirmPassword: 'paper-2024',
    firstName: 'Claire',
    lastName: 'Martin',
    ...extra,
  });

describe('registering as a business buyer', () => {
  it('creates the account and its company with the new member as admin in one request', async () => {
    const { mail, code } = await mailWithCode();
    const answer = await register(mail, code, { company: { name: 'Bureau Martin SAS', countryId: FR, vatId: 'fr 41 343 848 552' } });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const auth = { authorization: `Bearer ${answer.body.data.accessToken}` };
    const company = (await getJson(app, '/pc-api/member/company/get', auth)).body.data;
    expect(company).toMatchObject({
      name: 'Bureau Martin SAS',
      countryId: FR,
      vatId: 'FR41343848552',
      vatIdStatus: 1,
      role: 'admin',
      members: [expect.objectContaining({ mail, role: 'admin', name: 'Claire Martin' })],
    });
  });

  it('a company without a VAT ID (outside the EU) is fine, and the form without a company registers a consumer as before', async () => {
    const us = await mailWithCode();
    const withCompany = await register(us.mail, us.code, { company: { name: 'Lone Star Supplies LLC', countryId: US } });
    expect(withCompany.body.code, withCompany.body.msg).toBe(0);
    const member = await app.db.member.findUniqueOrThrow({
      where: { mail: us.mail },
      include: { company: { include: { company: true } } },
    });
    expect(member.company).toMatchObject({ role: 'admin', company: { name: 'Lone Star Supplies LLC', vatId: '', vatIdStatus: 0 } });

    const consumer = await mailWithCode();
    expect((await register(consumer.mail, consumer.code)).body.code).toBe(0);
    const plain = await app.db.member.findUniqueOrThrow({ where: { mail: consumer.mail }, include: { company: true } });
    expect(plain.company).toBeNull();
  });

  it('a bad VAT ID or country leaves no account behind, and the same code works once the company is right', async () => {
    const { mail, code } = await mailWithCode();
    const badVat = await register(mail, code, { company: { name: 'Bureau', countryId: FR, vatId: 'FR00000000000' } });
    expect(badVat.body.code).toBe(1_004_020_003);
    const badCountry = await register(mail, code, { company: { name: 'Bureau', countryId: 999_999 } });
    expect(badCountry.body.code).toBe(1_002_016_000);
    const noName = await register(mail, code, { company: { name: ' ', countryId: FR } });
    expect(noName.body.code).toBe(400);
    expect(await app.db.member.count({ where: { mail } })).toBe(0);
    expect(await app.db.company.count({ where: { name: 'Bureau' } })).toBe(0);

    const fixed = await register(mail, code, { company: { name: 'Bureau', countryId: FR } });
    expect(fixed.body.code, fixed.body.msg).toBe(0);
    expect(await app.db.company.count({ where: { name: 'Bureau' } })).toBe(1);
  });
});
