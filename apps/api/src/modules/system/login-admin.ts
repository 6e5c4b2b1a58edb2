import { COMMON_STATUS, type ZAdminLoginRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { claimAttempt, giveBackAttempt, loginAttemptLimit } from '../member/attempts.ts';
import { passwordMatches } from '../member/passwords.ts';
import { issueAdminTokens } from './admin-tokens.ts';
import { useTotpCode } from './admin-totp.ts';
import { useRecoveryCode } from './recovery-codes.ts';

/**
 * Logs an admin in with e-mail and password from the client address `client`. Unknown e-mail and
 * wrong password answer alike (and take as long); an account takes RATE_LIMIT_LOGINS_PER_MINUTE
 * failed tries a minute from each address (then 429 for that address until the minute ends), on
 * top of the per-address limit of the route: a stranger's guesses never lock the admin out. An
 * admin who turned two-factor login on also gives the authenticator app's current code
 * (`totpCode`), or one of their one-time recovery codes (`recoveryCode`); wrong codes are also
 * counted for the account (see useTotpCode).
 */
export async function loginAdmin(ctx: Ctx, client: string, input: z.output<typeof ZAdminLoginRequest>) {
  const username = input.username.toLowerCase();
  const admin = await ctx.db.adminUser.findUnique({ where: { username } });
  const limitKey = `login:admin:${username}:${client}`;
  await claimAttempt(ctx, limitKey, loginAttemptLimit(ctx));
  if (!(await passwordMatches(admin?.passwordHash ?? null, input.password)) || !admin) throw new AppError('ADMIN_BAD_CREDENTIALS');
  // With two-factor login on, a missing or wrong code counts as a failed try, like a wrong password.
  if (admin.totpEnabled) {
    if (input.recoveryCode !== undefined) await useRecoveryCode(ctx, admin.id, input.recoveryCode);
    else await useTotpCode(ctx, admin, input.totpCode);
  }
  await giveBackAttempt(ctx.db, limitKey);
  if (admin.status !== COMMON_STATUS.enabled) throw new AppError('ADMIN_DISABLED');
  await ctx.db.adminUser.update({ where: { id: admin.id }, data: { loginAt: new Date() } });
  return issueAdminTokens(ctx, admin.id);
}
