import { randomBytes } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

/** Never a valid argon2 hash: the account cannot log in with any password. */
const NO_LOGIN = '!punchout';

interface AccountOf {
  name: string;
  companyId: number;
  /** The language of the account's mails and invoices. */
  language: string;
}

/**
 * An account of the organisation: a buyer of its company that no one can log in as, named after
 * the organisation, marked `punchout` (no list of people shows it, no company admin can change it). The organisation's own (its orders belong to it) is created with it; each
 * punchout session gets one more (`first name` Punchout session), whose cart is the session's alone.
 */
export async function createPunchoutAccount(tx: Tx, org: AccountOf, firstName = 'Punchout'): Promise<number> {
  const member = await tx.member.create({
    data: {
      // A reserved domain (RFC 2606): the account receives no mail.
      mail: `punchout-${randomBytes(8).toString('hex')}@punchout.invalid`,
      passwordHash: NO_LOGIN,
      firstName,
      lastName: org.name.slice(0, 60),
      nickname: org.name.slice(0, 60),
      mailLanguage: org.language,
      punchout: true,
    },
  });
  await tx.companyMember.create({ data: { memberId: member.id, companyId: org.companyId, role: 'buyer' } });
  return member.id;
}

/** Moves an account with its organisation: name, language and company. */
export async function updatePunchoutAccount(tx: Tx, memberId: number, org: AccountOf): Promise<void> {
  const { name, companyId } = org;
  await tx.member.update({
    where: { id: memberId },
    data: { lastName: name.slice(0, 60), nickname: name.slice(0, 60), mailLanguage: org.language },
  });
  await tx.companyMember.upsert({
    where: { memberId },
    create: { memberId, companyId, role: 'buyer' },
    update: { companyId, role: 'buyer', spendingLimitPerOrder: null, spendingLimitPerMonth: null },
  });
}

/**
 * Removes session accounts with what they kept (cart, lists, designs, company place); orders never
 * belong to them (the organisation's account places those), and uploaded files stay.
 */
export async function deleteSessionAccounts(tx: Tx, memberIds: number[]): Promise<void> {
  if (memberIds.length === 0) return;
  const where = { memberId: { in: memberIds } };
  await tx.productFavorite.deleteMany({ where });
  await tx.productLike.deleteMany({ where });
  await tx.productBrowseHistory.deleteMany({ where });
  // The cart, designs, addresses, logins and company place go with the account (foreign keys).
  await tx.member.deleteMany({ where: { id: { in: memberIds } } });
}
