import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { purgeExpired } from './retention.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const DAY = 86_400_000;
const mail = (template: string, status: string, ageDays: number) => ({
  toAddress: 'ada@example.test',
  template,
  language: 'en',
  subject: `Subject of ${template}: 123456`,
  text: 'Your code is 123456',
  html: '<p>Your code is 123456</p>',
  status,
  createdAt: new Date(Date.now() - ageDays * DAY),
});

describe('retention', () => {
  it('purges codes, expired refresh tokens and mail bodies after their purpose, keeping who, when and which template', async () => {
    const member = await createMember(app);
    await app.db.emailCode.createMany({
      data: [
        {
          mail: 'ada@example.test',
          scene: 0,
          codeHash: 'old',
          expiresAt: new Date(Date.now() - 3 * DAY),
          createdAt: new Date(Date.now() - 3 * DAY),
        },
        { mail: 'ada@example.test', scene: 0, codeHash: 'today', expiresAt: new Date(Date.now() + 60_000) },
      ],
    });
    await app.db.refreshToken.create({
      data: {
        memberId: member.id,
        tokenHash: `expired-${Date.now()}`,
        familyId: 'f',
        expiresAt: new Date(Date.now() - 1000),
        usedAt: new Date(),
      },
    });
    const sentCode = await app.db.mailLog.create({ data: mail('register-code', 'sent', 0) });
    const freshCode = await app.db.mailLog.create({ data: mail('register-code', 'pending', 0) });
    const oldOrderMail = await app.db.mailLog.create({ data: mail('order-paid', 'sent', 100) });
    const recentOrderMail = await app.db.mailLog.create({ data: mail('order-paid', 'sent', 10) });

    // Unsubscribed newsletter addresses: kept three years to honour the unsubscription, then gone.
    const subscriber = (mail: string, days: number) => ({
      mail,
      unsubscribeToken: `retention-${mail}`,
      status: 2,
      unsubscribedAt: new Date(Date.now() - days * 86_400_000),
    });
    await app.db.newsletterSubscriber.create({ data: subscriber('left-long-ago@example.test', 3 * 365 + 1) });
    await app.db.newsletterSubscriber.create({ data: subscriber('left-lately@example.test', 365) });

    const purged = await purgeExpired(app.db, new Date());
    expect(purged).toMatchObject({ codes: 1, tokens: 1, mails: 2, unsubscribed: 1 });
    const left = await app.db.newsletterSubscriber.findMany({ where: { mail: { startsWith: 'left-' } }, select: { mail: true } });
    expect(left).toEqual([{ mail: 'left-lately@example.test' }]);
    expect(await app.db.emailCode.count({ where: { mail: 'ada@example.test' } })).toBe(1);
    expect(await app.db.refreshToken.count({ where: { memberId: member.id } })).toBe(1);
    const kept = async (id: number) => app.db.mailLog.findUniqueOrThrow({ where: { id } });
    expect(await kept(sentCode.id)).toMatchObject({
      subject: '',
      text: '',
      html: '',
      template: 'register-code',
      toAddress: 'ada@example.test',
      status: 'sent',
    });
    expect((await kept(freshCode.id)).text).toContain('123456');
    expect((await kept(oldOrderMail.id)).text).toBe('');
    expect((await kept(recentOrderMail.id)).text).not.toBe('');
    expect(await purgeExpired(app.db, new Date())).toEqual({ codes: 0, tokens: 0, mails: 0, unsubscribed: 0 });
  });
});
