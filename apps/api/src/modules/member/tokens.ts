import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TTokenPair } from '@shop/shared';
import { COMMON_STATUS } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { ACCESS_TOKEN_MINUTES, type AccessClaims } from '../../plugins/auth.ts';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../lib/use-case.ts';

const DAY = 86_400_000;
/** Refresh tokens live 30 days with remember-me, else 1 day. */
const refreshLifetime = (rememberMe: boolean) => (rememberMe ? 30 : 1) * DAY;

/** Signs access tokens (the auth plugin's JWT key). */
export interface AccessTokens {
  sign(claims: AccessClaims): string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A signed access token and a new opaque refresh token in `familyId` (a new family per login). */
export async function issueTokens(
  ctx: Pick<Ctx, 'db' | 'services'>,
  memberId: number,
  rememberMe: boolean,
  familyId: string = randomUUID(),
): Promise<TTokenPair> {
  const refreshToken = randomBytes(32).toString('base64url');
  await ctx.db.refreshToken.create({
    data: {
      memberId,
      tokenHash: hashToken(refreshToken),
      familyId,
      rememberMe,
      expiresAt: new Date(Date.now() + refreshLifetime(rememberMe)),
    },
  });
  const accessToken = ctx.services.accessTokens.sign({ sub: memberId, fam: familyId });
  return { userId: memberId, accessToken, refreshToken, expiresTime: Date.now() + ACCESS_TOKEN_MINUTES * 60_000 };
}

/**
 * Trades a refresh token for a new pair. Each token works once: presenting a used one again means
 * it was stolen or copied, so its whole family (that login) is revoked.
 */
export async function rotateRefreshToken(ctx: Ctx, refreshToken: string): Promise<TTokenPair> {
  const now = new Date();
  const { db } = ctx;
  const stored = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) }, include: { member: true } });
  if (!stored || stored.revokedAt || stored.expiresAt <= now || stored.member.status !== COMMON_STATUS.enabled)
    throw new AppError('UNAUTHORIZED');
  const claimed = await db.refreshToken.updateMany({ where: { id: stored.id, usedAt: null }, data: { usedAt: now } });
  if (claimed.count === 0) {
    await revokeFamily(db, stored.familyId);
    throw new AppError('UNAUTHORIZED');
  }
  return issueTokens(ctx, stored.memberId, stored.rememberMe, stored.familyId);
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
}

export async function revokeAllOfMember(db: Db, memberId: number): Promise<void> {
  await db.refreshToken.updateMany({ where: { memberId, revokedAt: null }, data: { revokedAt: new Date() } });
}
