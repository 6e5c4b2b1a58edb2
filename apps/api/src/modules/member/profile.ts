import {
  COMMON_STATUS,
  ZMemberSettings,
  type TMemberProfile,
  type TMemberSettings,
  type ZMemberUpdateRequest,
  type ZPasswordChangeRequest,
} from '@shop/shared';
import type { z } from 'zod';
import { followMemberSetting } from '../promotion/newsletter.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { claimAttempt } from './attempts.ts';
import { queuePasswordMail } from './password-mail.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { phoneDigits } from './phone.ts';
import { assertCountries, assertPhoneFree } from './register-member.ts';

/**
 * New phone numbers a member may try in a day. Numbers are unique (they log in), so whether a new
 * one is taken shows in the answer however it is worded; a few tries a day keep numbers from being
 * searched. Keeping the member's own number, or none, is not a try.
 */
const PHONE_CHANGES_PER_DAY = { max: 5, windowMs: 86_400_000 };

/** The logged-in member's own row; every use case here goes through it. */
async function ownMember(ctx: Ctx) {
  const member = ctx.memberId === null ? null : await ctx.db.member.findUnique({ where: { id: ctx.memberId } });
  if (member?.status !== COMMON_STATUS.enabled) throw new AppError('UNAUTHORIZED');
  return member;
}

function toProfile(member: Awaited<ReturnType<typeof ownMember>>): TMemberProfile {
  return {
    id: member.id,
    mail: member.mail,
    nickname: member.nickname,
    avatar: member.avatar,
    firstName: member.firstName,
    lastName: member.lastName,
    mobile: member.mobile ?? '',
    mobileId: member.mobileId,
    countryId: member.countryId,
    birthday: member.birthday ? member.birthday.toISOString().slice(0, 10) : null,
    mailLanguage: member.mailLanguage as TMemberProfile['mailLanguage'],
  };
}

export async function getProfile(ctx: Ctx): Promise<TMemberProfile> {
  return toProfile(await ownMember(ctx));
}

export async function updateProfile(ctx: Ctx, input: z.output<typeof ZMemberUpdateRequest>): Promise<TMemberProfile> {
  const member = await ownMember(ctx);
  const mobile = phoneDigits(input.mobile);
  await assertCountries(ctx, input.countryId, input.mobileId);
  if (mobile && mobile !== member.mobile) {
    await claimAttempt(ctx, `phone-change:member:${member.id}`, PHONE_CHANGES_PER_DAY);
    await assertPhoneFree(ctx, mobile);
  }
  if (input.avatar && !(await ctx.db.uploadedFile.count({ where: { url: input.avatar, kind: 'image' } })))
    throw new AppError('FILE_NOT_OURS');
  const updated = await ctx.db.member.update({
    where: { id: member.id },
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      nickname: input.nickname || input.firstName,
      avatar: input.avatar,
      birthday: input.birthday ? new Date(`${input.birthday}T00:00:00Z`) : null,
      countryId: input.countryId ?? null,
      mobileId: input.mobileId ?? null,
      mobile,
      mailLanguage: input.mailLanguage,
    },
  });
  return toProfile(updated);
}

/** Needs the current password; other logins of the account end, this one stays. */
export async function changePassword(
  ctx: Ctx,
  loginFamily: string | null,
  input: z.output<typeof ZPasswordChangeRequest>,
): Promise<boolean> {
  const member = await ownMember(ctx);
  if (!(await passwordMatches(member.passwordHash, input.oldPassword))) throw new AppError('PASSWORD_WRONG');
  const passwordHash = await hashPassword(input.password);
  const mailId = await ctx.db.$transaction(async (tx) => {
    await tx.member.update({ where: { id: member.id }, data: { passwordHash } });
    return queuePasswordMail(ctx, tx, member, 'changed');
  });
  ctx.services.mailer.deliverLater(mailId);
  await ctx.db.refreshToken.updateMany({
    where: { memberId: member.id, revokedAt: null, ...(loginFamily ? { NOT: { familyId: loginFamily } } : {}) },
    data: { revokedAt: new Date() },
  });
  return true;
}

export async function getSettings(ctx: Ctx): Promise<TMemberSettings> {
  return ZMemberSettings.parse((await ownMember(ctx)).settings ?? {});
}

export async function updateSettings(ctx: Ctx, input: TMemberSettings): Promise<TMemberSettings> {
  const member = await ownMember(ctx);
  const before = ZMemberSettings.parse(member.settings ?? {});
  const settings = structuredClone(input);
  if (before.notification.newsletter !== input.notification.newsletter) {
    // The newsletter list decides: switching on mails a confirmation link, and the setting turns on once confirmed.
    settings.notification.newsletter = await followMemberSetting(ctx, member.mail, input.notification.newsletter);
  }
  await ctx.db.member.update({ where: { id: member.id }, data: { settings } });
  return settings;
}
