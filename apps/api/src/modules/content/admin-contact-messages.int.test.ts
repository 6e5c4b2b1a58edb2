import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createMailTestApp, getJson, postJson, putJson, type TestApp, type TestSmtp } from '../../../test/helpers.ts';

let app: TestApp;
let smtp: TestSmtp;
let support: Awaited<ReturnType<typeof createStaff>>;
let catalogue: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  ({ app, smtp } = await createMailTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000', RATE_LIMIT_LOGINS_PER_MINUTE: '10000' }));
  support = await createStaff(app, 'support');
  catalogue = await createStaff(app, 'catalogue');
});
afterAll(async () => app.close());

let senderCount = 0;
/** A message sent through the storefront's form in `language`; answers its id and the sender's address. */
async function sendMessage(language: string) {
  senderCount += 1;
  const mail = `sender${senderCount}-${Date.now()}@example.test`;
  const { body } = await postJson(
    app,
    '/pc-api/system/contact-us/create',
    { firstName: 'Erika', lastName: 'Muster', mail, mobile: '', subject: '8', content: 'Druckt ihr Logos auf A5-Hefte?', picUrl: [] },
    { 'accept-language': language },
  );
  expect(body.code).toBe(0);
  return { id: body.data as number, mail };
}

const reply = (id: number, content: string, auth = support.auth) =>
  putJson(app, '/admin-api/system/contact-us/reply', { id, content }, auth);
const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));

describe('the back office’s inbox of contact messages', () => {
  it('lists new messages, answers one by e-mail in the sender’s language once, keeps the reply and who wrote it, audited', async () => {
    const message = await sendMessage('de');
    await smtp.mailTo(message.mail);

    const inbox = await getJson(app, '/admin-api/system/contact-us/page?status=0', support.auth);
    expect(inbox.body.data.list[0]).toMatchObject({
      id: message.id,
      mail: message.mail,
      firstName: 'Erika',
      content: 'Druckt ihr Logos auf A5-Hefte?',
      language: 'de',
      status: 0,
      replyContent: null,
      replyAdminName: null,
      company: '',
      spuId: null,
      spuName: null,
    });

    const text = 'Yes, we print logos on A5 notebooks from 25 pieces.';
    expect((await reply(message.id, text)).body).toMatchObject({ code: 0, data: true });

    await expect.poll(() => mailsTo(message.mail).length).toBe(2);
    const sent = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: message.mail, template: 'contact-reply' } });
    expect(sent).toMatchObject({ language: 'de', subject: 'Re: Ihre Nachricht an unseren Shop' });
    expect(sent.text).toContain('Hallo Erika Muster,');
    expect(sent.text).toContain(text);
    expect(sent.text).toContain('Druckt ihr Logos auf A5-Hefte?');
    expect(mailsTo(message.mail)[1]!.raw).toContain('Yes, we print logos');
    await expect.poll(async () => (await app.db.mailLog.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe('sent');

    const detail = await getJson(app, `/admin-api/system/contact-us/get?id=${message.id}`, support.auth);
    expect(detail.body.data).toMatchObject({
      status: 10,
      replyContent: text,
      replyAdminId: support.id,
      replyAdminName: support.username,
      replyTime: expect.any(Number),
    });
    const answered = await getJson(app, '/admin-api/system/contact-us/page?status=10', support.auth);
    expect(answered.body.data.list.map((m: { id: number }) => m.id)).toContain(message.id);
    const stillNew = await getJson(app, '/admin-api/system/contact-us/page?status=0', support.auth);
    expect(stillNew.body.data.list.map((m: { id: number }) => m.id)).not.toContain(message.id);

    // A second click sends nothing; marking it new again allows another answer.
    expect((await reply(message.id, 'again')).body.code).toBe(1_002_030_002);
    const reopen = await putJson(app, '/admin-api/system/contact-us/update-status', { id: message.id, status: 0 }, support.auth);
    expect(reopen.body).toMatchObject({ code: 0, data: true });
    expect((await reply(message.id, 'One more thing: shipping is free from 39.99.')).body.code).toBe(0);
    await expect.poll(() => mailsTo(message.mail).length).toBe(3);

    const audit = await app.db.auditLog.findMany({ where: { target: `content_contact_message:${message.id}` }, orderBy: { id: 'asc' } });
    expect(audit).toMatchObject([
      {
        adminId: support.id,
        action: 'content:contact-us:reply',
        before: { status: 0, replyContent: null },
        after: { status: 10, replyContent: text },
      },
      { action: 'content:contact-us:update-status', before: { status: 10 }, after: { status: 0 } },
      { action: 'content:contact-us:reply', after: { status: 10, replyContent: 'One more thing: shipping is free from 39.99.' } },
    ]);
  });

  it('answers in Chinese to a message sent in Chinese, and filters by the sender’s address', async () => {
    const message = await sendMessage('zh');
    expect((await reply(message.id, '可以，25 件起印。')).body.code).toBe(0);
    const sent = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: message.mail, template: 'contact-reply' } });
    expect(sent).toMatchObject({ language: 'zh', subject: '回复：您给本店的留言' });
    const byMail = await getJson(
      app,
      `/admin-api/system/contact-us/page?mail=${encodeURIComponent(message.mail.toUpperCase())}`,
      support.auth,
    );
    expect(byMail.body.data).toMatchObject({ total: 1, list: [{ id: message.id, status: 10 }] });
  });

  it('answers a message once when two admins reply at the same moment: one reply kept, one mail', async () => {
    const message = await sendMessage('en');
    const other = await createStaff(app, 'support');
    const answers = await Promise.all([reply(message.id, 'First answer'), reply(message.id, 'Second answer', other.auth)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1_002_030_002]);
    const kept = await app.db.contactMessage.findUniqueOrThrow({ where: { id: message.id } });
    const winner = answers[0]!.body.code === 0 ? { text: 'First answer', admin: support.id } : { text: 'Second answer', admin: other.id };
    expect(kept).toMatchObject({ status: 10, replyContent: winner.text, replyAdminId: winner.admin });
    expect(await app.db.mailLog.count({ where: { toAddress: message.mail, template: 'contact-reply' } })).toBe(1);
    expect(await app.db.auditLog.count({ where: { target: `content_contact_message:${message.id}` } })).toBe(1);
  });

  it('marks a message answered without a reply, audited', async () => {
    const message = await sendMessage('en');
    expect((await putJson(app, '/admin-api/system/contact-us/update-status', { id: message.id, status: 10 }, support.auth)).body.code).toBe(
      0,
    );
    expect(await app.db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({ status: 10, replyContent: null });
    expect(await app.db.auditLog.findMany({ where: { target: `content_contact_message:${message.id}` } })).toMatchObject([
      { action: 'content:contact-us:update-status', before: { status: 0 }, after: { status: 10 } },
    ]);
    expect(await app.db.mailLog.count({ where: { toAddress: message.mail, template: 'contact-reply' } })).toBe(0);
  });

  it('refuses an empty reply or a bad status (400), an unknown message, a message without address; 403 without content permissions', async () => {
    const message = await sendMessage('en');
    expect((await reply(message.id, '   ')).body.code).toBe(400);
    expect((await reply(message.id, 'x'.repeat(5001))).body.code).toBe(400);
    expect((await putJson(app, '/admin-api/system/contact-us/update-status', { id: message.id, status: 5 }, support.auth)).body.code).toBe(
      400,
    );
    expect((await getJson(app, '/admin-api/system/contact-us/page?status=3', support.auth)).body.code).toBe(400);
    expect((await reply(2_000_000_000, 'hello')).body.code).toBe(1_002_030_000);
    expect((await getJson(app, '/admin-api/system/contact-us/get?id=2000000000', support.auth)).body.code).toBe(1_002_030_000);

    const anonymous = await postJson(app, '/pc-api/system/contact-us/create', { content: 'Great shop' });
    expect((await reply(anonymous.body.data, 'Thanks!')).body.code).toBe(1_002_030_001);

    expect((await getJson(app, '/admin-api/system/contact-us/page', catalogue.auth)).body.code).toBe(403);
    expect((await reply(message.id, 'hello', catalogue.auth)).body.code).toBe(403);
    expect((await app.db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).status).toBe(0);
  });
});
