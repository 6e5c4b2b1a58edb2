import { randomBytes } from 'node:crypto';
import { COMPANY_INVITATION_DAYS, contract, type ParsedInputOf } from '@shop/shared';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Ctx, memberIdOf } from '../../lib/use-case.ts';
import { hashToken } from './tokens.ts';

const endpoints = contract.member.company;
const DAY = 86_400_000;

/**
 * Mails a colleague an invitation to the asking admin's company (COMPANY_ADMIN_ONLY otherwise):
 * a link to /companyJoin?token= that works once, for COMPANY_INVITATION_DAYS days, and only for the
 * account with that e-mail address. The token is stored hashed. The mail goes to an address typed
 * into a form, so it carries the shop's neutral text and the link, nothing the inviter wrote.
 */
export async function inviteToCompany(ctx: Ctx, input: ParsedInputOf<typeof endpoints.invite>): Promise<boolean> {
  const memberId = memberIdOf(ctx);
  const mine = await ctx.db.companyMember.findUnique({ where: { memberId } });
  if (!mine) throw new AppError('COMPANY_NOT_FOUND');
  if (mine.role !== 'admin') throw new AppError('COMPANY_ADMIN_ONLY');
  const colleague = await ctx.db.member.findUnique({ where: { mail: input.mail }, select: { company: { select: { companyId: true } } } });
  if (colleague?.company?.companyId === mine.companyId) throw new AppError('COMPANY_MEMBER_ALREADY_IN', { mail: input.mail });
  const token = randomBytes(32).toString('base64url');
  const { config, mailer } = ctx.services;
  const mailId = await ctx.db.$transaction(async (tx) => {
    await tx.companyInvitation.create({
      data: {
        companyId: mine.companyId,
        mail: input.mail,
        role: input.role,
        spendingLimitPerOrder: input.spendingLimitPerOrder ?? null,
        spendingLimitPerMonth: input.spendingLimitPerMonth ?? null,
        tokenHash: hashToken(token),
        invitedBy: memberId,
        expiresAt: new Date(ctx.services.clock().getTime() + COMPANY_INVITATION_DAYS * DAY),
      },
    });
    return mailer.queue(tx, {
      to: input.mail,
      template: 'company-invitation',
      language: ctx.language,
      params: { days: String(COMPANY_INVITATION_DAYS), link: `${config.PUBLIC_URL}/companyJoin?token=${token}` },
    });
  });
  mailer.deliverLater(mailId);
  return true;
}

/**
 * Joins the company of an invitation: the token must be known, unused and unexpired, sent to the
 * asking member's e-mail address, and the member in no company yet. One statement claims the
 * token, so of two joins at once one wins; the claim is undone when the membership cannot be made.
 */
export async function joinCompany(ctx: Ctx, input: ParsedInputOf<typeof endpoints.join>): Promise<number> {
  const memberId = memberIdOf(ctx);
  const now = ctx.services.clock();
  const invitation = await ctx.db.companyInvitation.findUnique({ where: { tokenHash: hashToken(input.token) } });
  if (!invitation || invitation.usedAt) throw new AppError('COMPANY_INVITATION_INVALID');
  if (invitation.expiresAt <= now) throw new AppError('COMPANY_INVITATION_EXPIRED');
  const member = await ctx.db.member.findUniqueOrThrow({ where: { id: memberId }, select: { mail: true } });
  if (member.mail !== invitation.mail) throw new AppError('COMPANY_INVITATION_OTHER_MAIL');
  if (await ctx.db.companyMember.findUnique({ where: { memberId } })) throw new AppError('COMPANY_ALREADY_MEMBER');
  try {
    await ctx.db.$transaction(async (tx) => {
      const claimed = await tx.companyInvitation.updateMany({
        where: { id: invitation.id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now, usedBy: memberId },
      });
      if (claimed.count === 0) throw new AppError('COMPANY_INVITATION_INVALID');
      await tx.companyMember.create({
        data: {
          memberId,
          companyId: invitation.companyId,
          role: invitation.role,
          spendingLimitPerOrder: invitation.spendingLimitPerOrder,
          spendingLimitPerMonth: invitation.spendingLimitPerMonth,
        },
      });
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError('COMPANY_ALREADY_MEMBER');
    throw error;
  }
  return invitation.companyId;
}
