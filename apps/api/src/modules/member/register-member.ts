import { CODE_SCENES, type ZRegisterRequest } from '@shop/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { consumeEmailCode } from './email-code.ts';
import { hashPassword } from './passwords.ts';
import { phoneDigits } from './phone.ts';
import { attachGuestOrders } from '../trade/attach-guest-orders.ts';
import { checkedNewCompany, insertCompany } from './companies.ts';
import { issueTokens } from './tokens.ts';

export async function assertCountries(ctx: Ctx, ...ids: (number | undefined)[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== undefined))];
  if (wanted.length === 0) return;
  if ((await ctx.db.country.count({ where: { id: { in: wanted } } })) !== wanted.length) throw new AppError('COUNTRY_NOT_FOUND');
}

export async function assertPhoneFree(ctx: Ctx, mobile: string | null): Promise<void> {
  if (mobile && (await ctx.db.member.findUnique({ where: { mobile } }))) throw new AppError('MOBILE_USED');
}

/**
 * Creates an account after the e-mail code checks out and answers the token pair (the
 * storefront logs in right away). An already registered address is only named to the
 * holder of its code.
 */
export async function registerMember(ctx: Ctx, input: z.output<typeof ZRegisterRequest>) {
  await assertCountries(ctx, input.countryId, input.mobileId);
  const mobile = phoneDigits(input.mobile);
  // "Buying for a company": the company's country and VAT ID are checked before the code is used up.
  const company = input.company ? await checkedNewCompany(ctx, input.company) : null;
  await consumeEmailCode(ctx, input.mail, CODE_SCENES.register, input.code);
  if (await ctx.db.member.findUnique({ where: { mail: input.mail } })) throw new AppError('MAIL_USED');
  await assertPhoneFree(ctx, mobile);
  const passwordHash = await hashPassword(input.password);
  const member = await ctx.db.$transaction(async (tx) => {
    const created = await tx.member.create({ data: memberData(ctx, input, mobile, passwordHash) });
    // One transaction: an account is never left without the company it was registered for.
    if (company) await insertCompany(tx, created.id, company);
    return created;
  });
  // The code proved the address: orders placed with it as a guest are this account's now.
  await attachGuestOrders(ctx.db, member.id, member.mail);
  return issueTokens(ctx, member.id, true);
}

function memberData(ctx: Ctx, input: z.output<typeof ZRegisterRequest>, mobile: string | null, passwordHash: string) {
  return {
    mail: input.mail,
    mobile,
    mobileId: input.mobileId ?? null,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    nickname: input.firstName,
    birthday: input.birthday ? new Date(`${input.birthday}T00:00:00Z`) : null,
    countryId: input.countryId ?? null,
    mailLanguage: ctx.language,
    loginAt: new Date(),
  };
}
