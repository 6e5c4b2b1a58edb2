import { adminContract, type contract, JOB_CATEGORIES, translate, type ParsedInputOf, type Translated } from '@shop/shared';
import { Prisma, type Job, type JobApplication } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, localizedColumn, memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { assertCountries } from '../member/register-member.ts';
import { writeAudit } from '../system/audit.ts';

const admin = adminContract.system.job;

function summaryOf(row: Job, ctx: Ctx) {
  return {
    id: row.id,
    title: translate(row.title, ctx.language),
    location: row.location,
    company: row.company,
    category: row.category,
    createTime: row.createdAt.getTime(),
  };
}

/** Open positions by part of the title (in the visitor's language), location, company and category, newest first. */
export async function pageJobPostings(ctx: Ctx, query: ParsedInputOf<typeof contract.system.job.page>) {
  const title = Prisma.raw(localizedColumn('title', ctx.language));
  const filters = [
    Prisma.sql`active`,
    ...(query.title ? [Prisma.sql`${title} ILIKE ${`%${query.title.replace(/[\\%_]/g, '\\$&')}%`}`] : []),
    ...(query.location ? [Prisma.sql`location = ${query.location}`] : []),
    ...(query.company ? [Prisma.sql`company = ${query.company}`] : []),
    ...(query.category ? [Prisma.sql`category = ${query.category}`] : []),
  ];
  const where = Prisma.join(filters, ' AND ');
  const [rows, [counted]] = await Promise.all([
    ctx.db.$queryRaw<
      { id: number }[]
    >`SELECT id FROM content_job WHERE ${where} ORDER BY id DESC LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`,
    ctx.db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM content_job WHERE ${where}`,
  ]);
  const jobs = await ctx.db.job.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: 'desc' } });
  return { list: jobs.map((row) => summaryOf(row, ctx)), total: counted?.total ?? 0 };
}

async function openJob(ctx: Ctx, id: number): Promise<Job> {
  const row = await ctx.db.job.findFirst({ where: { id, active: true } });
  if (!row) throw new AppError('JOB_NOT_FOUND');
  return row;
}

export async function getJobPosting(ctx: Ctx, id: number) {
  const row = await openJob(ctx, id);
  return { ...summaryOf(row, ctx), description: translate(row.description, ctx.language) };
}

export async function jobPostingFilters(ctx: Ctx) {
  const rows = await ctx.db.job.findMany({ where: { active: true }, select: { location: true, company: true } });
  const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return { locations: sorted(rows.map((r) => r.location)), companies: sorted(rows.map((r) => r.company)), categories: [...JOB_CATEGORIES] };
}

/** The open positions for the sitemap. */
export async function sitemapJobPostings(ctx: Ctx) {
  return ctx.db.job.findMany({ where: { active: true }, select: { id: true, updatedAt: true }, orderBy: { id: 'asc' } });
}

/**
 * A member's application for an open position with a CV they uploaded as a document (its type
 * and size were checked by content on upload); confirmed by e-mail in the applicant's language,
 * naming only the position, so the form cannot carry anyone's text to another address.
 */
export async function applyForJobPosting(ctx: Ctx, input: ParsedInputOf<typeof contract.system.job.apply>): Promise<number> {
  const memberId = memberIdOf(ctx);
  const job = await openJob(ctx, input.jobId);
  await assertCountries(ctx, input.countryId);
  if (!(await ctx.db.uploadedFile.count({ where: { url: input.resumeUrl, kind: 'document', memberId } })))
    throw new AppError('FILE_NOT_OURS');
  const { mailer } = ctx.services;
  const { id, mailId } = await ctx.db.$transaction(async (tx) => {
    const { id } = await tx.jobApplication.create({
      data: {
        jobId: job.id,
        memberId,
        firstName: input.firstName,
        lastName: input.lastName,
        mail: input.mail,
        mobile: input.mobile,
        resumeUrl: input.resumeUrl,
        letter: input.letter,
        countryId: input.countryId ?? null,
        birthday: input.birthday ? new Date(`${input.birthday}T00:00:00Z`) : null,
        language: ctx.language,
      },
    });
    const mailId = await mailer.queue(tx, {
      to: input.mail,
      template: 'job-application',
      language: ctx.language,
      params: { job: translate(job.title, ctx.language) },
    });
    return { id, mailId };
  });
  mailer.deliverLater(mailId);
  return id;
}

// ---- Back office ----

function adminView(row: Job & { _count: { applications: number } }) {
  return {
    id: row.id,
    title: row.title as Translated,
    description: row.description as Translated,
    location: row.location,
    company: row.company,
    category: row.category,
    active: row.active,
    applicationCount: row._count.applications,
    createTime: row.createdAt.getTime(),
  };
}

export async function adminPageJobPostings(ctx: Ctx, query: ParsedInputOf<typeof admin.page>) {
  const where: Prisma.JobWhereInput = query.active === undefined ? {} : { active: query.active === 1 };
  const [rows, total] = await Promise.all([
    ctx.db.job.findMany({
      where,
      include: { _count: { select: { applications: true } } },
      orderBy: { id: 'desc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    ctx.db.job.count({ where }),
  ]);
  return { list: rows.map(adminView), total };
}

export async function adminGetJobPosting(ctx: Ctx, id: number) {
  const row = await ctx.db.job.findUnique({ where: { id }, include: { _count: { select: { applications: true } } } });
  if (!row) throw new AppError('JOB_NOT_FOUND');
  return adminView(row);
}

const jobAudit = (row: Job) => ({
  title: row.title as Prisma.InputJsonValue,
  location: row.location,
  company: row.company,
  category: row.category,
  active: row.active,
});

export async function createJobPosting(ctx: Ctx, input: ParsedInputOf<typeof admin.create>): Promise<number> {
  const adminId = adminIdOf(ctx);
  return ctx.db.$transaction(async (tx) => {
    const row = await tx.job.create({ data: input });
    await writeAudit(tx, { adminId, action: 'content:job:create', target: `content_job:${row.id}`, after: jobAudit(row) });
    return row.id;
  });
}

export async function updateJobPosting(ctx: Ctx, input: ParsedInputOf<typeof admin.update>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  const { id, ...data } = input;
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.job.findUnique({ where: { id } });
    if (!before) throw new AppError('JOB_NOT_FOUND');
    const after = await tx.job.update({ where: { id }, data });
    await writeAudit(tx, {
      adminId,
      action: 'content:job:update',
      target: `content_job:${id}`,
      before: jobAudit(before),
      after: jobAudit(after),
    });
  });
  return true;
}

function applicationView(row: JobApplication & { job: Job }, countries: Map<number, unknown>) {
  const { job, countryId, birthday, createdAt, ...rest } = row;
  return {
    ...rest,
    jobTitle: translate(job.title, 'en'),
    countryName: countryId === null ? '' : translate(countries.get(countryId), 'en'),
    birthday: birthday ? birthday.toISOString().slice(0, 10) : null,
    createTime: createdAt.getTime(),
  };
}

export async function pageJobApplications(ctx: Ctx, query: ParsedInputOf<typeof admin.applicationPage>) {
  const where: Prisma.JobApplicationWhereInput = query.status === undefined ? {} : { status: query.status };
  const [rows, total] = await Promise.all([
    ctx.db.jobApplication.findMany({
      where,
      include: { job: true },
      orderBy: { id: 'desc' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    ctx.db.jobApplication.count({ where }),
  ]);
  const countryIds = [...new Set(rows.flatMap((r) => (r.countryId === null ? [] : [r.countryId])))];
  const countries = await ctx.db.country.findMany({ where: { id: { in: countryIds } }, select: { id: true, name: true } });
  const names = new Map(countries.map((c) => [c.id, c.name]));
  return { list: rows.map((row) => applicationView(row, names)), total };
}

export async function updateJobApplicationStatus(ctx: Ctx, input: ParsedInputOf<typeof admin.applicationUpdateStatus>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.jobApplication.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError('JOB_APPLICATION_NOT_FOUND');
    if (before.status === input.status) return;
    await tx.jobApplication.update({ where: { id: input.id }, data: { status: input.status } });
    await writeAudit(tx, {
      adminId,
      action: 'content:job-application:update-status',
      target: `content_job_application:${input.id}`,
      before: { status: before.status },
      after: { status: input.status },
    });
  });
  return true;
}
