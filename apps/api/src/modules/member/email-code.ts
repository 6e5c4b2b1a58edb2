import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_SCENES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';

const VALID_MS = 15 * 60_000;
const RESEND_AFTER_MS = 60_000;
const MAX_ATTEMPTS = 5;
const PER_ADDRESS_PER_DAY = 10;
const PER_IP_PER_DAY = 50;

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
  if (byAddress >= PER_ADDRESS_PER_DAY || byIp >= PER_IP_PER_DAY) throw new AppError('CODE_DAILY_LIMIT');
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
    await tx.emailCode.create({ data: { mail, scene: input.scene, codeHash: hashCode(mail, code).toString('hex'), ip, expiresAt: new Date(Date.now() + VALID_MS) } });
    if (!hasAccount) return null;
    const template = input.scene === CODE_SCENES.register ? 'register-code' : 'reset-code';
    return ctx.services.mailer.queue(tx, { to: mail, template, language: ctx.language, params: { code } });
  });
  // The answer does not wait for the mail server: it takes as long for an address without an account.
  if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
  return true;
}

/** Uses up the newest code of the address for the scene; five wrong tries void it. */
export async function consumeEmailCode(ctx: Ctx, mail: string, scene: number, code: string): Promise<void> {
  const latest = await ctx.db.emailCode.findFirst({ where: { mail, scene }, orderBy: { createdAt: 'desc' } });
  if (!latest || latest.usedAt || latest.expiresAt.getTime() <= Date.now() || latest.attempts >= MAX_ATTEMPTS) throw new AppError('CODE_INVALID');
  const matches = timingSafeEqual(Buffer.from(latest.codeHash, 'hex'), hashCode(mail, code));
  // Conditional updates: two requests with the same code cannot both use it.
  const updated = matches
    ? await ctx.db.emailCode.updateMany({ where: { id: latest.id, usedAt: null }, data: { usedAt: new Date() } })
    : await ctx.db.emailCode.updateMany({ where: { id: latest.id }, data: { attempts: { increment: 1 } } });
  if (!matches || updated.count === 0) throw new AppError('CODE_INVALID');
}
