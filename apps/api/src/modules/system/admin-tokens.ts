import { randomBytes, randomUUID } from 'node:crypto';
import { COMMON_STATUS, type TTokenPair } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { ACCESS_TOKEN_MINUTES } from '../../plugins/auth.ts';
import { hashToken } from '../member/tokens.ts';

/** An admin's refresh token lives a day: the back office asks for the password again every day. */
const REFRESH_LIFETIME_MS = 86_400_000;

/**
 * An admin's access token (`typ: 'admin'`, so it opens no member route) and a new opaque refresh
 * token in `familyId` (a new family per login). The same rules as members' tokens, own table.
 */
export async function issueAdminTokens(
  ctx: Pick<Ctx, 'db' | 'services'>,
  adminId: number,
  familyId: string = randomUUID(),
): Promise<TTokenPair> {
  const refreshToken = randomBytes(32).toString('base64url');
  await ctx.db.adminRefreshToken.create({
    data: { userId: adminId, tokenHash: hashToken(refreshToken), familyId, expiresAt: new Date(Date.now() + REFRESH_LIFETIME_MS) },
  });
  const accessToken = ctx.services.accessTokens.sign({ sub: adminId, fam: familyId, typ: 'admin' });
  return { userId: adminId, accessToken, refreshToken, expiresTime: Date.now() + ACCESS_TOKEN_MINUTES * 60_000 };
}

/** Trades an admin's refresh token for a new pair; a used one presented again revokes its login. */
export async function rotateAdminRefreshToken(ctx: Ctx, refreshToken: string): Promise<TTokenPair> {
  const now = new Date();
  const { db } = ctx;
  const stored = await db.adminRefreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) }, include: { user: true } });
  if (!stored || stored.revokedAt || stored.expiresAt <= now || stored.user.status !== COMMON_STATUS.enabled)
    throw new AppError('UNAUTHORIZED');
  const claimed = await db.adminRefreshToken.updateMany({ where: { id: stored.id, usedAt: null }, data: { usedAt: now } });
  if (claimed.count === 0) {
    await revokeAdminFamily(db, stored.familyId);
    throw new AppError('UNAUTHORIZED');
  }
  return issueAdminTokens(ctx, stored.userId, stored.familyId);
}

export async function revokeAdminFamily(db: Db, familyId: string): Promise<void> {
  await db.adminRefreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
}
