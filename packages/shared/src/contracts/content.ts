import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';
import { pageResult, zId, zQueryInt } from './common.ts';
import { zBirthday, zOptionalId } from './member.ts';

/** A blog article: 0 draft, 1 published (visible once its publish date has passed). */
export const ARTICLE_STATUS = { draft: 0, published: 1 } as const;
/** Applications and advertising requests in the back office's inboxes: 0 new, 10 read. */
export const INBOX_STATUS = { new: 0, read: 10 } as const;
/** The job categories the careers pages filter by (labels in the storefront's texts). */
export const JOB_CATEGORIES = ['engineering', 'design', 'marketing', 'sales', 'operations', 'customer-service'] as const;

const zPageNo = zQueryInt(z.number().int().min(1).max(100_000)).default(1);
const zPageSize = zQueryInt(z.number().int().min(1).max(100)).default(10);
const zFilter = (max: number) => z.string().trim().max(max).optional();
const zInboxStatus = z.union([z.literal(INBOX_STATUS.new), z.literal(INBOX_STATUS.read)]);

/** A text in the three languages as the back office writes it: English required, an empty German or Chinese text shows the English one. */
const zTranslatedInput = (max: number) =>
  z.object({
    en: z.string().trim().min(1).max(max),
    de: z.string().trim().max(max).default(''),
    zh: z.string().trim().max(max).default(''),
  });
const zTranslatedView = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<(typeof LANGUAGES)[number], z.ZodString>,
);

// ---- Blog articles (storefront) ----

export const ZArticlePageRequest = z.object({
  pageNo: zPageNo,
  pageSize: zPageSize,
  tag: zFilter(40),
  /** `news`: the articles tagged news; `blog`: all others; absent: every article, as before. */
  section: z.enum(['blog', 'news']).optional(),
});

export const ZArticleSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  tags: z.array(z.string()),
  publishTime: z.number().int(),
});
export const ZArticlePageResponse = pageResult(ZArticleSummary);

/** One article in the visitor's language: `content` is sanitised HTML rendered from the Markdown on the server. */
export const ZArticleDetail = ZArticleSummary.extend({ content: z.string(), keywords: z.string() });
export type TArticleDetail = z.infer<typeof ZArticleDetail>;

/** The tags of published articles, most used first. */
export const ZArticleTagsResponse = z.array(z.object({ name: z.string(), count: z.number().int() }));

// ---- Blog articles (back office) ----

export const ZAdminArticlePageRequest = z.object({
  pageNo: zPageNo,
  pageSize: zPageSize,
  status: zQueryInt(z.number().int().min(0).max(1)).optional(),
  /** Part of the English title, any case. */
  title: zFilter(200),
});

const zTag = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\p{N} -]+$/u);

export const ZAdminArticleSaveRequest = z.object({
  title: zTranslatedInput(200),
  summary: zTranslatedInput(500),
  /** Markdown; raw HTML inside it is sanitised away on save. */
  body: zTranslatedInput(100_000),
  /** Meta keywords, comma separated. */
  keywords: zTranslatedInput(300),
  /** A picture uploaded through infra/file/upload, or "" for none. */
  coverUrl: z.string().trim().max(500).default(''),
  tags: z.array(zTag).max(10).default([]),
  status: z.union([z.literal(ARTICLE_STATUS.draft), z.literal(ARTICLE_STATUS.published)]),
  /** Epoch milliseconds; publishing without a date publishes now. */
  publishTime: z.number().int().positive().nullable().default(null),
});
export const ZAdminArticleUpdateRequest = ZAdminArticleSaveRequest.extend({ id: zId });

export const ZAdminArticle = z.object({
  id: z.number().int(),
  title: zTranslatedView,
  summary: zTranslatedView,
  body: zTranslatedView,
  keywords: zTranslatedView,
  coverUrl: z.string(),
  tags: z.array(z.string()),
  status: z.number().int(),
  publishTime: z.number().int().nullable(),
  updateTime: z.number().int(),
});
export type TAdminArticle = z.infer<typeof ZAdminArticle>;
export const ZAdminArticlePageResponse = pageResult(ZAdminArticle);

// ---- Jobs (storefront) ----

export const ZJobPageRequest = z.object({
  pageNo: zPageNo,
  pageSize: zPageSize,
  /** Part of the title in any language, any case. */
  title: zFilter(100),
  location: zFilter(100),
  company: zFilter(100),
  category: z
    .enum(JOB_CATEGORIES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const ZJobSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string(),
  company: z.string(),
  category: z.string(),
  createTime: z.number().int(),
});
export type TJobSummary = z.infer<typeof ZJobSummary>;
export const ZJobPageResponse = pageResult(ZJobSummary);
export const ZJobDetail = ZJobSummary.extend({ description: z.string() });

/** What the job filter offers: the locations and companies of open positions and the categories. */
export const ZJobFiltersResponse = z.object({
  locations: z.array(z.string()),
  companies: z.array(z.string()),
  categories: z.array(z.string()),
});

export const ZJobApplyRequest = z.object({
  jobId: zId,
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  mail: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254)),
  mobile: z.string().trim().max(30).default(''),
  /** The CV: a PDF or Word file the member uploaded with directory=document. */
  resumeUrl: z.string().trim().min(1).max(500),
  letter: z.string().trim().max(5000).default(''),
  /** Where the applicant lives: any country of the country table, not only those the shop ships to. Optional. */
  countryId: zOptionalId,
  /** Optional, YYYY-MM-DD. */
  birthday: z.union([zBirthday, z.literal('').transform(() => undefined)]).optional(),
});
export type TJobApplyRequest = z.input<typeof ZJobApplyRequest>;

// ---- Jobs and applications (back office) ----

export const ZAdminJobPageRequest = z.object({
  pageNo: zPageNo,
  pageSize: zPageSize,
  active: zQueryInt(z.number().int().min(0).max(1)).optional(),
});

export const ZAdminJobSaveRequest = z.object({
  title: zTranslatedInput(120),
  description: zTranslatedInput(20_000),
  location: z.string().trim().min(1).max(100),
  company: z.string().trim().min(1).max(100),
  category: z.enum(JOB_CATEGORIES),
  active: z.boolean(),
});
export const ZAdminJobUpdateRequest = ZAdminJobSaveRequest.extend({ id: zId });

export const ZAdminJob = z.object({
  id: z.number().int(),
  title: zTranslatedView,
  description: zTranslatedView,
  location: z.string(),
  company: z.string(),
  category: z.string(),
  active: z.boolean(),
  applicationCount: z.number().int(),
  createTime: z.number().int(),
});
export type TAdminJob = z.infer<typeof ZAdminJob>;
export const ZAdminJobPageResponse = pageResult(ZAdminJob);

export const ZAdminInboxPageRequest = z.object({
  pageNo: zPageNo,
  pageSize: zPageSize,
  status: zQueryInt(z.number().int().min(0).max(10)).optional(),
});
export const ZAdminInboxStatusRequest = z.object({ id: zId, status: zInboxStatus });

export const ZAdminJobApplication = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  memberId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  mail: z.string(),
  mobile: z.string(),
  resumeUrl: z.string(),
  letter: z.string(),
  /** Where the applicant lives (the country's name in English) and the birthday (YYYY-MM-DD), when given. */
  countryName: z.string().optional(),
  birthday: z.string().nullable().optional(),
  language: z.string(),
  status: z.number().int(),
  createTime: z.number().int(),
});
export type TAdminJobApplication = z.infer<typeof ZAdminJobApplication>;
export const ZAdminJobApplicationPageResponse = pageResult(ZAdminJobApplication);

// ---- Advertising ----

export const ZAdvertisingCreateRequest = z.object({
  companyName: z.string().trim().min(1).max(120),
  landingPage: z
    .string()
    .trim()
    .max(500)
    .pipe(z.url({ protocol: /^https?$/ })),
  /** A PNG/JPG picture (directory=ad, up to 500 KB) or a video (directory=ad-video) the member uploaded; at least 484×280. */
  mediaUrl: z.string().trim().min(1).max(500),
  mail: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254)),
  mobile: z.string().trim().max(30).default(''),
  description: z.string().trim().max(2000).default(''),
});
export type TAdvertisingCreateRequest = z.input<typeof ZAdvertisingCreateRequest>;

export const ZAdminAdvertisingRequest = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  companyName: z.string(),
  landingPage: z.string(),
  mediaUrl: z.string(),
  mail: z.string(),
  mobile: z.string(),
  description: z.string(),
  language: z.string(),
  status: z.number().int(),
  createTime: z.number().int(),
});
export type TAdminAdvertisingRequest = z.infer<typeof ZAdminAdvertisingRequest>;
export const ZAdminAdvertisingPageResponse = pageResult(ZAdminAdvertisingRequest);
