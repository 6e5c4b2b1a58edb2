import { COMMON_STATUS, CODE_SCENES, type ZLoginRequest, type ZResetPasswordRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { claimAttempt, giveBackAttempt, loginAttemptLimit } from './attempts.ts';
import { consumeEmailCode } from './email-code.ts';
import { queuePasswordMail } from './password-mail.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { phoneDigits } from './phone.ts';
import { attachGuestOrders } from '../trade/attach-guest-orders.ts';
import { issueTokens, revokeAllOfMember } from './tokens.ts';

/** The member an identifier names: an e-mail address, or a phone number with or without its prefix. */
async function findByIdentifier(ctx: Ctx, identifier: string) {
  if (identifier.includes('@')) return ctx.db.member.findUnique({ where: { mail: identifier.toLowerCase() } });
  const digits = phoneDigits(identifier);
  if (!digits) return null;
  return ctx.db.member.findUnique({ where: { mobile: digits } });
}

/** An identifier as the lookup reads it: an e-mail lower-cased, a phone number as its digits. */
function normalisedIdentifier(identifier: string): string {
  const text = identifier.trim().toLowerCase();
  return text.includes('@') ? text : (phoneDigits(text) ?? text);
}

/**
 * Logs in with e-mail or phone and password from the client address `client`. An account takes
 * RATE_LIMIT_LOGINS_PER_MINUTE failed tries a minute from each client address, however its
 * identifier is spelled (e-mail and phone count together; an unknown identifier counts as its
 * normalised form); that address then waits for the minute to end (429). Failures are counted per
 * address so that a stranger's guesses hold back the stranger's address, never the owner's. A
 * successful login is not counted.
 */
export async function loginMember(ctx: Ctx, client: string, input: z.output<typeof ZLoginRequest>) {
  const member = await findByIdentifier(ctx, input.mobile);
  const account = member ? `member:${member.id}` : normalisedIdentifier(input.mobile);
  const limitKey = `login:${account}:${client}`;
  await claimAttempt(ctx, limitKey, loginAttemptLimit(ctx));
  if (!(await passwordMatches(member?.passwordHash ?? null, input.password)) || !member) throw new AppError('LOGIN_BAD_CREDENTIALS');
  await giveBackAttempt(ctx.db, limitKey);
  if (member.status !== COMMON_STATUS.enabled) throw new AppError('MEMBER_DISABLED');
  await ctx.db.member.update({ where: { id: member.id }, data: { loginAt: new Date() } });
  // The account's address was proved by its registration code: guest orders placed with it join the account.
  await attachGuestOrders(ctx.db, member.id, member.mail);
  return issueTokens(ctx, member.id, input.rememberMe);
}

/** New password with an e-mail code; every session of the account ends. Unknown addresses fail like wrong codes. */
export async function resetPassword(ctx: Ctx, input: z.output<typeof ZResetPasswordRequest>): Promise<boolean> {
  await consumeEmailCode(ctx, input.mail, CODE_SCENES.resetPassword, input.code);
  const member = await ctx.db.member.findUnique({ where: { mail: input.mail } });
  if (!member) throw new AppError('CODE_INVALID');
  const passwordHash = await hashPassword(input.password);
  const mailId = await ctx.db.$transaction(async (tx) => {
    await tx.member.update({ where: { id: member.id }, data: { passwordHash } });
    return queuePasswordMail(ctx, tx, member, 'reset');
  });
  ctx.services.mailer.deliverLater(mailId);
  await revokeAllOfMember(ctx.db, member.id);
  return true;
}
