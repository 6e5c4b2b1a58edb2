import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { MAIL_ATTEMPTS } from './mailer.ts';

let app: TestApp;
let port: number;
beforeAll(async () => {
  // A port where no mail server answers yet: the first attempts fail.
  const probe = await startSmtpServer();
  port = probe.port;
  await probe.close();
  app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => app.close());

const MINUTE = 60_000;
const queue = (to: string) =>
  app.services.mailer.queue(app.db, { to, template: 'order-paid', language: 'en', params: { name: 'Ada', no: 'o1', total: '$1.00' } });
const mailOf = (id: number) => app.db.mailLog.findUniqueOrThrow({ where: { id } });

describe('mail delivery', () => {
  it('tries a failed mail again after a wait that doubles, and sends it once the server answers', async () => {
    const id = await queue('retry@example.com');
    const start = new Date();
    await app.services.mailer.deliver(id, start);
    expect(await mailOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    await app.services.mailer.retryDue(new Date(start.getTime() + 30_000));
    expect((await mailOf(id)).attempts).toBe(1); // not due yet
    await app.services.mailer.retryDue(new Date(start.getTime() + MINUTE + 1000));
    const second = await mailOf(id);
    expect(second.attempts).toBe(2);
    expect(second.nextAttemptAt!.getTime() - start.getTime()).toBeGreaterThanOrEqual(3 * MINUTE);
    const smtp = await startSmtpServer(port);
    try {
      await app.services.mailer.retryDue(new Date(start.getTime() + 4 * MINUTE));
      expect(await mailOf(id)).toMatchObject({ status: 'sent', attempts: 3, error: null });
      expect(smtp.received.map((m) => m.to)).toEqual([['retry@example.com']]);
      await app.services.mailer.retryDue(new Date(start.getTime() + 60 * MINUTE));
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it(`gives up after ${MAIL_ATTEMPTS} attempts`, async () => {
    const id = await queue('never@example.com');
    let now = Date.now();
    for (let attempt = 0; attempt < MAIL_ATTEMPTS + 2; attempt += 1) {
      await app.services.mailer.deliver(id, new Date(now));
      now += 24 * 60 * MINUTE;
    }
    expect(await mailOf(id)).toMatchObject({ status: 'failed', attempts: MAIL_ATTEMPTS, nextAttemptAt: null });
  });

  it('sends a mail whose delivery never started, and one sender only when two try at once', async () => {
    const smtp = await startSmtpServer(port);
    try {
      const forgotten = await queue('forgotten@example.com');
      await app.services.mailer.retryDue(new Date(Date.now() + 2 * MINUTE));
      expect((await mailOf(forgotten)).status).toBe('sent');
      const raced = await queue('raced@example.com');
      await Promise.all([app.services.mailer.deliver(raced), app.services.mailer.deliver(raced), app.services.mailer.deliver(raced)]);
      expect(smtp.received.filter((m) => m.to.includes('raced@example.com'))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
