import {
  adminContract,
  ARTICLE_STATUS,
  type contract,
  LANGUAGES,
  NEWS_TAG,
  translate,
  type DataOf,
  type ParsedInputOf,
  type Translated,
} from '@shop/shared';
import type { Article, Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf, type Ctx } from '../../lib/use-case.ts';
import { writeAudit } from '../system/audit.ts';
import { renderMarkdown } from './markdown.ts';

const admin = adminContract.promotion.article;
type SaveInput = ParsedInputOf<typeof admin.create>;

/** What visitors see: published, with a publish date that has passed. */
const visible = (now: Date): Prisma.ArticleWhereInput => ({ status: ARTICLE_STATUS.published, publishedAt: { lte: now } });

function summaryOf(row: Article, ctx: Ctx) {
  return {
    id: row.id,
    title: translate(row.title, ctx.language),
    summary: translate(row.summary, ctx.language),
    coverUrl: row.coverUrl,
    tags: row.tags,
    publishTime: row.publishedAt!.getTime(),
  };
}

export async function pageArticles(ctx: Ctx, query: ParsedInputOf<typeof contract.promotion.article.page>) {
  const section: Prisma.ArticleWhereInput =
    query.section === 'news' ? { tags: { has: NEWS_TAG } } : query.section === 'blog' ? { NOT: { tags: { has: NEWS_TAG } } } : {};
  const where: Prisma.ArticleWhereInput = {
    ...visible(ctx.services.clock()),
    AND: [section, query.tag ? { tags: { has: query.tag } } : {}],
  };
  const [rows, total] = await Promise.all([
    ctx.db.article.findMany({
      where,
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
    ctx.db.article.count({ where }),
  ]);
  return { list: rows.map((row) => summaryOf(row, ctx)), total };
}

export async function getArticle(ctx: Ctx, id: number): Promise<DataOf<typeof contract.promotion.article.get>> {
  const row = await ctx.db.article.findFirst({ where: { id, ...visible(ctx.services.clock()) } });
  if (!row) throw new AppError('ARTICLE_NOT_FOUND');
  return { ...summaryOf(row, ctx), content: translate(row.bodyHtml, ctx.language), keywords: translate(row.keywords, ctx.language) };
}

/** The tags of published blog articles (news are not among them), most used first. */
export async function articleTags(ctx: Ctx) {
  const now = ctx.services.clock();
  return ctx.db.$queryRaw<{ name: string; count: number }[]>`
    SELECT tag AS name, count(*)::int AS count FROM content_article, unnest(tags) AS tag
    WHERE status = ${ARTICLE_STATUS.published} AND published_at <= ${now} AND NOT (${NEWS_TAG} = ANY(tags))
    GROUP BY tag ORDER BY count(*) DESC, tag LIMIT 50`;
}

/** The published articles for the sitemap: id and when each last changed. */
export async function sitemapArticles(ctx: Ctx) {
  return ctx.db.article.findMany({ where: visible(ctx.services.clock()), select: { id: true, updatedAt: true }, orderBy: { id: 'asc' } });
}

// ---- Back office ----

const texts = (value: unknown) => value as Translated;

function adminView(row: Article): DataOf<typeof admin.get> {
  return {
    id: row.id,
    title: texts(row.title),
    summary: texts(row.summary),
    body: texts(row.body),
    keywords: texts(row.keywords),
    coverUrl: row.coverUrl,
    tags: row.tags,
    status: row.status,
    publishTime: row.publishedAt ? row.publishedAt.getTime() : null,
    updateTime: row.updatedAt.getTime(),
  };
}

export async function adminPageArticles(ctx: Ctx, query: ParsedInputOf<typeof admin.page>) {
  const where: Prisma.ArticleWhereInput = {
    ...(query.status !== undefined ? { status: query.status } : {}),
    ...(query.title ? { title: { path: ['en'], string_contains: query.title, mode: 'insensitive' } } : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.article.findMany({ where, orderBy: { id: 'desc' }, skip: (query.pageNo - 1) * query.pageSize, take: query.pageSize }),
    ctx.db.article.count({ where }),
  ]);
  return { list: rows.map(adminView), total };
}

export async function adminGetArticle(ctx: Ctx, id: number) {
  const row = await ctx.db.article.findUnique({ where: { id } });
  if (!row) throw new AppError('ARTICLE_NOT_FOUND');
  return adminView(row);
}

/** The cover must be a picture uploaded to this shop. */
async function assertCover(ctx: Ctx, url: string): Promise<void> {
  if (url && !(await ctx.db.uploadedFile.count({ where: { url, kind: 'image' } }))) throw new AppError('FILE_NOT_OURS');
}

/** The stored columns of an article: its Markdown and the sanitised HTML rendered from it once, here. */
function columnsOf(ctx: Ctx, input: SaveInput, before: Article | null) {
  const bodyHtml = Object.fromEntries(LANGUAGES.map((l) => [l, input.body[l] ? renderMarkdown(input.body[l]) : ''])) as Translated;
  // Publishing without a date publishes now; an article published before keeps its date.
  const publishedAt =
    input.publishTime !== null
      ? new Date(input.publishTime)
      : input.status === ARTICLE_STATUS.published
        ? (before?.publishedAt ?? ctx.services.clock())
        : null;
  return {
    title: input.title,
    summary: input.summary,
    body: input.body,
    bodyHtml,
    keywords: input.keywords,
    coverUrl: input.coverUrl,
    tags: [...new Set(input.tags)],
    status: input.status,
    publishedAt,
  };
}

const auditView = (row: Pick<Article, 'title' | 'status' | 'publishedAt' | 'tags' | 'coverUrl'>) => ({
  title: row.title as Prisma.InputJsonValue,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  tags: row.tags,
  coverUrl: row.coverUrl,
});

export async function createArticle(ctx: Ctx, input: SaveInput): Promise<number> {
  const adminId = adminIdOf(ctx);
  await assertCover(ctx, input.coverUrl);
  return ctx.db.$transaction(async (tx) => {
    const row = await tx.article.create({ data: columnsOf(ctx, input, null) });
    await writeAudit(tx, { adminId, action: 'content:article:create', target: `content_article:${row.id}`, after: auditView(row) });
    return row.id;
  });
}

export async function updateArticle(ctx: Ctx, input: ParsedInputOf<typeof admin.update>): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await assertCover(ctx, input.coverUrl);
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.article.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError('ARTICLE_NOT_FOUND');
    const after = await tx.article.update({ where: { id: before.id }, data: columnsOf(ctx, input, before) });
    await writeAudit(tx, {
      adminId,
      action: 'content:article:update',
      target: `content_article:${before.id}`,
      before: auditView(before),
      after: auditView(after),
    });
  });
  return true;
}

export async function deleteArticle(ctx: Ctx, id: number): Promise<boolean> {
  const adminId = adminIdOf(ctx);
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.article.findUnique({ where: { id } });
    if (!before) throw new AppError('ARTICLE_NOT_FOUND');
    await tx.article.delete({ where: { id } });
    await writeAudit(tx, { adminId, action: 'content:article:delete', target: `content_article:${id}`, before: auditView(before) });
  });
  return true;
}
