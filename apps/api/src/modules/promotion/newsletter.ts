import { createHash, randomBytes } from 'node:crypto';
import {
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_COUPON_PERCENT,
  NEWSLETTER_STATUS,
  ZMemberSettings,
  type TAdminNewsletterSubscriber,
  type TNewsletterConfirmResponse,
  type ZAdminNewsletterPageRequest,
} from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvCell } from '../../lib/csv.ts';
import type { Ctx } from '../../lib/use-case.ts';

/** The welcome coupon is valid 3 years from the confirmation. */
const COUPON_YEARS = 3;

const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function links(ctx: Ctx) {
  const base = ctx.services.config.PUBLIC_URL;
  return {
    confirm: (token: string) => `${base}/newsletter?confirm=${encodeURIComponent(token)}`,
    unsubscribe: (token: string) => `${base}/newsletter?unsubscribe=${encodeURIComponent(token)}`,
    /** The List-Unsubscribe header's address: mail programs POST to it (RFC 8058 one-click), browsers open the page. */
    oneClick: (token: string) => `${base}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}

/** Sets the member's notification setting `newsletter` (if the e-mail is a member's) to match the list. */
async function syncMemberSetting(tx: Prisma.TransactionClient, mail: string, subscribed: boolean): Promise<number | null> {
  const member = await tx.member.findUnique({ where: { mail }, select: { id: true, settings: true } });
  if (!member) return null;
  const settings = ZMemberSettings.parse(member.settings ?? {});
  if (settings.notification.newsletter !== subscribed) {
    settings.notification.newsletter = subscribed;
    await tx.member.update({ where: { id: member.id }, data: { settings } });
  }
  return member.id;
}

/**
 * Signs an e-mail up (guests and members): a new confirmation link, valid one hour, replaces any
 * earlier one. An address already subscribed gets nothing, so the form cannot be used to flood it.
 */
export async function subscribeNewsletter(ctx: Ctx, mail: string): Promise<boolean> {
  const existing = await ctx.db.newsletterSubscriber.findUnique({ where: { mail } });
  if (existing?.status === NEWSLETTER_STATUS.subscribed) return true;
  const token = newToken();
  const confirm = {
    status: NEWSLETTER_STATUS.pending,
    confirmTokenHash: hashOf(token),
    confirmExpiresAt: new Date(ctx.services.clock().getTime() + NEWSLETTER_CONFIRM_TTL_MS),
    language: ctx.language,
  };
  // The sign-up belongs to the account with this e-mail, whoever typed it in.
  const member = await ctx.db.member.findUnique({ where: { mail }, select: { id: true } });
  const mailId = await ctx.db.$transaction(async (tx) => {
    await tx.newsletterSubscriber.upsert({
      where: { mail },
      create: { mail, memberId: member?.id ?? null, unsubscribeToken: newToken(), ...confirm },
      update: confirm,
    });
    return ctx.services.mailer.queue(tx, {
      to: mail,
      template: 'newsletter-confirm',
      language: ctx.language,
      params: { mail, link: links(ctx).confirm(token) },
    });
  });
  ctx.services.mailer.deliverLater(mailId);
  return true;
}

/** A readable coupon code nobody can guess: NL and 10 letters or digits. */
function couponCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `NL${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * Confirms with the mailed link, once and within the hour: subscribed, the member's setting on,
 * and the first time ever for this e-mail a 10 % coupon bound to it (valid 3 years, one use),
 * mailed with the unsubscribe link and the List-Unsubscribe header.
 */
export async function confirmNewsletter(ctx: Ctx, token: string): Promise<TNewsletterConfirmResponse> {
  const hash = hashOf(token);
  const now = ctx.services.clock();
  const row = await ctx.db.newsletterSubscriber.findUnique({ where: { confirmTokenHash: hash } });
  if (!row) throw new AppError('NEWSLETTER_LINK_INVALID');
  if (!row.confirmExpiresAt || row.confirmExpiresAt <= now) throw new AppError('NEWSLETTER_LINK_EXPIRED');
  const result = await ctx.db.$transaction(async (tx) => {
    // One statement decides: a link opened twice at once confirms once.
    const claimed = await tx.newsletterSubscriber.updateMany({
      where: { id: row.id, confirmTokenHash: hash, confirmExpiresAt: { gt: now } },
      data: {
        status: NEWSLETTER_STATUS.subscribed,
        confirmTokenHash: null,
        confirmExpiresAt: null,
        confirmedAt: now,
        unsubscribedAt: null,
      },
    });
    if (claimed.count !== 1) throw new AppError('NEWSLETTER_LINK_INVALID');
    const memberId = await syncMemberSetting(tx, row.mail, true);
    if (memberId !== null && row.memberId === null) await tx.newsletterSubscriber.update({ where: { id: row.id }, data: { memberId } });
    if (row.couponId !== null) return { code: null, mailId: null };
    const validTo = new Date(now);
    validTo.setUTCFullYear(validTo.getUTCFullYear() + COUPON_YEARS);
    const coupon = await tx.coupon.create({
      data: {
        code: couponCode(),
        type: 'percent',
        value: NEWSLETTER_COUPON_PERCENT,
        validFrom: now,
        validTo,
        totalLimit: 1,
        perMemberLimit: 1,
        mail: row.mail,
        name: 'Newsletter welcome',
      },
    });
    await tx.newsletterSubscriber.update({ where: { id: row.id }, data: { couponId: coupon.id } });
    const unsubscribe = links(ctx).unsubscribe(row.unsubscribeToken);
    const oneClick = links(ctx).oneClick(row.unsubscribeToken);
    const mailId = await ctx.services.mailer.queue(tx, {
      to: row.mail,
      template: 'newsletter-welcome',
      language: row.language === 'de' || row.language === 'zh' ? row.language : 'en',
      params: {
        mail: row.mail,
        code: coupon.code,
        validTo: validTo.toISOString().slice(0, 10),
        link: ctx.services.config.PUBLIC_URL,
        unsubscribe,
      },
      listUnsubscribe: oneClick,
    });
    return { code: coupon.code, mailId };
  });
  if (result.mailId !== null) ctx.services.mailer.deliverLater(result.mailId);
  return { mail: row.mail, couponCode: result.code };
}

/** Unsubscribes with the link of a marketing mail; again: no change. The member's setting follows. */
export async function unsubscribeNewsletter(ctx: Ctx, token: string): Promise<boolean> {
  const row = await ctx.db.newsletterSubscriber.findUnique({ where: { unsubscribeToken: token } });
  if (!row) throw new AppError('NEWSLETTER_LINK_INVALID');
  if (row.status === NEWSLETTER_STATUS.unsubscribed) return true;
  await ctx.db.$transaction(async (tx) => {
    await tx.newsletterSubscriber.update({
      where: { id: row.id },
      data: {
        status: NEWSLETTER_STATUS.unsubscribed,
        unsubscribedAt: ctx.services.clock(),
        confirmTokenHash: null,
        confirmExpiresAt: null,
      },
    });
    await syncMemberSetting(tx, row.mail, false);
  });
  return true;
}

/**
 * The member's own settings page switched the newsletter: off unsubscribes the member's e-mail;
 * on signs it up with the usual confirmation mail (the setting turns on once confirmed).
 */
export async function followMemberSetting(ctx: Ctx, mail: string, wanted: boolean): Promise<boolean> {
  const row = await ctx.db.newsletterSubscriber.findUnique({ where: { mail } });
  const subscribed = row?.status === NEWSLETTER_STATUS.subscribed;
  if (wanted && !subscribed) {
    await subscribeNewsletter(ctx, mail);
    return false;
  }
  if (!wanted && row && row.status !== NEWSLETTER_STATUS.unsubscribed) {
    await ctx.db.newsletterSubscriber.update({
      where: { id: row.id },
      data: {
        status: NEWSLETTER_STATUS.unsubscribed,
        unsubscribedAt: ctx.services.clock(),
        confirmTokenHash: null,
        confirmExpiresAt: null,
      },
    });
  }
  return wanted && subscribed;
}

type Filter = { status?: number; mail?: string };
const whereOf = (filter: Filter): Prisma.NewsletterSubscriberWhereInput => ({
  ...(filter.status !== undefined ? { status: filter.status } : {}),
  ...(filter.mail ? { mail: { contains: filter.mail.toLowerCase() } } : {}),
});

async function subscribers(ctx: Ctx, filter: Filter, page?: { skip: number; take: number }): Promise<TAdminNewsletterSubscriber[]> {
  const rows = await ctx.db.newsletterSubscriber.findMany({ where: whereOf(filter), orderBy: { id: 'desc' }, ...page });
  const couponIds = rows.flatMap((r) => (r.couponId === null ? [] : [r.couponId]));
  const coupons = new Map(
    (await ctx.db.coupon.findMany({ where: { id: { in: couponIds } }, select: { id: true, code: true } })).map((c) => [c.id, c.code]),
  );
  return rows.map((r) => ({
    id: r.id,
    mail: r.mail,
    memberId: r.memberId,
    status: r.status,
    language: r.language,
    couponCode: r.couponId === null ? null : (coupons.get(r.couponId) ?? null),
    confirmedAt: r.confirmedAt?.getTime() ?? null,
    unsubscribedAt: r.unsubscribedAt?.getTime() ?? null,
    createTime: r.createdAt.getTime(),
  }));
}

export async function pageSubscribers(ctx: Ctx, query: z.output<typeof ZAdminNewsletterPageRequest>) {
  const [list, total] = await Promise.all([
    subscribers(ctx, query, { skip: (query.pageNo - 1) * query.pageSize, take: query.pageSize }),
    ctx.db.newsletterSubscriber.count({ where: whereOf(query) }),
  ]);
  return { list, total };
}

const STATUS_NAMES = ['pending', 'subscribed', 'unsubscribed'];
const isoOrEmpty = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** Every sign-up (by status) as CSV text, header first. */
export async function exportSubscribers(ctx: Ctx, query: { status?: number }): Promise<string> {
  const rows = await subscribers(ctx, query);
  const lines = rows.map((r) =>
    [
      r.mail,
      STATUS_NAMES[r.status] ?? String(r.status),
      r.language,
      r.couponCode ?? '',
      isoOrEmpty(r.confirmedAt),
      isoOrEmpty(r.unsubscribedAt),
      isoOrEmpty(r.createTime),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${['mail,status,language,coupon,confirmed_at,unsubscribed_at,signed_up_at', ...lines].join('\n')}\n`;
}
