import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTestApp, createMember, createTestApp, postJson, TENANT, type TestApp, type TestSmtp } from '../../../test/helpers.ts';
import { multipart, SAMPLES } from '../../../test/multipart.ts';

let app: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  ({ app, smtp } = await createMailTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' }));
});
afterAll(async () => app.close());

async function uploadPicture(): Promise<string> {
  const body = multipart({ name: 'screen.png', type: 'image/png', content: SAMPLES.png });
  const response = await app.inject({
    method: 'POST',
    url: '/pc-api/infra/file/upload',
    payload: body.payload,
    headers: { ...TENANT, ...body.headers },
  });
  return response.json().data;
}

const feedback = {
  mobile: '',
  lastName: 'Muster',
  firstName: 'Erika',
  countryId: 348,
  mail: 'erika@example.test',
  subject: '8',
  content: 'Die Lieferung kam schnell, danke!',
  picUrl: [] as string[],
};

describe('POST system/contact-us/create', () => {
  it('stores the message with its pictures and acknowledges it by e-mail in the request language', async () => {
    const picture = await uploadPicture();
    const { body } = await postJson(
      app,
      '/pc-api/system/contact-us/create',
      { ...feedback, picUrl: [picture] },
      { 'accept-language': 'de' },
    );
    expect(body).toMatchObject({ code: 0, data: expect.any(Number) });
    const stored = await app.db.contactMessage.findUniqueOrThrow({ where: { id: body.data } });
    expect(stored).toMatchObject({ content: feedback.content, picUrls: [picture], language: 'de', countryId: 348 });
    const mail = await smtp.mailTo('erika@example.test');
    expect(mail.to).toEqual(['erika@example.test']);
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?Q\?Wir_haben_Ihre_Nachricht_erhalten\?=|Subject: Wir haben Ihre Nachricht erhalten/);
    await expect
      .poll(() => app.db.mailLog.findFirstOrThrow({ where: { toAddress: 'erika@example.test' }, orderBy: { id: 'desc' } }))
      .toMatchObject({ status: 'sent', language: 'de', template: 'contact-ack' });
  });

  it("acknowledges a guest's message without quoting it or the sender's name: the form relays no text to the address given", async () => {
    const phishing = {
      ...feedback,
      firstName: 'Security team: log in at https://evil.example',
      mail: 'victim@example.test',
      content: 'Your account is locked, confirm at https://evil.example/login',
    };
    expect((await postJson(app, '/pc-api/system/contact-us/create', phishing)).body.code).toBe(0);
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: 'victim@example.test' }, orderBy: { id: 'desc' } });
    expect(mail.text).toContain('We received your message');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('evil.example');
  });

  it("quotes the message back to a member at the member's own address only", async () => {
    const member = await createMember(app);
    const content = 'Do you print logos on the A5 notebooks?';
    expect(
      (await postJson(app, '/pc-api/system/contact-us/create', { ...feedback, firstName: 'Ada', mail: member.mail, content }, member.auth))
        .body.code,
    ).toBe(0);
    const own = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail }, orderBy: { id: 'desc' } });
    expect(own.text).toContain(content);
    expect(own.text).toContain('Hello Ada Muster,');
    expect(
      (await postJson(app, '/pc-api/system/contact-us/create', { ...feedback, mail: 'someone-else@example.test', content }, member.auth))
        .body.code,
    ).toBe(0);
    const other = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: 'someone-else@example.test' }, orderBy: { id: 'desc' } });
    expect(other.text).not.toContain(content);
    expect(other.text).not.toContain('Erika');
  });

  it('accepts the minimal feedback of a guest without e-mail and sends nothing', async () => {
    // Counted in the mail log: earlier tests' mails may still be on their way to the SMTP server.
    const before = await app.db.mailLog.count();
    const { body } = await postJson(app, '/pc-api/system/contact-us/create', { content: 'Great shop' });
    expect(body.code).toBe(0);
    expect(await app.db.mailLog.count()).toBe(before);
  });

  it.each([
    ['no content', { ...feedback, content: '' }, 'content'],
    ['blank content', { ...feedback, content: '    ' }, 'content'],
    ['301 characters', { ...feedback, content: 'x'.repeat(301) }, 'content'],
    ['six pictures', { ...feedback, picUrl: Array(6).fill('http://shop.test/uploads/a.png') }, 'picUrl'],
    ['a bad e-mail', { ...feedback, mail: 'not-an-address' }, 'mail'],
    ['a wrong type', { ...feedback, countryId: 'DE' }, 'countryId'],
  ])('refuses %s with code 400 naming the field', async (_name, payload, field) => {
    const { body } = await postJson(app, '/pc-api/system/contact-us/create', payload, { 'accept-language': 'zh' });
    expect(body.code).toBe(400);
    expect(body.fields?.map((f) => f.field)).toContain(field);
    expect(body.msg).toMatch(/^请求参数不正确/);
  });

  it('accepts exactly 300 characters', async () => {
    expect((await postJson(app, '/pc-api/system/contact-us/create', { ...feedback, content: 'y'.repeat(300) })).body.code).toBe(0);
  });

  it('refuses pictures the shop did not issue', async () => {
    const { body } = await postJson(app, '/pc-api/system/contact-us/create', { ...feedback, picUrl: ['https://evil.example/x.png'] });
    expect(body.code).toBe(1_001_003_003);
  });

  it('refuses an unknown country', async () => {
    expect((await postJson(app, '/pc-api/system/contact-us/create', { ...feedback, countryId: 7 })).body.code).toBe(1_002_016_000);
  });

  it('answers malformed JSON with code 400, never 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/pc-api/system/contact-us/create',
      payload: '{"content": ',
      headers: { ...TENANT, 'content-type': 'application/json' },
    });
    expect(response.json()).toMatchObject({ code: 400, data: null });
  });

  it('answers a body over the limit with code 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/pc-api/system/contact-us/create',
      payload: JSON.stringify({ content: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { ...TENANT, 'content-type': 'application/json' },
    });
    expect(response.json().code).toBe(413);
  });
});

describe('development outbox', () => {
  it('keeps mail at /dev/mailbox when no SMTP server is configured', async () => {
    const outbox = await createTestApp();
    try {
      const member = await createMember(outbox);
      await postJson(
        outbox,
        '/pc-api/system/contact-us/create',
        { ...feedback, mail: member.mail, content: 'Hallo <b>Team</b>' },
        { 'accept-language': 'en', ...member.auth },
      );
      const page = await outbox.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('We received your message');
      expect(page.body).toContain('Hallo &lt;b&gt;Team&lt;/b&gt;');
      // Each mail's HTML part on a page of its own, as a mail program shows it.
      const id = /href="\/dev\/mailbox\/(\d+)"/.exec(page.body)![1];
      const html = await outbox.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
      expect(html.headers['content-security-policy']).toBe("default-src 'none'; img-src * data:; style-src 'unsafe-inline'");
      expect(html.body).toMatch(/^<!doctype html><html lang="en">/);
      expect(html.body).toContain('Hallo &lt;b&gt;Team&lt;/b&gt;');
      expect((await outbox.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
      expect((await outbox.inject({ method: 'GET', url: '/dev/mailbox/x' })).statusCode).toBe(404);
    } finally {
      await outbox.close();
    }
  });

  it('answers only requests from the machine itself, whatever X-Forwarded-For says', async () => {
    const outbox = await createTestApp({ TRUST_PROXY: '1', HOST: '0.0.0.0' });
    try {
      const from = (remoteAddress: string) =>
        outbox.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect((await from('203.0.113.9')).statusCode).toBe(404);
      expect((await outbox.inject({ method: 'GET', url: '/dev/mailbox/1', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
      expect((await from('127.0.0.1')).statusCode).toBe(200);
      expect((await from('::1')).statusCode).toBe(200);
    } finally {
      await outbox.close();
    }
  });

  it('is not there in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await production.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('keeps the contact form’s company and the product a question from its page is about; an unknown product is refused', async () => {
    const product = await app.db.spu.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const question = { ...feedback, subject: '5', company: 'Muster GmbH', spuId: product.id, content: 'Gibt es das auch in Grün?' };
    const { body } = await postJson(app, '/pc-api/system/contact-us/create', question);
    expect(body.code).toBe(0);
    expect(await app.db.contactMessage.findUniqueOrThrow({ where: { id: body.data } })).toMatchObject({
      subject: '5',
      company: 'Muster GmbH',
      spuId: product.id,
    });
    expect((await postJson(app, '/pc-api/system/contact-us/create', { ...question, spuId: 99_999_999 })).body.code).toBe(1_008_005_000);
  });
});
