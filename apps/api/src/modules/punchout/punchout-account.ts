import { randomBytes } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

/** Never a valid argon2 hash: the account cannot log in with any password. */
const NO_LOGIN = '!punchout';

/**
 * The shop account an organisation's carts and orders belong to: a buyer of its company that no
 * one can log in as (only punchout sessions act as it), named after the organisation. Created with
 * the organisation; moved when the organisation changes company.
 */
export async function createPunchoutAccount(tx: Tx, name: string, companyId: number): Promise<number> {
  const member = await tx.member.create({
    data: {
      // A reserved domain (RFC 2606): the account receives no mail.
      mail: `punchout-${randomBytes(8).toString('hex')}@punchout.invalid`,
      passwordHash: NO_LOGIN,
      firstName: 'Punchout',
      lastName: name.slice(0, 60),
      nickname: name.slice(0, 60),
    },
  });
  await tx.companyMember.create({ data: { memberId: member.id, companyId, role: 'buyer' } });
  return member.id;
}

export async function updatePunchoutAccount(tx: Tx, memberId: number, name: string, companyId: number): Promise<void> {
  await tx.member.update({ where: { id: memberId }, data: { lastName: name.slice(0, 60), nickname: name.slice(0, 60) } });
  await tx.companyMember.upsert({
    where: { memberId },
    create: { memberId, companyId, role: 'buyer' },
    update: { companyId, role: 'buyer', spendingLimitPerOrder: null, spendingLimitPerMonth: null },
  });
}
