import { adminContract, type DataOf, LANGUAGES, type Language, normalizeVatId, type ParsedInputOf, TAX_EXEMPT_STATUS } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { companyFacts, companyMembers, PEOPLE } from './companies.ts';

const endpoints = adminContract.member.company;

/** A page of the companies, newest first, by part of the name (any case) and of the VAT ID (any spacing). */
export async function pageCompanies(ctx: Ctx, query: ParsedInputOf<typeof endpoints.page>): Promise<DataOf<typeof endpoints.page>> {
  const vatPart = query.vatId ? normalizeVatId(query.vatId) : '';
  const where: Prisma.CompanyWhereInput = {
    ...(query.name ? { name: { contains: query.name, mode: 'insensitive' } } : {}),
    ...(vatPart ? { vatId: { contains: vatPart } } : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.company.findMany({
      where,
      orderBy: { id: 'desc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
      include: { _count: { select: { members: { where: PEOPLE } } } },
    }),
    ctx.db.company.count({ where }),
  ]);
  return {
    list: rows.map((row) => ({ ...companyFacts(row), memberCount: row._count.members, createTime: row.createdAt.getTime() })),
    total,
  };
}

async function companyOrThrow(db: Pick<Prisma.TransactionClient, 'company'>, id: number) {
  const company = await db.company.findUnique({ where: { id } });
  if (!company) throw new AppError('COMPANY_NOT_FOUND');
  return company;
}

/** One company with its members, the VAT ID's check and the exemption certificate. */
export async function getCompany(ctx: Ctx, id: number): Promise<DataOf<typeof endpoints.get>> {
  const company = await companyOrThrow(ctx.db, id);
  const members = await companyMembers(ctx.db, id);
  return {
    ...companyFacts(company),
    memberCount: members.length,
    createTime: company.createdAt.getTime(),
    vatIdCheckedTime: company.vatIdCheckedAt?.getTime() ?? null,
    members,
  };
}

/** Sets the company's payment terms, written to the audit log. */
export async function updateCompanyTerms(ctx: Ctx, input: ParsedInputOf<typeof endpoints.updateTerms>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const { id, ...terms } = input;
  await ctx.db.$transaction(async (tx) => {
    const before = await companyOrThrow(tx, id);
    await tx.company.update({ where: { id }, data: terms });
    await writeAudit(tx, {
      adminId,
      action: 'member:company:update-terms',
      target: `member_company:${id}`,
      before: { invoiceAllowed: before.invoiceAllowed, creditLimit: before.creditLimit, termsDays: before.termsDays },
      after: terms,
    });
  });
  return true;
}

const mailLanguage = (value: string): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en');

/**
 * Approves or rejects the submitted exemption certificate (COMPANY_TAX_EXEMPTION_NOT_SUBMITTED when
 * none waits; a rejection needs its reason), audited and mailed to the company's admins, each in
 * their mail language, after commit. One statement moves the status from submitted, so two
 * reviews at once decide once.
 */
export async function reviewTaxExemption(ctx: Ctx, input: ParsedInputOf<typeof endpoints.reviewTaxExemption>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  if (!input.approve && !input.reason) throw new AppError('COMPANY_REJECT_REASON_REQUIRED');
  const status = input.approve ? TAX_EXEMPT_STATUS.approved : TAX_EXEMPT_STATUS.rejected;
  const { mailer } = ctx.services;
  const mailIds = await ctx.db.$transaction(async (tx) => {
    const company = await companyOrThrow(tx, input.id);
    const moved = await tx.company.updateMany({
      where: { id: input.id, taxExemptStatus: TAX_EXEMPT_STATUS.submitted },
      data: { taxExemptStatus: status, taxExemptReason: input.reason },
    });
    if (moved.count === 0) throw new AppError('COMPANY_TAX_EXEMPTION_NOT_SUBMITTED');
    await writeAudit(tx, {
      adminId,
      action: 'member:company:review-tax-exemption',
      target: `member_company:${input.id}`,
      before: { taxExemptStatus: company.taxExemptStatus },
      after: { taxExemptStatus: status, state: company.taxExemptState, reason: input.reason },
    });
    const admins = await tx.companyMember.findMany({
      where: { companyId: input.id, role: 'admin' },
      include: { member: { select: { mail: true, firstName: true, mailLanguage: true } } },
    });
    return Promise.all(
      admins.map(({ member }) =>
        mailer.queue(tx, {
          to: member.mail,
          template: input.approve ? 'company-tax-exemption-approved' : 'company-tax-exemption-rejected',
          language: mailLanguage(member.mailLanguage),
          params: { name: member.firstName, company: company.name, state: company.taxExemptState, reason: input.reason },
        }),
      ),
    );
  });
  for (const id of mailIds) mailer.deliverLater(id);
  return true;
}
