import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, deleteJson, getJson, postJson, putJson, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '1000' });
});
afterAll(async () => app.close());

const US = 281;
const GERMANY = 348;
const FRANCE = 178;
const SWITZERLAND = 316;
const NETHERLANDS = 254;

const texas = {
  firstName: 'Sam',
  lastName: 'Houston',
  mobile: '+1 281 555 0147',
  mobileId: US,
  areaId: US,
  state: 'TX',
  city: 'Houston',
  zipCode: '77002-1234',
  detailAddress: '1 Main St',
};
const berlin = {
  firstName: 'Erika',
  lastName: 'Muster',
  mobile: '+49 30 5557 0147',
  mobileId: GERMANY,
  areaId: GERMANY,
  state: 'BE',
  city: 'Berlin',
  zipCode: '10115',
  detailAddress: 'Unter den Linden 1',
};

describe('profile and settings', () => {
  it('answers and updates the profile', async () => {
    const member = await createMember(app);
    const update = {
      firstName: 'Grace',
      lastName: 'Hopper',
      nickname: 'Amazing Grace',
      birthday: '1906-12-09',
      countryId: US,
      mobileId: US,
      mobile: '281 555 0199',
      mailLanguage: 'de',
    };
    const updated = await putJson(app, '/pc-api/member/user/update', update, member.auth);
    expect(updated.body.data).toMatchObject({ ...update, mobile: '2815550199' });
    expect((await getJson(app, '/pc-api/member/user/get', member.auth)).body.data).toMatchObject({
      firstName: 'Grace',
      mailLanguage: 'de',
      birthday: '1906-12-09',
    });
  });

  it("refuses another member's phone number and an avatar the shop did not issue", async () => {
    const first = await createMember(app, { mobile: '15550001111' });
    const second = await createMember(app);
    const base = { firstName: 'A', lastName: 'B', mailLanguage: 'en' };
    expect((await putJson(app, '/pc-api/member/user/update', { ...base, mobile: '1 555 000 1111' }, second.auth)).body.code).toBe(
      1_004_001_003,
    );
    expect(
      (await putJson(app, '/pc-api/member/user/update', { ...base, avatar: 'https://evil.example/a.png' }, second.auth)).body.code,
    ).toBe(1_001_003_003);
    expect(first.id).not.toBe(second.id);
  });

  it('changes the password only with the current one, and ends the other logins (their access tokens too); this one stays', async () => {
    const member = await createMember(app);
    const otherLogin = await postJson(app, '/pc-api/member/auth/login', { mobile: member.mail, password: member.password });
    const otherAuth = { authorization: `Bearer ${otherLogin.body.data.accessToken}` };
    expect((await getJson(app, '/pc-api/member/user/get', otherAuth)).body.code).toBe(0);
    expect(
      (await putJson(app, '/pc-api/member/user/update-password', { oldPassword: 'nope-1234', password: 'brand-new-42' }, member.auth)).body
        .code,
    ).toBe(1_004_001_004);
    expect(
      (await putJson(app, '/pc-api/member/user/update-password', { oldPassword: member.password, password: 'brand-new-42' }, member.auth))
        .body.code,
    ).toBe(0);
    expect(
      (await postJson(app, `/pc-api/member/auth/refresh-token?refreshToken=${otherLogin.body.data.refreshToken}`, undefined)).body.code,
    ).toBe(401);
    expect((await getJson(app, '/pc-api/member/user/get', otherAuth)).body.code).toBe(401);
    expect((await getJson(app, '/pc-api/member/user/get', member.auth)).body.code).toBe(0);
    expect((await postJson(app, `/pc-api/member/auth/refresh-token?refreshToken=${member.tokens.refreshToken}`, undefined)).body.code).toBe(
      0,
    );
  });

  it("mails a security notice in the member's mail language after a password change, and none after a refused one", async () => {
    const member = await createMember(app);
    await app.db.member.update({ where: { id: member.id }, data: { mailLanguage: 'de' } });
    await putJson(app, '/pc-api/member/user/update-password', { oldPassword: 'nope-1234', password: 'brand-new-42' }, member.auth);
    expect(await app.db.mailLog.count({ where: { toAddress: member.mail, template: 'password-changed' } })).toBe(0);
    await putJson(app, '/pc-api/member/user/update-password', { oldPassword: member.password, password: 'brand-new-42' }, member.auth);
    const mails = await app.db.mailLog.findMany({ where: { toAddress: member.mail, template: 'password-changed' } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'de', subject: 'Ihr Passwort wurde geändert' });
    expect(mails[0]!.text).toContain(member.mail);
    expect(mails[0]!.text).toContain('/forgetAccount');
    expect(mails[0]!.text).not.toContain('brand-new-42');
  });

  it('answers default settings and keeps changes', async () => {
    const member = await createMember(app);
    const defaults = (await getJson(app, '/pc-api/member/user/get-settings', member.auth)).body.data;
    expect(defaults.privacy).toEqual({ privateSubscriptions: false, blockAds: false, blockNotifications: false });
    const changed = { ...defaults, privacy: { privateSubscriptions: true, blockAds: true, blockNotifications: false } };
    expect((await putJson(app, '/pc-api/member/user/update-settings', changed, member.auth)).body.code).toBe(0);
    expect((await getJson(app, '/pc-api/member/user/get-settings', member.auth)).body.data.privacy.blockAds).toBe(true);
    expect(
      (
        await putJson(
          app,
          '/pc-api/member/user/update-settings',
          { ...changed, settlement: { defaultDeliveryType: '9', invoiceByEmail: true } },
          member.auth,
        )
      ).body.code,
    ).toBe(400);
  });
});

describe('addresses', () => {
  it('makes the first address the default and moves the default on request', async () => {
    const member = await createMember(app);
    const first = (await postJson(app, '/pc-api/member/address/create', texas, member.auth)).body.data;
    const second = (await postJson(app, '/pc-api/member/address/create', { ...berlin, defaultStatus: true }, member.auth)).body.data;
    const list = (await getJson(app, '/pc-api/member/address/list', member.auth)).body.data;
    expect(list.map((a: { id: number; defaultStatus: boolean }) => [a.id, a.defaultStatus])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect(list[1]).toMatchObject({ name: 'Sam Houston', countryCode: 'US', state: 'TX', zipCode: '77002-1234' });
  });

  it('deleting the default makes another address the default', async () => {
    const member = await createMember(app);
    const first = (await postJson(app, '/pc-api/member/address/create', texas, member.auth)).body.data;
    const second = (await postJson(app, '/pc-api/member/address/create', berlin, member.auth)).body.data;
    expect((await deleteJson(app, `/pc-api/member/address/delete?id=${first}`, member.auth)).body.code).toBe(0);
    expect((await getJson(app, `/pc-api/member/address/get?id=${second}`, member.auth)).body.data.defaultStatus).toBe(true);
  });

  it('updates an address', async () => {
    const member = await createMember(app);
    const id = (await postJson(app, '/pc-api/member/address/create', texas, member.auth)).body.data;
    expect(
      (await putJson(app, '/pc-api/member/address/update', { ...texas, id, city: 'Austin', zipCode: '73301' }, member.auth)).body.code,
    ).toBe(0);
    expect((await getJson(app, `/pc-api/member/address/get?id=${id}`, member.auth)).body.data).toMatchObject({
      city: 'Austin',
      zipCode: '73301',
      defaultStatus: true,
    });
  });

  it.each([
    ['a country the shop does not ship to', { ...berlin, areaId: SWITZERLAND, state: 'ZH', zipCode: '8001' }, 1_004_004_001],
    ['a state of another country', { ...berlin, state: 'TX' }, 1_004_004_002],
    ['a German postcode of 4 digits', { ...berlin, zipCode: '1011' }, 1_004_004_003],
    ['a US ZIP with letters', { ...texas, zipCode: '7700A' }, 1_004_004_003],
    ['a French region with a German postcode format that fits', { ...berlin, areaId: FRANCE, state: 'IDF', zipCode: '75001' }, 0],
    ['an unknown country', { ...berlin, areaId: 99999 }, 1_002_016_000],
  ])('checks the destination: %s', async (_name, address, code) => {
    const member = await createMember(app);
    expect((await postJson(app, '/pc-api/member/address/create', address, member.auth)).body.code).toBe(code);
  });

  it.each(['firstName', 'lastName', 'mobile', 'state', 'areaId', 'detailAddress', 'zipCode', 'city'])('requires %s', async (field) => {
    const member = await createMember(app);
    const { [field]: _left, ...rest } = texas as Record<string, unknown>;
    const { body } = await postJson(app, '/pc-api/member/address/create', rest, member.auth);
    expect(body.code).toBe(400);
    expect(body.fields?.map((f) => f.field)).toContain(field);
  });

  it('asks a state only where addresses name one: none in Germany or the Netherlands, always in the United States', async () => {
    const member = await createMember(app);
    const { state: _state, ...berlinWithoutState } = berlin;
    const amsterdam = { ...berlinWithoutState, areaId: NETHERLANDS, city: 'Amsterdam', zipCode: '1012 JS', detailAddress: 'Dam 1' };
    const germanId = (await postJson(app, '/pc-api/member/address/create', berlinWithoutState, member.auth)).body.data;
    const dutchId = (await postJson(app, '/pc-api/member/address/create', { ...amsterdam, state: '' }, member.auth)).body.data;
    expect((await getJson(app, `/pc-api/member/address/get?id=${germanId}`, member.auth)).body.data).toMatchObject({
      countryCode: 'DE',
      state: '',
    });
    expect((await getJson(app, `/pc-api/member/address/get?id=${dutchId}`, member.auth)).body.data).toMatchObject({
      countryCode: 'NL',
      state: '',
    });
    // An address saved with its German state keeps working; a state given must still be the country's.
    const withState = (await postJson(app, '/pc-api/member/address/create', berlin, member.auth)).body.data;
    expect((await getJson(app, `/pc-api/member/address/get?id=${withState}`, member.auth)).body.data.state).toBe('BE');
    expect((await postJson(app, '/pc-api/member/address/create', { ...amsterdam, state: 'TX' }, member.auth)).body.code).toBe(
      1_004_004_002,
    );
    const { body } = await postJson(app, '/pc-api/member/address/create', { ...texas, state: '' }, member.auth);
    expect(body.code).toBe(400);
    expect(body.fields?.map((f) => f.field)).toEqual(['state']);
    expect((await putJson(app, '/pc-api/member/address/update', { ...texas, state: ' ', id: germanId }, member.auth)).body.code).toBe(400);
  });

  it("treats another member's address as missing, for reading, changing and deleting", async () => {
    const owner = await createMember(app);
    const intruder = await createMember(app);
    const id = (await postJson(app, '/pc-api/member/address/create', texas, owner.auth)).body.data;
    expect((await getJson(app, `/pc-api/member/address/get?id=${id}`, intruder.auth)).body.code).toBe(1_004_004_000);
    expect((await putJson(app, '/pc-api/member/address/update', { ...texas, id, city: 'Stolen' }, intruder.auth)).body.code).toBe(
      1_004_004_000,
    );
    expect((await deleteJson(app, `/pc-api/member/address/delete?id=${id}`, intruder.auth)).body.code).toBe(1_004_004_000);
    expect((await getJson(app, '/pc-api/member/address/list', intruder.auth)).body.data).toEqual([]);
    expect((await getJson(app, `/pc-api/member/address/get?id=${id}`, owner.auth)).body.data.city).toBe('Houston');
  });

  it('needs a login', async () => {
    expect((await getJson(app, '/pc-api/member/address/list')).body.code).toBe(401);
    expect((await postJson(app, '/pc-api/member/address/create', texas)).body.code).toBe(401);
  });
});
