import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, getJson, postJson, TENANT, type TestApp } from '../../../test/helpers.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { buildApp } from '../../app.ts';
import { forgetExpiredAttempts } from './attempts.ts';
import { hashPassword } from './passwords.ts';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_FORMS_PER_MINUTE: '1000', RATE_LIMIT_LOGINS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** Resolves once `count` statements on the e-mail codes wait for a lock. */
async function waitForLockWaiters(client: pg.Client, count: number): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    // Within a transaction the activity view is a snapshot unless cleared.
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%member_email_code%'",
    );
    if (rows[0]!.n >= count) return;
    await sleep(20);
  }
  throw new Error(`fewer than ${count} statements wait for the lock`);
}

let mailCount = 0;
const newMail = () => `buyer${++mailCount}-${Date.now()}@example.test`;

/** The code of the newest mail to the address, as the member reads it (mail arrives after the answer). */
async function codeIn(mail: string, mailbox = smtp): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const message = [...mailbox.received].reverse().find((m) => m.to.includes(mail));
    const code = message?.raw.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await sleep(20);
  }
  throw new Error(`no code mailed to ${mail}`);
}

async function sendCode(mail: string, scene: 0 | 1, headers: Record<string, string> = {}) {
  return postJson(app, '/pc-api/member/auth/send-email-code', { email: mail, scene }, headers);
}

const fullForm = (mail: string, code: string) => ({
  mobile: '(281) 555-0147',
  password: 'paper-2024',
  confirmPassword: 'paper-2024',
  birthday: '1990-05-17',
  lastName: 'Muster',
  firstName: 'Erika',
  countryId: 348,
  mobileId: 281,
  mail,
  code,
});

describe('registration with an e-mail code', () => {
  it('mails a 6-digit code in the request language and registers with the full form, answering a token pair', async () => {
    const mail = newMail();
    expect((await sendCode(mail, 0, { 'accept-language': 'de' })).body).toMatchObject({ code: 0, data: true });
    const code = await codeIn(mail);
    expect(smtp.received.find((m) => m.to.includes(mail))!.raw).toContain('Registrierungscode');
    const { body } = await postJson(app, '/pc-api/member/auth/sms-mail-register', fullForm(mail, code));
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      userId: expect.any(Number),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresTime: expect.any(Number),
    });
    expect(body.data.expiresTime - Date.now()).toBeGreaterThan(29 * 60_000);
    const profile = await getJson(app, '/pc-api/member/user/get', { authorization: `Bearer ${body.data.accessToken}` });
    expect(profile.body.data).toMatchObject({
      mail,
      firstName: 'Erika',
      birthday: '1990-05-17',
      countryId: 348,
      mobile: '2815550147',
      mobileId: 281,
    });
  });

  it('registers with the short store-account form', async () => {
    const mail = newMail();
    await sendCode(mail, 0);
    const { body } = await postJson(app, '/pc-api/member/auth/sms-mail-register', {
      firstName: 'Li',
      lastName: 'Wei',
      mail,
      code: await codeIn(mail),
      password: 'abc!def?9',
      confirmPassword: 'abc!def?9',
    });
    expect(body.code).toBe(0);
  });

  it('asks to wait 60 s before another code', async () => {
    const mail = newMail();
    await sendCode(mail, 0);
    const again = await sendCode(mail, 0);
    expect(again.body.code).toBe(1_004_002_001);
    expect(again.body.msg).toMatch(/\d+ seconds/);
  });

  it('stops sending codes to an address after 10 a day', async () => {
    const mail = newMail();
    const earlier = new Date(Date.now() - 3_600_000);
    await app.db.emailCode.createMany({
      data: Array.from({ length: 10 }, () => ({ mail, scene: 0, codeHash: 'x', ip: '10.9.9.9', expiresAt: earlier, createdAt: earlier })),
    });
    expect((await sendCode(mail, 0)).body.code).toBe(1_004_002_002);
  });

  it('limits registrations per client address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/pc-api/member/auth/sms-mail-register',
          payload: fullForm(newMail(), '123456'),
          headers: { 'tenant-id': '1' },
        });
        codes.push(response.json().code);
      }
      expect(codes).toEqual([1_004_002_000, 1_004_002_000, 429]);
    } finally {
      await limited.close();
    }
  });

  it('takes a code once, and refuses a wrong one', async () => {
    const mail = newMail();
    await sendCode(mail, 0);
    const code = await codeIn(mail);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await postJson(app, '/pc-api/member/auth/sms-mail-register', fullForm(mail, wrong))).body.code).toBe(1_004_002_000);
    expect((await postJson(app, '/pc-api/member/auth/sms-mail-register', { ...fullForm(mail, code), mobile: '' })).body.code).toBe(0);
    expect((await postJson(app, '/pc-api/member/auth/sms-mail-register', { ...fullForm(mail, code), mobile: '' })).body.code).toBe(
      1_004_002_000,
    );
  });

  it('voids a code after 5 wrong tries', async () => {
    const mail = newMail();
    await sendCode(mail, 0);
    const code = await codeIn(mail);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) await postJson(app, '/pc-api/member/auth/sms-mail-register', { ...fullForm(mail, wrong), mobile: '' });
    expect((await postJson(app, '/pc-api/member/auth/sms-mail-register', { ...fullForm(mail, code), mobile: '' })).body.code).toBe(
      1_004_002_000,
    );
  });

  it('counts a guess before comparing it: the right code arriving while the fifth wrong guess is being checked is refused', async () => {
    const mail = newMail();
    await sendCode(mail, 0);
    const code = await codeIn(mail);
    const wrong = code === '123456' ? '654321' : '123456';
    const register = (guess: string) => postJson(app, '/pc-api/member/auth/sms-mail-register', { ...fullForm(mail, guess), mobile: '' });
    for (let i = 0; i < 4; i += 1) expect((await register(wrong)).body.code).toBe(1_004_002_000);
    const row = await app.db.emailCode.findFirstOrThrow({ where: { mail }, orderBy: { id: 'desc' } });
    // Holding the code's row keeps the fifth guess in the middle of its check while the right code arrives.
    const holder = new pg.Client({ connectionString: app.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM member_email_code WHERE id = $1 FOR UPDATE', [row.id]);
      const fifth = register(wrong);
      await waitForLockWaiters(holder, 1);
      const right = register(code);
      await waitForLockWaiters(holder, 2);
      await holder.query('COMMIT');
      expect((await fifth).body.code).toBe(1_004_002_000);
      expect((await right).body.code).toBe(1_004_002_000);
    } finally {
      await holder.end();
    }
  });

  it('limits failed code checks per address, whatever client addresses they come from', async () => {
    const mail = newMail();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/pc-api/member/auth/sms-mail-register',
        payload: { ...fullForm(mail, '123456'), mobile: '' },
        headers: TENANT,
        remoteAddress: `10.20.0.${i + 1}`,
      });
      codes.push(response.json().code);
    }
    expect(codes).toEqual([...Array(10).fill(1_004_002_000), 429]);
    // Other addresses are not affected.
    const other = newMail();
    await sendCode(other, 0);
    expect(
      (await postJson(app, '/pc-api/member/auth/sms-mail-register', { ...fullForm(other, await codeIn(other)), mobile: '' })).body.code,
    ).toBe(0);
  });

  it('names an already registered address only to the holder of its code', async () => {
    const existing = await createMember(app);
    await sendCode(existing.mail, 0);
    const { body } = await postJson(app, '/pc-api/member/auth/sms-mail-register', {
      ...fullForm(existing.mail, await codeIn(existing.mail)),
      mobile: '',
    });
    expect(body.code).toBe(1_004_001_002);
  });

  it.each([
    ['a short password', { password: 'abc12', confirmPassword: 'abc12' }, 'password', /at least 8 characters/],
    ['letters only', { password: 'abcdefghij', confirmPassword: 'abcdefghij' }, 'password', /2 of them digits/],
    ['one digit only', { password: 'abcdefgh1', confirmPassword: 'abcdefgh1' }, 'password', /2 of them digits/],
    ['different confirmation', { confirmPassword: 'paper-2025' }, 'confirmPassword', /does not match/],
    ['a bad e-mail', { mail: 'erika@' }, 'mail', /valid e-mail/],
    ['no first name', { firstName: '' }, 'firstName', /required/],
    ['a future birthday', { birthday: '2999-01-01' }, 'birthday', /real date in the past/],
    ['an impossible date', { birthday: '2001-02-30' }, 'birthday', /real date/],
    ['a 5-digit code', { code: '12345' }, 'code', /6-digit code/],
    ['letters in the phone', { mobile: 'call me' }, 'mobile', /digits/],
  ])('refuses %s naming the field', async (_name, change, field, message) => {
    const { body } = await postJson(app, '/pc-api/member/auth/sms-mail-register', { ...fullForm(newMail(), '123456'), ...change });
    expect(body.code).toBe(400);
    const failure = body.fields?.find((f) => f.field === field);
    expect(failure?.message).toMatch(message);
  });

  it('explains the password rule in German', async () => {
    const { body } = await postJson(
      app,
      '/pc-api/member/auth/sms-mail-register',
      { ...fullForm(newMail(), '123456'), password: 'kurz', confirmPassword: 'kurz' },
      { 'accept-language': 'de' },
    );
    expect(body.msg).toContain('mindestens 8 Zeichen, davon mindestens 2 Ziffern oder Sonderzeichen');
  });
});

describe('login, refresh and logout', () => {
  it('logs in by e-mail (any case) and by phone number', async () => {
    const member = await createMember(app, { mobile: '4915112345678' });
    expect(
      (await postJson(app, '/pc-api/member/auth/login', { mobile: member.mail.toUpperCase(), password: member.password })).body.code,
    ).toBe(0);
    expect(
      (await postJson(app, '/pc-api/member/auth/login', { mobile: '+49 151 12345678', password: member.password, rememberMe: true })).body
        .code,
    ).toBe(0);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const member = await createMember(app);
    const wrong = await postJson(app, '/pc-api/member/auth/login', { mobile: member.mail, password: 'wrong-password-1' });
    const unknown = await postJson(app, '/pc-api/member/auth/login', { mobile: 'nobody@example.test', password: 'wrong-password-1' });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe(1_004_003_000);
  });

  it('rotates the refresh token, and a reused one ends that login', async () => {
    const member = await createMember(app);
    const first = member.tokens.refreshToken;
    const rotated = await postJson(app, `/pc-api/member/auth/refresh-token?refreshToken=${first}`, undefined);
    expect(rotated.body.code).toBe(0);
    expect(rotated.body.data.refreshToken).not.toBe(first);
    const rotatedAuth = { authorization: `Bearer ${rotated.body.data.accessToken}` };
    expect((await getJson(app, '/pc-api/member/user/get', rotatedAuth)).body.code).toBe(0);
    const replay = await postJson(app, `/pc-api/member/auth/refresh-token?refreshToken=${first}`, undefined);
    expect(replay.body.code).toBe(401);
    const afterTheft = await postJson(app, `/pc-api/member/auth/refresh-token?refreshToken=${rotated.body.data.refreshToken}`, undefined);
    expect(afterTheft.body.code).toBe(401);
    // The login's access token ends with it, not when it expires.
    expect((await getJson(app, '/pc-api/member/user/get', rotatedAuth)).body.code).toBe(401);
  });

  it('logout ends the login: its refresh token no longer works', async () => {
    const member = await createMember(app);
    expect((await postJson(app, '/pc-api/member/auth/logout', undefined, member.auth)).body.code).toBe(0);
    expect((await postJson(app, `/pc-api/member/auth/refresh-token?refreshToken=${member.tokens.refreshToken}`, undefined)).body.code).toBe(
      401,
    );
  });

  it("logout refuses the login's access token from the next request; the member's other logins go on", async () => {
    const member = await createMember(app);
    const other = await postJson(app, '/pc-api/member/auth/login', { mobile: member.mail, password: member.password });
    const otherAuth = { authorization: `Bearer ${other.body.data.accessToken}` };
    expect((await getJson(app, '/pc-api/member/user/get', member.auth)).body.code).toBe(0);
    expect((await postJson(app, '/pc-api/member/auth/logout', undefined, member.auth)).body.code).toBe(0);
    expect((await getJson(app, '/pc-api/member/user/get', member.auth)).body.code).toBe(401);
    expect((await getJson(app, '/pc-api/member/user/get', otherAuth)).body.code).toBe(0);
  });

  it('mails a security notice after the reset, naming the account and the way back', async () => {
    const member = await createMember(app);
    await sendCode(member.mail, 1);
    await postJson(app, '/pc-api/member/auth/reset-password', {
      mail: member.mail,
      code: await codeIn(member.mail),
      password: 'new-pass-78',
    });
    const [mail] = await app.db.mailLog.findMany({ where: { toAddress: member.mail, template: 'password-reset' } });
    expect(mail).toMatchObject({ language: 'en', subject: 'Your password was changed' });
    expect(mail!.text).toContain('reset with an e-mail code');
    expect(mail!.text).toContain('/forgetAccount');
  });

  it('answers code 401 for a missing, forged or expired access token', async () => {
    const member = await createMember(app);
    const expired = app.jwt.sign({ sub: member.id, fam: 'x' }, { expiresIn: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const authorization of [undefined, 'Bearer not-a-token', `Bearer ${member.tokens.accessToken}x`, `Bearer ${expired}`]) {
      const { body } = await getJson(app, '/pc-api/member/user/get', authorization ? { authorization } : {});
      expect(body.code, authorization).toBe(401);
    }
  });

  it('limits login attempts per client address: a flood from one address gets 429, whatever accounts it tries', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/pc-api/member/auth/login',
          payload: { mobile: `target${i}@example.test`, password: 'guess-1234' },
          headers: { 'tenant-id': '1' },
          remoteAddress: '10.0.0.1',
        });
        codes.push(response.json().code);
      }
      expect(codes).toEqual([1_004_003_000, 1_004_003_000, 1_004_003_000, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('login limit per account and client address', () => {
  let limited: TestApp;
  /** Another instance on the same database: its own per-address limit, the same failure counts. */
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '3' });
    second = await buildApp({ config: limited.services.config, databaseUrl: limited.databaseUrl, webDist: limited.uploadDir });
  });
  afterAll(async () => {
    await second.close();
    await limited.close();
  });

  let addresses = 0;
  /** A client address of its own. */
  const newAddress = () => {
    addresses += 1;
    return `10.30.${addresses >> 8}.${addresses & 255}`;
  };
  /** A member created in the database: logging in here would use up the per-address limit of the test's own address. */
  async function account(mobile: string | null = null) {
    const mail = `limited${newAddress().replaceAll('.', '-')}@example.test`;
    const password = 'secret-12';
    await limited.db.member.create({
      data: { mail, mobile, passwordHash: await hashPassword(password), firstName: 'Ada', lastName: 'King' },
    });
    return { mail, password };
  }

  async function login(mobile: string, password: string, from: string, instance: Pick<TestApp, 'inject'> = limited) {
    const response = await instance.inject({
      method: 'POST',
      url: '/pc-api/member/auth/login',
      payload: { mobile, password },
      headers: TENANT,
      remoteAddress: from,
    });
    return response.json().code as number;
  }

  it("lets no stranger lock an account: an address's failures leave the owner at another address in at once", async () => {
    const member = await account();
    const attacker = newAddress();
    const codes = [];
    for (let i = 0; i < 8; i += 1) codes.push(await login(member.mail, `wrong-password-${i}`, attacker));
    expect(codes).toEqual([...Array(3).fill(1_004_003_000), ...Array(5).fill(429)]);
    expect(await login(member.mail, member.password, newAddress())).toBe(0);
    expect(await login(member.mail, member.password, newAddress(), second)).toBe(0);
  });

  it('holds the failing address back from that account only, and for a minute at most', async () => {
    const [member, other] = [await account(), await account()];
    const attacker = newAddress();
    for (let i = 0; i < 3; i += 1) expect(await login(member.mail, `wrong-password-${i}`, attacker)).toBe(1_004_003_000);
    // On an instance whose per-address limit this address has not used, the account's count for it still holds.
    expect(await login(member.mail, member.password, attacker, second)).toBe(429);
    expect(await login(other.mail, other.password, attacker, second)).toBe(0);
    const clock = second.services.clock;
    second.services.clock = () => new Date(Date.now() + 61_000);
    try {
      expect(await login(member.mail, member.password, attacker, second)).toBe(0);
    } finally {
      second.services.clock = clock;
    }
  });

  it('counts failed logins per account, however its phone number or e-mail is spelled', async () => {
    const member = await account('2815550147');
    const from = newAddress();
    const tries = [];
    for (const spelling of ['a2815550147', '281-555-0147', '(281) 555 0147']) tries.push(await login(spelling, 'wrong-password-1', from));
    expect(tries).toEqual([1_004_003_000, 1_004_003_000, 1_004_003_000]);
    expect(await login('2815550147', member.password, from, second)).toBe(429);
    expect(await login(member.mail.toUpperCase(), member.password, from, second)).toBe(429);
  });

  it('counts failures only: the owner logs in more often than the limit', async () => {
    const member = await account();
    const from = newAddress();
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push(await login(member.mail, member.password, from));
    expect(codes).toEqual([0, 0, 0]);
    // A mistyped password in between still leaves the owner in.
    expect(await login(member.mail, 'mistyped-pass-1', from, second)).toBe(1_004_003_000);
    expect(await login(` ${member.mail.toUpperCase()} `, member.password, from, second)).toBe(0);
  });

  it('counts the failures on every instance of the shop together', async () => {
    const member = await account();
    const from = newAddress();
    expect(await login(member.mail, 'wrong-password-1', from)).toBe(1_004_003_000);
    expect(await login(member.mail, 'wrong-password-2', from, second)).toBe(1_004_003_000);
    expect(await login(member.mail, 'wrong-password-3', from)).toBe(1_004_003_000);
    expect(await login(member.mail, member.password, from, second)).toBe(429);
  });

  it('forgets the counts whose minute is over', async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i += 1) await login('forgotten@example.test', 'wrong-password-1', from);
    expect(await login('forgotten@example.test', 'wrong-password-1', from, second)).toBe(429);
    const later = new Date(Date.now() + 61_000);
    expect(await forgetExpiredAttempts(limited.db, later)).toBeGreaterThan(0);
    expect(await limited.db.attemptCount.count({ where: { key: { startsWith: 'login:forgotten@example.test' } } })).toBe(0);
  });
});

describe('refresh tokens stay out of URLs and logs', () => {
  it('takes the refresh token from a JSON body as well as from the query', async () => {
    const member = await createMember(app);
    const rotated = await postJson(app, '/pc-api/member/auth/refresh-token', { refreshToken: member.tokens.refreshToken });
    expect(rotated.body.code).toBe(0);
    expect((await postJson(app, '/pc-api/member/auth/refresh-token', {})).body.code).toBe(400);
    expect(
      (await postJson(app, `/pc-api/member/auth/refresh-token?refreshToken=${rotated.body.data.refreshToken}`, undefined)).body.code,
    ).toBe(0);
  });

  it('never writes a refresh token to the log, wherever it travels', async () => {
    const log = new PassThrough();
    const lines: string[] = [];
    log.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const logged = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log });
    try {
      const member = await createMember(logged);
      const first = member.tokens.refreshToken;
      const viaQuery = await postJson(logged, `/pc-api/member/auth/refresh-token?refreshToken=${first}&next=1`, undefined);
      expect(viaQuery.body.code).toBe(0);
      const viaBody = await postJson(logged, '/pc-api/member/auth/refresh-token', { refreshToken: viaQuery.body.data.refreshToken });
      expect(viaBody.body.code).toBe(0);
      // A reused token is refused and the refusal logged: still without the token.
      expect((await postJson(logged, `/pc-api/member/auth/refresh-token?refreshToken=${first}`, undefined)).body.code).toBe(401);
      const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((line) => (line.req ? [line.req.url] : []));
      expect(urls).toContain('/pc-api/member/auth/refresh-token?refreshToken=[redacted]&next=1');
      for (const token of [first, viaQuery.body.data.refreshToken, viaBody.body.data.refreshToken]) {
        expect(lines.filter((line) => line.includes(token))).toEqual([]);
      }
    } finally {
      await logged.close();
    }
  });
});

describe('code mails off the request path', () => {
  it('answers as fast for an address with an account as for one without, while the mail server takes 2 s', async () => {
    const slow = await startSmtpServer(0, { delayMs: 2000 });
    const slowApp = await createTestApp({ SMTP_URL: slow.url, RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    try {
      const member = await createMember(slowApp);
      const timed = async (email: string, scene: 0 | 1) => {
        const started = performance.now();
        const { body } = await postJson(slowApp, '/pc-api/member/auth/send-email-code', { email, scene });
        expect(body).toMatchObject({ code: 0, data: true });
        return performance.now() - started;
      };
      expect(await timed(member.mail, 1)).toBeLessThan(500);
      expect(await timed(newMail(), 1)).toBeLessThan(500);
      expect(await timed(newMail(), 0)).toBeLessThan(500);
      // The mail still arrives, after the answer.
      expect(await codeIn(member.mail, slow)).toMatch(/^\d{6}$/);
    } finally {
      await slowApp.close();
      await slow.close();
    }
  });
});

describe('password reset', () => {
  it('sets a new password with a mailed code and ends every session', async () => {
    const member = await createMember(app);
    await sendCode(member.mail, 1, { 'accept-language': 'zh' });
    const { body } = await postJson(app, '/pc-api/member/auth/reset-password', {
      mail: member.mail,
      code: await codeIn(member.mail),
      password: 'new-pass-77',
    });
    expect(body).toMatchObject({ code: 0, data: true });
    expect((await postJson(app, '/pc-api/member/auth/login', { mobile: member.mail, password: 'new-pass-77' })).body.code).toBe(0);
    expect((await postJson(app, '/pc-api/member/auth/login', { mobile: member.mail, password: member.password })).body.code).toBe(
      1_004_003_000,
    );
    expect((await postJson(app, `/pc-api/member/auth/refresh-token?refreshToken=${member.tokens.refreshToken}`, undefined)).body.code).toBe(
      401,
    );
  });

  it('refuses the access tokens issued before the reset from the next request', async () => {
    const member = await createMember(app);
    expect((await getJson(app, '/pc-api/member/user/get', member.auth)).body.code).toBe(0);
    await sendCode(member.mail, 1);
    const reset = await postJson(app, '/pc-api/member/auth/reset-password', {
      mail: member.mail,
      code: await codeIn(member.mail),
      password: 'new-pass-79',
    });
    expect(reset.body.code).toBe(0);
    expect((await getJson(app, '/pc-api/member/user/get', member.auth)).body.code).toBe(401);
  });

  it('answers an unknown address like a known one and mails nothing', async () => {
    const mail = newMail();
    expect((await sendCode(mail, 1)).body).toMatchObject({ code: 0, data: true });
    await sleep(300);
    expect(smtp.received.filter((m) => m.to.includes(mail))).toEqual([]);
    expect((await postJson(app, '/pc-api/member/auth/reset-password', { mail, code: '123456', password: 'new-pass-77' })).body.code).toBe(
      1_004_002_000,
    );
  });
});
