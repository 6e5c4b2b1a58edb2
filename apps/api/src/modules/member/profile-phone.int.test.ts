import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, getJson, putJson, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '1000' });
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;

const profileWith = (member: Member, mobile: string, language = 'en') =>
  putJson(
    app,
    '/pc-api/member/user/update',
    { firstName: 'Ada', lastName: 'Lovelace', mailLanguage: 'en', mobile },
    {
      ...member.auth,
      'accept-language': language,
    },
  );

let numbers = 0;
/** A phone number no member has. */
function freeNumber(): string {
  numbers += 1;
  return `+1 555 019 ${String(numbers).padStart(4, '0')}`;
}

describe("another member's phone number in the profile", () => {
  it('is refused without saying that another account holds it', async () => {
    const owner = await createMember(app, { mobile: '15550002222' });
    const prober = await createMember(app);
    const answers = await Promise.all(['en', 'de', 'zh'].map((language) => profileWith(prober, '+1 555 000 2222', language)));
    expect(answers.map((a) => a.body)).toEqual([
      { code: 1_004_001_003, data: null, msg: 'This phone number cannot be used. Please check it; if it is yours, contact us.' },
      {
        code: 1_004_001_003,
        data: null,
        msg: 'Diese Telefonnummer kann nicht verwendet werden. Bitte prüfen Sie sie; wenn es Ihre ist, kontaktieren Sie uns.',
      },
      { code: 1_004_001_003, data: null, msg: '该手机号无法使用，请检查；如果是您的号码，请联系我们' },
    ]);
    expect((await app.db.member.findUniqueOrThrow({ where: { id: owner.id } })).mobile).toBe('15550002222');
  });

  it('cannot be searched for: five changes of the number a day, then 429 whether the number is taken or free', async () => {
    await createMember(app, { mobile: '15550003333' });
    const prober = await createMember(app);
    const codes: number[] = [];
    for (const mobile of [freeNumber(), '+1 555 000 3333', freeNumber(), freeNumber(), '1 (555) 000-3333'])
      codes.push((await profileWith(prober, mobile)).body.code);
    expect(codes).toEqual([0, 1_004_001_003, 0, 0, 1_004_001_003]);
    expect((await profileWith(prober, '+1 555 000 3333')).body.code).toBe(429);
    const kept = (await getJson(app, '/pc-api/member/user/get', prober.auth)).body.data.mobile;
    expect((await profileWith(prober, freeNumber())).body.code).toBe(429);
    // The profile itself can still be saved, with the number it has or without one.
    expect((await profileWith(prober, kept)).body.code).toBe(0);
    expect((await profileWith(prober, '')).body.code).toBe(0);
    // Another member's changes are their own.
    expect((await profileWith(await createMember(app), freeNumber())).body.code).toBe(0);
  });

  it('can be tried again the next day', async () => {
    const prober = await createMember(app);
    for (let i = 0; i < 5; i += 1) expect((await profileWith(prober, freeNumber())).body.code).toBe(0);
    expect((await profileWith(prober, freeNumber())).body.code).toBe(429);
    const clock = app.services.clock;
    app.services.clock = () => new Date(Date.now() + 24 * 60 * 60_000 + 1000);
    try {
      expect((await profileWith(prober, freeNumber())).body.code).toBe(0);
    } finally {
      app.services.clock = clock;
    }
  });
});
