import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createMember, createMailTestApp, getJson, postJson, putJson, type TestApp, type TestSmtp } from '../../../test/helpers.ts';

let app: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  ({ app, smtp } = await createMailTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000', RATE_LIMIT_LOGINS_PER_MINUTE: '10000' }));
});
afterAll(async () => app.close());

/** The raw mail with quoted-printable soft breaks undone, so links read whole. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

let count = 0;
/** Signs an address up and answers the token of the confirmation link it was mailed. */
async function signUp(mail = `reader${++count}-${Date.now()}@example.test`, headers: Record<string, string> = {}) {
  const confirmations = () => smtp.received.filter((m) => m.to.includes(mail) && plain(m.raw).includes('newsletter?confirm='));
  const before = confirmations().length;
  const { body } = await postJson(app, '/pc-api/promotion/newsletter/subscribe', { email: mail }, headers);
  expect(body).toMatchObject({ code: 0, data: true });
  await expect.poll(() => confirmations().length).toBe(before + 1);
  const received = confirmations()[before]!;
  const token = plain(received.raw).match(/newsletter\?confirm=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();
  return { mail, token: token as string, raw: received.raw };
}

describe('promotion/newsletter', () => {
  it('confirms once within the hour and mails a 10 % coupon bound to the e-mail, valid 3 years, with an unsubscribe link and header', async () => {
    const { mail, token } = await signUp();
    const confirmed = await getJson(app, `/pc-api/promotion/newsletter/confirm?token=${token}`);
    expect(confirmed.body).toMatchObject({ code: 0, data: { mail, couponCode: expect.stringMatching(/^NL[A-Z0-9]{10}$/) } });
    const coupon = await app.db.coupon.findUniqueOrThrow({ where: { code: confirmed.body.data.couponCode } });
    expect(coupon).toMatchObject({ type: 'percent', value: 10, mail, totalLimit: 1, perMemberLimit: 1, status: 0 });
    const years = (coupon.validTo!.getTime() - coupon.validFrom!.getTime()) / (365.25 * 24 * 3600 * 1000);
    expect(Math.round(years)).toBe(3);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(mail)).length).toBe(2);
    const welcome = smtp.received.filter((m) => m.to.includes(mail))[1]!;
    expect(plain(welcome.raw)).toContain(coupon.code);
    expect(welcome.raw).toMatch(/^List-Unsubscribe:\s*<http:\/\/shop\.test\/newsletter\/unsubscribe\?token=[\w-]+>/m);
    expect(welcome.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(plain(welcome.raw)).toMatch(/http:\/\/shop\.test\/newsletter\?unsubscribe=[\w-]+/);

    const reused = await getJson(app, `/pc-api/promotion/newsletter/confirm?token=${token}`);
    expect(reused.body.code).not.toBe(0);
    expect(reused.body.msg).toMatch(/not valid/);
  });

  it('ties a sign-up to the account of its e-mail, not to the logged-in member who typed it', async () => {
    const ada = await createMember(app);
    const { mail } = await signUp(undefined, ada.auth);
    expect(await app.db.newsletterSubscriber.findUniqueOrThrow({ where: { mail } })).toMatchObject({ memberId: null });
    await signUp(ada.mail, ada.auth);
    expect(await app.db.newsletterSubscriber.findUniqueOrThrow({ where: { mail: ada.mail } })).toMatchObject({ memberId: ada.id });
  });

  it('refuses a confirmation link older than an hour', async () => {
    const { mail, token } = await signUp();
    await app.db.newsletterSubscriber.update({ where: { mail }, data: { confirmExpiresAt: new Date(Date.now() - 1000) } });
    const expired = await getJson(app, `/pc-api/promotion/newsletter/confirm?token=${token}`);
    expect(expired.body.msg).toMatch(/expired/);
    expect(await app.db.newsletterSubscriber.findUniqueOrThrow({ where: { mail } })).toMatchObject({ status: 0, couponId: null });
  });

  it('replaces an earlier link by a new sign-up, and sends nothing to an address already subscribed', async () => {
    const first = await signUp();
    const second = await signUp(first.mail);
    expect(second.token).not.toBe(first.token);
    expect((await getJson(app, `/pc-api/promotion/newsletter/confirm?token=${first.token}`)).body.code).not.toBe(0);
    expect((await getJson(app, `/pc-api/promotion/newsletter/confirm?token=${second.token}`)).body.code).toBe(0);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(first.mail)).length).toBe(3);
    await postJson(app, '/pc-api/promotion/newsletter/subscribe', { email: first.mail });
    expect(await app.db.mailLog.count({ where: { toAddress: first.mail } })).toBe(3);
  });

  it('unsubscribes with the link (again: no change), and a second sign-up of that e-mail gets no second coupon', async () => {
    const { mail, token } = await signUp();
    const confirmed = await getJson(app, `/pc-api/promotion/newsletter/confirm?token=${token}`);
    expect(confirmed.body.data.couponCode).toBeTruthy();
    const row = await app.db.newsletterSubscriber.findUniqueOrThrow({ where: { mail } });
    expect((await getJson(app, `/pc-api/promotion/newsletter/unsubscribe?token=${row.unsubscribeToken}`)).body.data).toBe(true);
    expect((await getJson(app, `/pc-api/promotion/newsletter/unsubscribe?token=${row.unsubscribeToken}`)).body.data).toBe(true);
    expect(await app.db.newsletterSubscriber.findUniqueOrThrow({ where: { mail } })).toMatchObject({ status: 2 });
    expect((await getJson(app, '/pc-api/promotion/newsletter/unsubscribe?token=not-a-real-token-at-all')).body.code).not.toBe(0);

    const again = await signUp(mail);
    const reconfirmed = await getJson(app, `/pc-api/promotion/newsletter/confirm?token=${again.token}`);
    expect(reconfirmed.body.data).toEqual({ mail, couponCode: null });
    expect(await app.db.coupon.count({ where: { mail } })).toBe(1);
  });

  it("keeps a member's notification setting in step with the list both ways", async () => {
    const ada = await createMember(app);
    const { token } = await signUp(ada.mail);
    await getJson(app, `/pc-api/promotion/newsletter/confirm?token=${token}`);
    const settings = (await getJson(app, '/pc-api/member/user/get-settings', ada.auth)).body.data;
    expect(settings.notification.newsletter).toBe(true);
    const off = await putJson(
      app,
      '/pc-api/member/user/update-settings',
      { ...settings, notification: { ...settings.notification, newsletter: false } },
      ada.auth,
    );
    expect(off.body.data.notification.newsletter).toBe(false);
    expect(await app.db.newsletterSubscriber.findUniqueOrThrow({ where: { mail: ada.mail } })).toMatchObject({ status: 2 });
    // Switching on again mails a confirmation link; the setting follows once it is confirmed.
    const on = await putJson(app, '/pc-api/member/user/update-settings', settings, ada.auth);
    expect(on.body.data.notification.newsletter).toBe(false);
    await expect.poll(async () => (await app.db.newsletterSubscriber.findUniqueOrThrow({ where: { mail: ada.mail } })).status).toBe(0);
  });

  it('lists the sign-ups and exports them as CSV for content staff only', async () => {
    const { mail, token } = await signUp();
    await getJson(app, `/pc-api/promotion/newsletter/confirm?token=${token}`);
    const support = await createStaff(app, 'support');
    const catalogue = await createStaff(app, 'catalogue');
    const page = await getJson(app, `/admin-api/promotion/newsletter/page?mail=${encodeURIComponent(mail)}`, support.auth);
    expect(page.body.data).toMatchObject({ total: 1, list: [{ mail, status: 1, couponCode: expect.any(String) }] });
    const csv = await getJson(app, '/admin-api/promotion/newsletter/export?status=1', support.auth);
    const lines = (csv.body.data as string).trim().split('\n');
    expect(lines[0]).toBe('mail,status,language,coupon,confirmed_at,unsubscribed_at,signed_up_at');
    expect(lines.some((l) => l.startsWith(`${mail},subscribed,en,NL`))).toBe(true);
    expect((await getJson(app, '/admin-api/promotion/newsletter/page', catalogue.auth)).body.code).toBe(403);
  });

  it('unsubscribes with one click: a mail program POSTs to the List-Unsubscribe address without login or shop headers', async () => {
    const { mail, token } = await signUp();
    await getJson(app, `/pc-api/promotion/newsletter/confirm?token=${token}`);
    const row = await app.db.newsletterSubscriber.findUniqueOrThrow({ where: { mail } });
    const oneClick = (unsubscribeToken: string) =>
      app.inject({
        method: 'POST',
        url: `/newsletter/unsubscribe?token=${unsubscribeToken}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const answer = await oneClick(row.unsubscribeToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: 0, data: true });
    expect(await app.db.newsletterSubscriber.findUniqueOrThrow({ where: { mail } })).toMatchObject({ status: 2 });
    expect((await oneClick(row.unsubscribeToken)).json()).toMatchObject({ code: 0 });
    expect((await oneClick('not-a-real-token-at-all')).json().code).not.toBe(0);
    const opened = await app.inject({ method: 'GET', url: `/newsletter/unsubscribe?token=${row.unsubscribeToken}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/newsletter?unsubscribe=${row.unsubscribeToken}`);
  });
});
