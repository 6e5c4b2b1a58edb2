import {
  currencyForCountry,
  firstPageQueries,
  LANGUAGES,
  ZCategoryListResponse,
  ZSpuDetail,
  ZSpuListRequest,
  ZSpuListResponse,
  type FirstPageData,
  type FirstPageQuery,
  type Language,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { getSpuDetail } from './get-spu-detail.ts';
import { cachedCategories } from './list-categories.ts';
import { cachedSpus } from './list-spus.ts';

function cookie(request: FastifyRequest, name: string): string | undefined {
  const match = (request.headers.cookie ?? '').split(';').map((c) => c.trim().split('=')).find(([key]) => key === name);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * The language and currency the storefront will use: its stored choices (mirrored in cookies),
 * else English and the browser's region as the storefront reads it.
 */
function visitorContext(request: FastifyRequest, db: Db): Ctx {
  const stored = cookie(request, 'shop-language');
  const language = (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'en';
  const region = (request.headers['accept-language'] ?? '').split(',')[0]?.split(';')[0]?.split('-')[1];
  return { db, language, currency: currencyForCountry(cookie(request, 'shop-countryCode') ?? region), memberId: null };
}

/** One query answered exactly as the catalogue API's `data` (through its response contract). */
async function answer(ctx: Ctx, cache: CatalogCache, query: FirstPageQuery): Promise<unknown> {
  if (query.call === 'categories') return ZCategoryListResponse.parse(await cachedCategories(ctx, cache));
  if (query.call === 'products') return ZSpuListResponse.parse(await cachedSpus(ctx, cache, ZSpuListRequest.parse(query.params)));
  return ZSpuDetail.parse(await getSpuDetail(ctx, query.id));
}

/** The pictures the first screen shows first: preloaded with the HTML, as they are the largest paint. */
function leadPictures(queries: [unknown[], unknown][]): string[] {
  const pictures: string[] = [];
  for (const [key, data] of queries) {
    if (key[0] === 'products') pictures.push(...(data as { records: { picUrl: string }[] }).records.slice(0, 2).map((p) => p.picUrl));
    if (key[0] === 'product') pictures.push((data as { sliderPicUrls: string[]; picUrl: string }).sliderPicUrls[0] ?? (data as { picUrl: string }).picUrl);
  }
  return pictures.slice(0, 2);
}

/**
 * The catalogue data of the page at the request's address, for the HTML: the storefront renders
 * it at once instead of asking the API after its code has run. A query that fails (an unknown
 * product) is left out; the page then asks and shows its own message.
 */
export async function firstPageData(request: FastifyRequest, db: Db, cache: CatalogCache): Promise<{ data: FirstPageData; pictures: string[] } | null> {
  const url = new URL(request.url, 'http://shop');
  const queries = firstPageQueries(url.pathname, url.searchParams);
  if (queries.length === 0) return null;
  const ctx = visitorContext(request, db);
  const answered = await Promise.all(queries.map(async (q) => [q.key, await answer(ctx, cache, q).catch(() => undefined)] as [unknown[], unknown]));
  const found = answered.filter(([, data]) => data !== undefined);
  return { data: { language: ctx.language, currency: ctx.currency, queries: found }, pictures: leadPictures(found) };
}
