import {
  type CompanyRole,
  contract,
  type DataOf,
  type ParsedInputOf,
  pricingSettingsOf,
  reverseChargeApplies,
  TAX_EXEMPT_STATUS,
  VAT_ID_STATUS,
  personName,
} from '@shop/shared';
import { type Company, Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Ctx, memberIdOf } from '../../lib/use-case.ts';
import { checkCompanyVatId } from './vat-check.ts';

const endpoints = contract.member.company;
type Tx = Prisma.TransactionClient;

const memberSelect = { id: true, mail: true, firstName: true, lastName: true } as const;

interface MemberRow {
  memberId: number;
  role: string;
  spendingLimitPerOrder: number | null;
  spendingLimitPerMonth: number | null;
  member: { mail: string; firstName: string; lastName: string };
}

export function toCompanyMember(row: MemberRow) {
  return {
    memberId: row.memberId,
    name: personName(row.member),
    mail: row.member.mail,
    role: row.role as CompanyRole,
    spendingLimitPerOrder: row.spendingLimitPerOrder,
    spendingLimitPerMonth: row.spendingLimitPerMonth,
  };
}

/** A company's facts as its page and the back office show them. */
export function companyFacts(company: Company) {
  return {
    id: company.id,
    name: company.name,
    vatId: company.vatId,
    vatIdStatus: company.vatIdStatus,
    vatIdOffline: company.vatIdOffline,
    countryId: company.countryId,
    taxExemptStatus: company.taxExemptStatus,
    taxExemptState: company.taxExemptState,
    taxExemptCertificateUrl: company.taxExemptCertificateUrl,
    taxExemptReason: company.taxExemptReason,
    invoiceAllowed: company.invoiceAllowed,
    creditLimit: company.creditLimit,
    termsDays: company.termsDays,
  };
}

/** The company's people: its punchout organisations' accounts are not among them. */
export const PEOPLE = { member: { punchout: false } } as const;

/** The company's members, admins first, then by name. */
export async function companyMembers(db: Pick<Tx, 'companyMember'>, companyId: number) {
  const rows = await db.companyMember.findMany({
    where: { companyId, ...PEOPLE },
    include: { member: { select: memberSelect } },
    orderBy: [{ createdAt: 'asc' }, { memberId: 'asc' }],
  });
  const rank = (role: string) => (role === 'admin' ? 0 : role === 'approver' ? 1 : 2);
  return rows.map(toCompanyMember).sort((a, b) => rank(a.role) - rank(b.role));
}

/** The asking member's place in a company, or null. */
async function membershipOf(ctx: Ctx) {
  return ctx.db.companyMember.findUnique({ where: { memberId: memberIdOf(ctx) } });
}

/**
 * The asking member's company, locked for this transaction (membership changes of one company
 * happen one after another, so two admins cannot demote or remove each other at once); code
 * COMPANY_NOT_FOUND outside a company, COMPANY_ADMIN_ONLY for members other than admins when `admin`.
 */
async function lockMyCompany(ctx: Ctx, tx: Tx, admin: boolean) {
  const memberId = memberIdOf(ctx);
  const mine = await tx.companyMember.findUnique({ where: { memberId } });
  if (!mine) throw new AppError('COMPANY_NOT_FOUND');
  await tx.$queryRaw`SELECT id FROM member_company WHERE id = ${mine.companyId} FOR UPDATE`;
  const current = await tx.companyMember.findUnique({ where: { memberId } });
  if (!current || current.companyId !== mine.companyId) throw new AppError('COMPANY_NOT_FOUND');
  if (admin && current.role !== 'admin') throw new AppError('COMPANY_ADMIN_ONLY');
  return current;
}

/** A member of the company by id (COMPANY_MEMBER_NOT_FOUND for anyone else, a punchout account included). */
async function colleagueOf(tx: Tx, companyId: number, memberId: number) {
  const target = await tx.companyMember.findFirst({ where: { memberId, companyId, ...PEOPLE } });
  if (!target) throw new AppError('COMPANY_MEMBER_NOT_FOUND');
  return target;
}

const adminCount = (tx: Tx, companyId: number) => tx.companyMember.count({ where: { companyId, role: 'admin' } });

async function countryIso(ctx: Ctx, countryId: number): Promise<string> {
  const country = await ctx.db.country.findUnique({ where: { id: countryId }, select: { iso2: true } });
  if (!country) throw new AppError('COUNTRY_NOT_FOUND');
  return country.iso2;
}

/** My company with my role and limits, and its members; null when I belong to none. */
export async function getMyCompany(ctx: Ctx): Promise<DataOf<typeof endpoints.get>> {
  const mine = await membershipOf(ctx);
  if (!mine) return null;
  const company = await ctx.db.company.findUniqueOrThrow({ where: { id: mine.companyId } });
  return {
    ...companyFacts(company),
    memberId: mine.memberId,
    role: mine.role as CompanyRole,
    spendingLimitPerOrder: mine.spendingLimitPerOrder,
    spendingLimitPerMonth: mine.spendingLimitPerMonth,
    members: await companyMembers(ctx.db, company.id),
    netPriceVatBp: await netPriceVatBp(ctx, company),
  };
}

/** The VAT the storefront takes out of the catalogue's prices for the company: its country's rate under the reverse charge. */
async function netPriceVatBp(ctx: Ctx, company: Company): Promise<number> {
  const country = await countryIso(ctx, company.countryId);
  const buyer = { countryCode: country, vatIdValid: company.vatIdStatus === VAT_ID_STATUS.valid, taxExemptStates: [] };
  const { vatBp } = pricingSettingsOf(await ctx.services.settings.read());
  return reverseChargeApplies(buyer, country, ctx.services.config.SHOP_COUNTRY, vatBp) ? (vatBp[country] ?? 0) : 0;
}

/** A new company's row, its country and VAT ID checked (COUNTRY_NOT_FOUND, COMPANY_VAT_ID_INVALID, COMPANY_VAT_ID_COUNTRY). */
export async function checkedNewCompany(ctx: Ctx, input: ParsedInputOf<typeof endpoints.create>) {
  const vat = await checkCompanyVatId(ctx.services.config, ctx.log, input.vatId, await countryIso(ctx, input.countryId));
  return {
    name: input.name,
    countryId: input.countryId,
    vatId: vat.vatId,
    vatIdStatus: vat.status,
    vatIdOffline: vat.offline,
    vatIdCheckedAt: vat.vatId ? new Date() : null,
  };
}

/** Writes the company with the member as its admin; answers its id. */
export async function insertCompany(tx: Tx, memberId: number, data: Awaited<ReturnType<typeof checkedNewCompany>>): Promise<number> {
  const company = await tx.company.create({ data });
  await tx.companyMember.create({ data: { memberId, companyId: company.id, role: 'admin' } });
  return company.id;
}

/**
 * Creates a company with the asking member as its admin. A member belongs to one company at most
 * (COMPANY_ALREADY_MEMBER; the membership's key is the member, so two creations at once make one).
 */
export async function createCompany(ctx: Ctx, input: ParsedInputOf<typeof endpoints.create>): Promise<number> {
  const memberId = memberIdOf(ctx);
  if (await membershipOf(ctx)) throw new AppError('COMPANY_ALREADY_MEMBER');
  const company = await checkedNewCompany(ctx, input);
  try {
    return await ctx.db.$transaction((tx) => insertCompany(tx, memberId, company));
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError('COMPANY_ALREADY_MEMBER');
    throw error;
  }
}

/** Changes the company's name, country or VAT ID (admins); a changed VAT ID or country is checked again. */
export async function updateMyCompany(ctx: Ctx, input: ParsedInputOf<typeof endpoints.update>): Promise<boolean> {
  const mine = await membershipOf(ctx);
  if (!mine) throw new AppError('COMPANY_NOT_FOUND');
  if (mine.role !== 'admin') throw new AppError('COMPANY_ADMIN_ONLY');
  const before = await ctx.db.company.findUniqueOrThrow({ where: { id: mine.companyId } });
  const vat = await checkCompanyVatId(ctx.services.config, ctx.log, input.vatId, await countryIso(ctx, input.countryId));
  const vatChanged = vat.vatId !== before.vatId || input.countryId !== before.countryId;
  await ctx.db.company.update({
    where: { id: before.id },
    data: {
      name: input.name,
      countryId: input.countryId,
      ...(vatChanged
        ? { vatId: vat.vatId, vatIdStatus: vat.status, vatIdOffline: vat.offline, vatIdCheckedAt: vat.vatId ? new Date() : null }
        : {}),
    },
  });
  return true;
}

/**
 * Changes a colleague's role and spending limits (admins, their own limits too). The last admin
 * stays an admin (COMPANY_LAST_ADMIN).
 */
export async function updateCompanyMember(ctx: Ctx, input: ParsedInputOf<typeof endpoints.updateMember>): Promise<boolean> {
  await ctx.db.$transaction(async (tx) => {
    const mine = await lockMyCompany(ctx, tx, true);
    const target = await colleagueOf(tx, mine.companyId, input.memberId);
    if (target.role === 'admin' && input.role !== 'admin' && (await adminCount(tx, mine.companyId)) <= 1)
      throw new AppError('COMPANY_LAST_ADMIN');
    await tx.companyMember.update({
      where: { memberId: target.memberId },
      data: {
        role: input.role,
        spendingLimitPerOrder: input.spendingLimitPerOrder ?? null,
        spendingLimitPerMonth: input.spendingLimitPerMonth ?? null,
      },
    });
  });
  return true;
}

/** Removes a colleague (admins) or lets a member leave; never the last admin (COMPANY_LAST_ADMIN). */
export async function removeCompanyMember(ctx: Ctx, memberId: number): Promise<boolean> {
  const self = memberId === memberIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const mine = await lockMyCompany(ctx, tx, !self);
    const target = await colleagueOf(tx, mine.companyId, memberId);
    if (target.role === 'admin' && (await adminCount(tx, mine.companyId)) <= 1) throw new AppError('COMPANY_LAST_ADMIN');
    await tx.companyMember.delete({ where: { memberId } });
  });
  return true;
}

/**
 * Sends a US sales-tax exemption certificate for review (admins of companies in the US): a
 * document the asking member uploaded (FILE_NOT_OURS otherwise). A new certificate replaces the
 * last one and waits for the shop again.
 */
export async function submitTaxExemption(ctx: Ctx, input: ParsedInputOf<typeof endpoints.taxExemption>): Promise<boolean> {
  const memberId = memberIdOf(ctx);
  const mine = await membershipOf(ctx);
  if (!mine) throw new AppError('COMPANY_NOT_FOUND');
  if (mine.role !== 'admin') throw new AppError('COMPANY_ADMIN_ONLY');
  const company = await ctx.db.company.findUniqueOrThrow({ where: { id: mine.companyId } });
  if ((await countryIso(ctx, company.countryId)) !== 'US') throw new AppError('COMPANY_TAX_EXEMPTION_US_ONLY');
  if (!(await ctx.db.uploadedFile.count({ where: { url: input.certificateUrl, kind: 'document', memberId } })))
    throw new AppError('FILE_NOT_OURS');
  await ctx.db.company.update({
    where: { id: company.id },
    data: {
      taxExemptStatus: TAX_EXEMPT_STATUS.submitted,
      taxExemptState: input.state,
      taxExemptCertificateUrl: input.certificateUrl,
      taxExemptReason: '',
    },
  });
  return true;
}
