import { COMMON_STATUS, LANGUAGES, productPath, STOREFRONT_PAGES, translate } from '@shop/shared';
import { escapeHtml } from '../../lib/html.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { SPU_ON_SALE } from '../catalog/list-spus.ts';
import { sitemapArticles } from './articles.ts';
import { sitemapJobPostings } from './job-postings.ts';

/** Pages and API paths search engines should leave alone: personal, checkout and back-office pages. */
const DISALLOWED = [
  '/admin',
  '/pc-api/',
  '/admin-api/',
  '/createOrder',
  '/payOrder',
  '/paySuccess',
  '/guestOrder',
  '/orderDetail',
  '/afterSaleDetail',
  '/buyHistory',
  '/collectionRecord',
  '/likeProduct',
  '/footPrint',
  '/settings',
  '/applyResume',
  '/newsletter',
  '/search',
];

interface Entry {
  path: string;
  lastmod?: Date;
}

/** One address with its German and Chinese versions (`?lang=`, as the pages' hreflang links name them). */
function urlElement(base: string, { path, lastmod }: Entry): string {
  const loc = `${base}${path}`;
  const joiner = path.includes('?') ? '&' : '?';
  const alternates = LANGUAGES.map(
    (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(l === 'en' ? loc : `${loc}${joiner}lang=${l}`)}"/>`,
  ).join('');
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}${alternates}</url>`;
}

/** Every public page: content pages, categories, products on sale (by their slug address), published articles and open jobs. */
export async function sitemapXml(ctx: Ctx, base: string): Promise<string> {
  const [categories, products, articles, jobs] = await Promise.all([
    ctx.db.category.findMany({ where: { status: COMMON_STATUS.enabled }, select: { id: true, name: true }, orderBy: { id: 'asc' } }),
    ctx.db.spu.findMany({ where: { status: SPU_ON_SALE }, select: { id: true, name: true, updatedAt: true }, orderBy: { id: 'asc' } }),
    sitemapArticles(ctx),
    sitemapJobPostings(ctx),
  ]);
  const entries: Entry[] = [
    // The pages whose manifest entry lists them as they are (content, lists, public pages rendered in the browser).
    ...Object.entries(STOREFRONT_PAGES).flatMap(([path, page]) => (page.inSitemap ? [{ path }] : [])),
    ...categories.map((c) => ({ path: `/productList?id=${c.id}&category=${encodeURIComponent(translate(c.name, 'en'))}` })),
    ...products.map((p) => ({ path: productPath(p.id, translate(p.name, 'en')), lastmod: p.updatedAt })),
    ...articles.map((a) => ({ path: `/blogDetail?id=${a.id}`, lastmod: a.updatedAt })),
    ...jobs.map((j) => ({ path: `/jobDetail?id=${j.id}`, lastmod: j.updatedAt })),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map((e) => urlElement(base, e)).join('\n')}\n</urlset>\n`;
}

export function robotsTxt(base: string): string {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
