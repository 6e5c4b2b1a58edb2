import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_SCENES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { claimAttempt, giveBackAttempt } from './attempts.ts';

const VALID_MS = 15 * 60_000;
const RESEND_AFTER_MS = 60_000;
const MAX_ATTEMPTS = 5;
const PER_ADDRESS_PER_DAY = 10;

const hashCode = (mail: string, code: string) => createHash('sha256').update(`${mail}:${code}`).digest();

async function assertMaySend(ctx: Ctx, mail: string, scene: number, ip: string): Promise<void> {
  const now = Date.now();
  const last = await ctx.db.emailCode.findFirst({ where: { mail, scene }, orderBy: { createdAt: 'desc' } });
  const wait = last ? RESEND_AFTER_MS - (now - last.createdAt.getTime()) : 0;
  if (wait > 0) throw new AppError('CODE_TOO_FREQUENT', { seconds: Math.ceil(wait / 1000) });
  const since = new Date(now - 86_400_000);
  const [byAddress, byIp] = await Promise.all([
    ctx.db.emailCode.count({ where: { mail, createdAt: { gte: since } } }),
    ctx.db.emailCode.count({ where: { ip, createdAt: { gte: since } } }),
  ]);
  if (byAddress >= PER_ADDRESS_PER_DAY || byIp >= ctx.services.config.MAIL_CODES_PER_IP_PER_DAY) throw new AppError('CODE_DAILY_LIMIT');
}

/**
 * Sends a 6-digit code (15 minutes, single use). A reset code for an address without an account
 * is recorded but not sent, and the mail goes out after the answer, so neither the answer nor its
 * timing tells whether an account exists.
 */
export async function sendEmailCode(ctx: Ctx, ip: string, input: { email: string; scene: 0 | 1 }): Promise<boolean> {
  const mail = input.email;
  await assertMaySend(ctx, mail, input.scene, ip);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hasAccount = input.scene === CODE_SCENES.resetPassword ? (await ctx.db.member.count({ where: { mail } })) > 0 : true;
  const mailId = await ctx.db.$transaction(async (tx) => {
    await tx.emailCode.create({
      data: { mail, scene: input.scene, codeHash: hashCode(mail, code).toString('hex'), ip, expiresAt: new Date(Date.now() + VALID_MS) },
    });
    if (!hasAccount) return null;
    const template = input.scene === CODE_SCENES.register ? 'register-code' : 'reset-code';
    return ctx.services.mailer.queue(tx, { to: mail, template, language: ctx.language, params: { code } });
  });
  // The answer does not wait for the mail server: it takes as long for an address without an account.
  if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
  return true;
}

/** Failed code checks per address, whatever client addresses they come from. */
const CHECKS_PER_ADDRESS = { max: 10, windowMs: 60 * 60_000 };

/**
 * Uses up the newest code of the address for the scene; five tries void it. Each try is counted
 * on the code before it is compared, in one conditional statement: guesses that arrive together
 * take turns, and only the first five are compared. An address also takes at most 10 failed
 * checks an hour (code 429 then).
 */
export async function consumeEmailCode(ctx: Ctx, mail: string, scene: number, code: string): Promise<void> {
  const limitKey = `code:${mail}`;
  await claimAttempt(ctx, limitKey, CHECKS_PER_ADDRESS);
  const now = ctx.services.clock();
  const [tried] = await ctx.db.$queryRaw<{ id: number; codeHash: string }[]>`
    UPDATE member_email_code SET attempts = attempts + 1
    WHERE id = (SELECT id FROM member_email_code WHERE mail = ${mail} AND scene = ${scene} ORDER BY created_at DESC, id DESC LIMIT 1)
      AND used_at IS NULL AND expires_at > ${now} AND attempts < ${MAX_ATTEMPTS}
    RETURNING id, code_hash AS "codeHash"`;
  if (!tried || !timingSafeEqual(Buffer.from(tried.codeHash, 'hex'), hashCode(mail, code))) throw new AppError('CODE_INVALID');
  // Two requests with the right code: one uses it.
  const used = await ctx.db.emailCode.updateMany({ where: { id: tried.id, usedAt: null }, data: { usedAt: now } });
  if (used.count === 0) throw new AppError('CODE_INVALID');
  await giveBackAttempt(ctx.db, limitKey);
}
