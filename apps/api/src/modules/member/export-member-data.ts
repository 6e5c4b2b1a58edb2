import { documentText, type DocumentTextKey, type Language } from '@shop/shared';
import type { FileAnswer } from '../../lib/endpoints.ts';
import { escapeHtml } from '../../lib/html.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';

type Row = Record<string, unknown>;

/**
 * Everything the shop keeps of the logged-in member, each part as rows of plain values: profile and
 * settings (never the password's hash), addresses, company, orders with their lines, invoices,
 * returns, reviews, lists, browsing history, uploads, designs, messages and the newsletter.
 */
async function memberData(ctx: Ctx): Promise<Record<string, Row[]>> {
  const memberId = memberIdOf(ctx);
  const db = ctx.db;
  const { passwordHash: _secret, ...profile } = await db.member.findUniqueOrThrow({ where: { id: memberId } });
  const [addresses, company, orders, invoices, afterSales, comments, favorites, likes, browsing, uploads, designs, messages, newsletter] =
    await Promise.all([
      db.address.findMany({ where: { memberId }, orderBy: { id: 'asc' } }),
      db.companyMember.findMany({ where: { memberId }, include: { company: { select: { name: true, vatId: true, countryId: true } } } }),
      db.tradeOrder.findMany({
        where: { memberId, deletedAt: null },
        orderBy: { id: 'asc' },
        select: {
          no: true,
          status: true,
          currency: true,
          payPrice: true,
          createdAt: true,
          payTime: true,
          email: true,
          address: true,
          poNumber: true,
          costCentre: true,
          items: { select: { spuName: true, count: true, price: true, totalPrice: true, properties: true } },
        },
      }),
      db.tradeInvoice.findMany({
        where: { memberId },
        orderBy: { id: 'asc' },
        select: { no: true, currency: true, total: true, issuedAt: true },
      }),
      db.tradeAfterSale.findMany({
        where: { memberId },
        orderBy: { id: 'asc' },
        select: {
          no: true,
          status: true,
          spuName: true,
          count: true,
          applyReason: true,
          applyDescription: true,
          refundPrice: true,
          createdAt: true,
        },
      }),
      db.productComment.findMany({
        where: { memberId },
        orderBy: { id: 'asc' },
        select: { spuId: true, content: true, scores: true, createdAt: true },
      }),
      db.productFavorite.findMany({ where: { memberId }, select: { spuId: true, createdAt: true } }),
      db.productLike.findMany({ where: { memberId }, select: { spuId: true, createdAt: true } }),
      db.productBrowseHistory.findMany({ where: { memberId }, select: { spuId: true, viewedAt: true } }),
      db.uploadedFile.findMany({
        where: { memberId },
        orderBy: { id: 'asc' },
        select: { url: true, kind: true, mime: true, size: true, createdAt: true },
      }),
      db.design.findMany({
        where: { memberId },
        orderBy: { id: 'asc' },
        select: { name: true, spuId: true, previewUrl: true, createdAt: true },
      }),
      db.contactMessage.findMany({
        where: { memberId },
        orderBy: { id: 'asc' },
        select: { subject: true, content: true, createdAt: true, replyContent: true },
      }),
      db.newsletterSubscriber.findMany({
        where: { OR: [{ memberId }, { mail: profile.mail }] },
        select: { mail: true, status: true, confirmedAt: true, unsubscribedAt: true },
      }),
    ]);
  const { settings, ...rest } = profile;
  return {
    profile: [rest],
    settings: [settings as Row],
    addresses,
    company: company.map(({ company: c, role, createdAt }) => ({ ...c, role, createdAt })),
    orders,
    invoices,
    afterSales,
    comments,
    favorites,
    likes,
    browsing,
    uploads,
    designs,
    messages,
    newsletter,
  };
}

const day = (ctx: Ctx) => ctx.services.clock().toISOString().slice(0, 10);

/** The member's data as a JSON file, for another program. */
export async function exportMemberData(ctx: Ctx): Promise<FileAnswer> {
  const data = await memberData(ctx);
  return { filename: `my-data-${day(ctx)}.json`, content: Buffer.from(JSON.stringify(data, null, 2)) };
}

/** A value as the page writes it: times as ISO dates, nested values as JSON. */
function cell(value: unknown): string {
  if (value instanceof Date) return value.toISOString().replace('T', ' ').slice(0, 16);
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One part of the page: a heading and its rows as tables of name and value. */
function section(title: string, rows: Row[], none: string): string {
  const body = rows.length
    ? rows
        .map(
          (row) =>
            `<table>${Object.entries(row)
              .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(cell(value))}</td></tr>`)
              .join('')}</table>`,
        )
        .join('')
    : `<p>${escapeHtml(none)}</p>`;
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

/** The member's data as a page in the request's language, readable in a browser and printable. */
export async function exportMemberDataPage(ctx: Ctx): Promise<FileAnswer> {
  const data = await memberData(ctx);
  const language: Language = ctx.language;
  const shop = (await ctx.services.settings.read()).legal.name;
  const text = (key: string, params = {}) => documentText(`memberData.${key}` as DocumentTextKey, language, params);
  const title = text('title', { shop });
  const sections = Object.entries(data)
    .map(([key, rows]) => section(text(key), rows, text('none')))
    .join('');
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2933}` +
    'table{border-collapse:collapse;width:100%;margin:0 0 1rem}th,td{border:1px solid #d9dde1;padding:.3rem .5rem;text-align:left;vertical-align:top;word-break:break-word}th{width:30%;background:#f5f5f2;font-weight:600}</style></head>' +
    `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text('intro', { date: day(ctx) }))}</p>${sections}</body></html>`;
  return { filename: `my-data-${day(ctx)}.html`, content: Buffer.from(html) };
}
