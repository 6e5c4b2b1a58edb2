import type { Db } from '../../db/client.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Mails whose text is a secret: their bodies go once they were sent (or a day after, unsent). */
const CODE_TEMPLATES = ['register-code', 'reset-code'];
/** Other mails keep their text this long for questions about them; who, when and which template stay. */
const MAIL_BODY_DAYS = 90;
/** An unsubscribed newsletter address is kept this long (spec section 9: up to three years), to honour the unsubscription. */
const UNSUBSCRIBED_DAYS = 3 * 365;

/**
 * Removes what has served its purpose: e-mail codes once their daily limits no longer count them,
 * refresh tokens once expired (a used one is kept until then to catch its reuse), mail bodies
 * (codes at once, the rest after 90 days) and newsletter addresses three years after they
 * unsubscribed. Answers what went, per kind.
 */
export async function purgeExpired(db: Db, now: Date): Promise<{ codes: number; tokens: number; mails: number; unsubscribed: number }> {
  const codes = await db.emailCode.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - 2 * DAY) } } });
  const tokens = await db.refreshToken.deleteMany({ where: { expiresAt: { lt: now } } });
  const empty = { subject: '', text: '', html: '' };
  const codeMails = await db.mailLog.updateMany({
    where: {
      template: { in: CODE_TEMPLATES },
      text: { not: '' },
      OR: [{ status: { not: 'pending' } }, { createdAt: { lt: new Date(now.getTime() - DAY) } }],
    },
    data: empty,
  });
  const oldMails = await db.mailLog.updateMany({
    where: { status: { not: 'pending' }, text: { not: '' }, createdAt: { lt: new Date(now.getTime() - MAIL_BODY_DAYS * DAY) } },
    data: empty,
  });
  const unsubscribed = await db.newsletterSubscriber.deleteMany({
    where: { unsubscribedAt: { lt: new Date(now.getTime() - UNSUBSCRIBED_DAYS * DAY) } },
  });
  return { codes: codes.count, tokens: tokens.count, mails: codeMails.count + oldMails.count, unsubscribed: unsubscribed.count };
}
