import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { claimAttempt, giveBackAttempt, loginAttemptLimit } from '../member/attempts.ts';

type Tx = Prisma.TransactionClient;

/** Letters and digits that cannot be mistaken for each other when copied from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** "4f7k-9q2m" read as it was given: any case, with or without the dash or spaces. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashOf = (code: string) => createHash('sha256').update(normalised(code)).digest('hex');

function newCode(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** Replaces an admin's recovery codes with ten new ones, stored as hashes; answers them in plain text, this once. */
export async function replaceRecoveryCodes(tx: Tx, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.adminRecoveryCode.deleteMany({ where: { userId: adminId } });
  await tx.adminRecoveryCode.createMany({ data: codes.map((code) => ({ userId: adminId, codeHash: hashOf(code) })) });
  return codes;
}

/**
 * Uses up one recovery code at login instead of the app's code: one conditional statement marks
 * it used, so it works once even when sent twice at once. Wrong codes count for the account like
 * wrong app codes.
 */
export async function useRecoveryCode(ctx: Ctx, adminId: number, code: string): Promise<void> {
  const limitKey = `totp:admin:${adminId}`;
  await claimAttempt(ctx, limitKey, loginAttemptLimit(ctx));
  const used = await ctx.db.adminRecoveryCode.updateMany({
    where: { userId: adminId, codeHash: hashOf(code), usedAt: null },
    data: { usedAt: ctx.services.clock() },
  });
  if (used.count !== 1) throw new AppError('ADMIN_TOTP_INVALID');
  await giveBackAttempt(ctx.db, limitKey);
}
