import type { ZAdminProfilePasswordRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { claimAttempt, giveBackAttempt, loginAttemptLimit } from '../member/attempts.ts';
import { hashPassword, passwordMatches } from '../member/passwords.ts';
import { writeAudit } from './audit.ts';

/**
 * An admin changes their own password with the current one (wrong tries count like failed
 * logins). Their other logins end (refresh tokens revoked, access tokens refused from the next
 * request); the login this is asked from stays. Audited without either password.
 */
export async function updateOwnPassword(
  ctx: Ctx,
  loginFamily: string | null,
  input: z.output<typeof ZAdminProfilePasswordRequest>,
): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const admin = await ctx.db.adminUser.findUniqueOrThrow({ where: { id: adminId } });
  const limitKey = `password:admin:${adminId}`;
  await claimAttempt(ctx, limitKey, loginAttemptLimit(ctx));
  if (!(await passwordMatches(admin.passwordHash, input.oldPassword))) throw new AppError('ADMIN_PASSWORD_WRONG');
  await giveBackAttempt(ctx.db, limitKey);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.$transaction(async (tx) => {
    await tx.adminUser.update({ where: { id: adminId }, data: { passwordHash } });
    await tx.adminRefreshToken.updateMany({
      where: { userId: adminId, revokedAt: null, ...(loginFamily ? { familyId: { not: loginFamily } } : {}) },
      data: { revokedAt: ctx.services.clock() },
    });
    await writeAudit(tx, { adminId, action: 'system:admin:update-own-password', target: `system_admin_user:${adminId}` });
  });
  return true;
}
