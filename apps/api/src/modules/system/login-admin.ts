import { COMMON_STATUS, type ZAdminLoginRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { claimAttempt, giveBackAttempt } from '../member/attempts.ts';
import { passwordMatches } from '../member/passwords.ts';
import { issueAdminTokens } from './admin-tokens.ts';
import { useTotpCode } from './admin-totp.ts';

/**
 * Logs an admin in with e-mail and password. Unknown e-mail and wrong password answer alike (and
 * take as long); an account takes RATE_LIMIT_LOGINS_PER_MINUTE failed tries a minute from any
 * address, on top of the per-address limit of the route. An admin who turned two-factor login on
 * also gives the authenticator app's current code (`totpCode`).
 */
export async function loginAdmin(ctx: Ctx, input: z.output<typeof ZAdminLoginRequest>) {
  const username = input.username.toLowerCase();
  const admin = await ctx.db.adminUser.findUnique({ where: { username } });
  const limitKey = `login:admin:${username}`;
  await claimAttempt(ctx, limitKey, { max: ctx.services.config.RATE_LIMIT_LOGINS_PER_MINUTE, windowMs: 60_000 });
  if (!(await passwordMatches(admin?.passwordHash ?? null, input.password)) || !admin) throw new AppError('ADMIN_BAD_CREDENTIALS');
  // With two-factor login on, a missing or wrong code counts as a failed try, like a wrong password.
  if (admin.totpEnabled) await useTotpCode(ctx, admin, input.totpCode, limitKey);
  else await giveBackAttempt(ctx.db, limitKey);
  if (admin.status !== COMMON_STATUS.enabled) throw new AppError('ADMIN_DISABLED');
  await ctx.db.adminUser.update({ where: { id: admin.id }, data: { loginAt: new Date() } });
  return issueAdminTokens(ctx, admin.id);
}
