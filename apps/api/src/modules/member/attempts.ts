import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';

/** At most `max` failed tries per key within a window of `windowMs` from the first. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/** Failed logins one account takes from one client address a minute (RATE_LIMIT_LOGINS_PER_MINUTE). */
export function loginAttemptLimit(ctx: Pick<Ctx, 'services'>): AttemptLimit {
  return { max: ctx.services.config.RATE_LIMIT_LOGINS_PER_MINUTE, windowMs: 60_000 };
}

/**
 * Counts a try against `key` before it is checked, or refuses it with code 429 when the key's
 * failures reached the limit. One conditional statement decides, so tries that arrive together
 * take turns and never pass the limit between them. The database holds the counts, so every
 * instance of the shop sees the same ones.
 */
export async function claimAttempt(ctx: Pick<Ctx, 'db' | 'services'>, key: string, limit: AttemptLimit): Promise<void> {
  const now = ctx.services.clock();
  const windowEndsAt = new Date(now.getTime() + limit.windowMs);
  const counted = await ctx.db.$queryRaw<{ count: number }[]>`
    INSERT INTO member_attempt_count AS a (key, count, window_ends_at) VALUES (${key}, 1, ${windowEndsAt})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN a.window_ends_at <= ${now} THEN 1 ELSE a.count + 1 END,
      window_ends_at = CASE WHEN a.window_ends_at <= ${now} THEN excluded.window_ends_at ELSE a.window_ends_at END
    WHERE a.window_ends_at <= ${now} OR a.count < ${limit.max}
    RETURNING count`;
  if (counted.length === 0) throw new AppError('TOO_MANY_REQUESTS');
}

/** Takes a successful try off the count again: only failures hold a key back. */
export async function giveBackAttempt(db: Db, key: string): Promise<void> {
  await db.$executeRaw`UPDATE member_attempt_count SET count = count - 1 WHERE key = ${key} AND count > 0`;
}

/** Forgets the counts whose window is over (they start again from zero anyway); answers how many. */
export async function forgetExpiredAttempts(db: Db, now: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM member_attempt_count WHERE window_ends_at <= ${now}`;
}
