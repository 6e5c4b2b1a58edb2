import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { claimAttempt, giveBackAttempt, loginAttemptLimit } from '../member/attempts.ts';
import { writeAudit } from './audit.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';

/** The name authenticator apps show beside the account: the sender name of the shop's mail. */
const issuerOf = (mailFrom: string) => /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom)?.[1] ?? 'Shop';

/**
 * Checks an admin's authenticator code and uses it up: the step is stored only if it is newer than
 * the last one used (one conditional statement), so a code works once, even twice at once. Wrong
 * codes count for the account, at login and when turning two-factor login on or off, from
 * whatever address they come (RATE_LIMIT_LOGINS_PER_MINUTE a minute, then code 429): at login
 * only someone who knows the password gets to guess codes, so strangers cannot use this limit to
 * lock the admin out.
 */
export async function useTotpCode(
  ctx: Ctx,
  admin: { id: number; totpSecret: string | null; totpLastStep: number | null },
  code: string | undefined,
): Promise<void> {
  if (!admin.totpSecret) throw new AppError('ADMIN_TOTP_NOT_SET_UP');
  if (code === undefined) throw new AppError('ADMIN_TOTP_REQUIRED');
  const limitKey = `totp:admin:${admin.id}`;
  await claimAttempt(ctx, limitKey, loginAttemptLimit(ctx));
  const step = matchTotp(admin.totpSecret, code, ctx.services.clock().getTime(), admin.totpLastStep);
  const used =
    step !== null &&
    (
      await ctx.db.adminUser.updateMany({
        where: { id: admin.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
        data: { totpLastStep: step },
      })
    ).count === 1;
  if (!used) throw new AppError('ADMIN_TOTP_INVALID');
  await giveBackAttempt(ctx.db, limitKey);
}

/** A new secret for the logged-in admin, kept until confirmed; two-factor login stays off until then. */
export async function startTotp(ctx: Ctx) {
  const adminId = adminIdOf(ctx);
  const admin = await ctx.db.adminUser.findUniqueOrThrow({ where: { id: adminId } });
  if (admin.totpEnabled) throw new AppError('ADMIN_TOTP_ENABLED_ALREADY');
  const secret = newTotpSecret();
  await ctx.db.adminUser.update({ where: { id: adminId }, data: { totpSecret: secret, totpLastStep: null } });
  return { secret, otpauthUrl: otpauthUrl(issuerOf(ctx.services.config.MAIL_FROM), admin.username, secret) };
}

/** Turns two-factor login on with a code of the new secret, written to the audit log; answers its ten recovery codes. */
export async function confirmTotp(ctx: Ctx, code: string): Promise<{ recoveryCodes: string[] }> {
  const adminId = adminIdOf(ctx);
  const admin = await ctx.db.adminUser.findUniqueOrThrow({ where: { id: adminId } });
  if (admin.totpEnabled) throw new AppError('ADMIN_TOTP_ENABLED_ALREADY');
  await useTotpCode(ctx, admin, code);
  return ctx.db.$transaction(async (tx) => {
    await tx.adminUser.update({ where: { id: adminId }, data: { totpEnabled: true } });
    await writeAudit(tx, {
      adminId,
      action: 'system:admin:totp-enable',
      target: `system_admin_user:${adminId}`,
      before: { totpEnabled: false },
      after: { totpEnabled: true },
    });
    return { recoveryCodes: await replaceRecoveryCodes(tx, adminId) };
  });
}

/** Turns two-factor login off with a current code, written to the audit log. */
export async function disableTotp(ctx: Ctx, code: string): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const admin = await ctx.db.adminUser.findUniqueOrThrow({ where: { id: adminId } });
  if (!admin.totpEnabled) throw new AppError('ADMIN_TOTP_NOT_SET_UP');
  await useTotpCode(ctx, admin, code);
  await ctx.db.$transaction(async (tx) => {
    await tx.adminUser.update({ where: { id: adminId }, data: { totpEnabled: false, totpSecret: null, totpLastStep: null } });
    await tx.adminRecoveryCode.deleteMany({ where: { userId: adminId } });
    await writeAudit(tx, {
      adminId,
      action: 'system:admin:totp-disable',
      target: `system_admin_user:${adminId}`,
      before: { totpEnabled: true },
      after: { totpEnabled: false },
    });
  });
  return true;
}

/** Ten new recovery codes for the logged-in admin, with a current code of the app; the old ones stop working. Audited. */
export async function regenerateRecoveryCodes(ctx: Ctx, code: string): Promise<{ recoveryCodes: string[] }> {
  const adminId = adminIdOf(ctx);
  const admin = await ctx.db.adminUser.findUniqueOrThrow({ where: { id: adminId } });
  if (!admin.totpEnabled) throw new AppError('ADMIN_TOTP_NOT_SET_UP');
  await useTotpCode(ctx, admin, code);
  const recoveryCodes = await ctx.db.$transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, adminId);
    await writeAudit(tx, { adminId, action: 'system:admin:recovery-codes', target: `system_admin_user:${adminId}` });
    return codes;
  });
  return { recoveryCodes };
}
