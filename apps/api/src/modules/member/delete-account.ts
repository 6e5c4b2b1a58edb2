import { AFTER_SALE_OPEN_STATUSES, ORDER_STATUS, type TAccountDeleteRequest } from '@shop/shared';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { PEOPLE } from './companies.ts';
import { hashPassword, passwordMatches } from './passwords.ts';

/** Orders still moving: unpaid, awaiting approval, paid and not yet sent. */
const ORDERS_IN_PROGRESS: number[] = [ORDER_STATUS.unpaid, ORDER_STATUS.awaitingApproval, ORDER_STATUS.awaitingDispatch];

/**
 * Deletes the logged-in member's account, once the password confirms it: the personal data goes
 * (name, e-mail, phone, birthday, addresses, cart, lists, browsing history, saved designs,
 * company membership, newsletter, logins); orders, invoices, credit notes and returns stay for the
 * tax retention periods, kept by the account's number under an address that reaches no one, and
 * the account can never log in again. Refused while an order or return is in progress, and for the
 * only admin of a company with colleagues.
 */
export async function deleteAccount(ctx: Ctx, input: TAccountDeleteRequest): Promise<true> {
  const memberId = memberIdOf(ctx);
  const member = await ctx.db.member.findUniqueOrThrow({ where: { id: memberId }, include: { company: true } });
  if (!(await passwordMatches(member.passwordHash, input.password))) throw new AppError('PASSWORD_WRONG');
  const open = await ctx.db.tradeOrder.findFirst({
    where: { memberId, deletedAt: null, status: { in: ORDERS_IN_PROGRESS } },
    select: { no: true },
  });
  const returning = await ctx.db.tradeAfterSale.findFirst({
    where: { memberId, status: { in: [...AFTER_SALE_OPEN_STATUSES] } },
    select: { no: true },
  });
  if (open || returning) throw new AppError('ACCOUNT_DELETE_IN_PROGRESS', { what: (open ?? returning)!.no });
  if (member.company?.role === 'admin') {
    const [admins, colleagues] = await Promise.all([
      ctx.db.companyMember.count({ where: { companyId: member.company.companyId, role: 'admin' } }),
      ctx.db.companyMember.count({ where: { companyId: member.company.companyId, memberId: { not: memberId }, ...PEOPLE } }),
    ]);
    if (admins === 1 && colleagues > 0) throw new AppError('ACCOUNT_DELETE_COMPANY_ADMIN');
  }
  // Nobody knows this password: the account cannot be logged into again.
  const unusable = await hashPassword(randomBytes(32).toString('hex'));
  await ctx.db.$transaction(async (tx) => {
    const where = { memberId };
    await tx.refreshToken.deleteMany({ where });
    await tx.address.deleteMany({ where });
    await tx.cartItem.deleteMany({ where });
    await tx.productFavorite.deleteMany({ where });
    await tx.productLike.deleteMany({ where });
    await tx.productBrowseHistory.deleteMany({ where });
    await tx.companyMember.deleteMany({ where });
    await tx.newsletterSubscriber.deleteMany({ where: { OR: [{ memberId }, { mail: member.mail }] } });
    // An order keeps its own copy of the print data: the saved designs go.
    await tx.design.deleteMany({ where });
    await tx.member.update({
      where: { id: memberId },
      data: {
        mail: `deleted-${memberId}@deleted.invalid`,
        mobile: null,
        mobileId: null,
        passwordHash: unusable,
        firstName: '',
        lastName: '',
        nickname: '',
        avatar: '',
        birthday: null,
        countryId: null,
        settings: {},
        status: 1,
      },
    });
  });
  return true;
}
