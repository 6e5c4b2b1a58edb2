import { adminContract, COMMON_STATUS, type DataOf, type ParsedInputOf } from '@shop/shared';
import type { Prisma, PunchoutOrganisation } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { hashPassword } from '../member/passwords.ts';
import { writeAudit } from '../system/audit.ts';
import { punchoutAddresses } from './punchout-addresses.ts';
import { createPunchoutAccount, deleteSessionAccounts, updatePunchoutAccount } from './punchout-account.ts';

const endpoints = adminContract.promotion.punchout;
type PunchoutView = DataOf<typeof endpoints.get>;
type PunchoutInput = ParsedInputOf<typeof endpoints.create>;
type Tx = Prisma.TransactionClient;

function toView(ctx: Ctx, row: PunchoutOrganisation, companyName: string): PunchoutView {
  return {
    id: row.id,
    name: row.name,
    protocol: row.protocol === 'cxml' ? 'cxml' : 'oci',
    username: row.username,
    password: '',
    fromIdentity: row.fromIdentity,
    sharedSecret: '',
    secretSet: (row.protocol === 'cxml' ? row.sharedSecretHash : row.passwordHash) !== '',
    companyId: row.companyId,
    companyName,
    categoryIds: row.categoryIds,
    orderMail: row.orderMail,
    language: row.language === 'de' || row.language === 'zh' ? row.language : 'en',
    addresses: punchoutAddresses(ctx.services.config),
    createTime: row.createdAt.getTime(),
    updateTime: row.updatedAt.getTime(),
  };
}

/** What the audit log keeps: never the hashes. */
function auditView(row: PunchoutOrganisation) {
  const { passwordHash: _p, sharedSecretHash: _s, createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

async function withCompanyNames(ctx: Ctx, rows: PunchoutOrganisation[]): Promise<PunchoutView[]> {
  const companies = await ctx.db.company.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.companyId))] } },
    select: { id: true, name: true },
  });
  const names = new Map(companies.map((c) => [c.id, c.name]));
  return rows.map((row) => toView(ctx, row, names.get(row.companyId) ?? ''));
}

export async function pagePunchouts(ctx: Ctx, query: ParsedInputOf<typeof endpoints.page>) {
  const contains = (field: 'name' | 'username' | 'fromIdentity') => ({
    [field]: { contains: query.keyword, mode: 'insensitive' as const },
  });
  const where: Prisma.PunchoutOrganisationWhereInput = query.keyword
    ? { OR: [contains('name'), contains('username'), contains('fromIdentity')] }
    : {};
  const [rows, total] = await Promise.all([
    ctx.db.punchoutOrganisation.findMany({
      where,
      orderBy: { id: 'desc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    ctx.db.punchoutOrganisation.count({ where }),
  ]);
  return { list: await withCompanyNames(ctx, rows), total };
}

export async function getPunchout(ctx: Ctx, id: number): Promise<PunchoutView> {
  const row = await ctx.db.punchoutOrganisation.findUnique({ where: { id } });
  if (!row) throw new AppError('PUNCHOUT_NOT_FOUND');
  const [view] = await withCompanyNames(ctx, [row]);
  return view!;
}

/**
 * The stored fields of a request: the protocol's login (unique among organisations) and its
 * secret hashed (argon2id; an empty one keeps `stored`), the company and categories checked.
 */
async function fieldsOf(tx: Tx, input: PunchoutInput, id: number | null, stored: PunchoutOrganisation | null) {
  const oci = input.protocol === 'oci';
  const login = oci ? input.username : input.fromIdentity;
  const secret = oci ? input.password : input.sharedSecret;
  const storedHash = stored && stored.protocol === input.protocol ? (oci ? stored.passwordHash : stored.sharedSecretHash) : '';
  if (login === '' || (secret === '' && storedHash === '')) throw new AppError('PUNCHOUT_CREDENTIALS_MISSING');
  const taken = await tx.punchoutOrganisation.count({
    where: {
      ...(oci ? { username: login } : { fromIdentity: login }),
      protocol: input.protocol,
      ...(id === null ? {} : { id: { not: id } }),
    },
  });
  if (taken > 0) throw new AppError('PUNCHOUT_LOGIN_USED');
  if (!(await tx.company.count({ where: { id: input.companyId } }))) throw new AppError('COMPANY_NOT_FOUND');
  const categoryIds = [...new Set(input.categoryIds)];
  if ((await tx.category.count({ where: { id: { in: categoryIds } } })) !== categoryIds.length) throw new AppError('CATEGORY_NOT_FOUND');
  const hash = secret === '' ? storedHash : await hashPassword(secret);
  return {
    name: input.name,
    protocol: input.protocol,
    username: oci ? login : '',
    passwordHash: oci ? hash : '',
    fromIdentity: oci ? '' : login,
    sharedSecretHash: oci ? '' : hash,
    companyId: input.companyId,
    categoryIds,
    orderMail: input.orderMail,
    language: input.language,
  };
}

/** Creates an organisation with its shop account (a buyer of the company), written to the audit log. */
export async function createPunchout(ctx: Ctx, input: PunchoutInput): Promise<number> {
  const adminId = adminIdOf(ctx);
  return ctx.db.$transaction(async (tx) => {
    const data = await fieldsOf(tx, input, null, null);
    const memberId = await createPunchoutAccount(tx, data);
    const row = await tx.punchoutOrganisation.create({ data: { ...data, memberId } });
    await writeAudit(tx, { adminId, action: 'promotion:punchout:create', target: `promotion_punchout:${row.id}`, after: auditView(row) });
    return row.id;
  });
}

/** Replaces an organisation's settings; running sessions see the new company and categories at once. */
export async function updatePunchout(ctx: Ctx, input: ParsedInputOf<typeof endpoints.update>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  return ctx.db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM promotion_punchout WHERE id = ${input.id} FOR UPDATE`;
    if (!locked) throw new AppError('PUNCHOUT_NOT_FOUND');
    const before = await tx.punchoutOrganisation.findUniqueOrThrow({ where: { id: input.id } });
    const data = await fieldsOf(tx, input, input.id, before);
    const after = await tx.punchoutOrganisation.update({ where: { id: input.id }, data });
    // The organisation's account and those of its running sessions follow it.
    const sessions = await tx.punchoutSession.findMany({
      where: { organisationId: after.id, memberId: { not: null } },
      select: { memberId: true },
    });
    for (const memberId of [after.memberId, ...sessions.map((s) => s.memberId!)]) await updatePunchoutAccount(tx, memberId, after);
    await writeAudit(tx, {
      adminId,
      action: 'promotion:punchout:update',
      target: `promotion_punchout:${input.id}`,
      before: auditView(before),
      after: auditView(after),
    });
    return true;
  });
}

/** Deletes an organisation: its sessions end and its account is disabled; the orders it placed stay with their company. */
export async function deletePunchout(ctx: Ctx, id: number): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.punchoutOrganisation.findUnique({ where: { id } });
    if (!before) throw new AppError('PUNCHOUT_NOT_FOUND');
    const sessions = await tx.punchoutSession.findMany({ where: { organisationId: id }, select: { memberId: true } });
    await tx.punchoutSession.deleteMany({ where: { organisationId: id } });
    await deleteSessionAccounts(
      tx,
      sessions.flatMap((s) => (s.memberId === null ? [] : [s.memberId])),
    );
    await tx.punchoutOrganisation.delete({ where: { id } });
    await tx.member.update({ where: { id: before.memberId }, data: { status: COMMON_STATUS.disabled } });
    await writeAudit(tx, { adminId, action: 'promotion:punchout:delete', target: `promotion_punchout:${id}`, before: auditView(before) });
    return true;
  });
}
