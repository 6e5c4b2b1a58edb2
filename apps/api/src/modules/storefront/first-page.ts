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
import type { Ctx } from '../../lib/use-case.ts';
import { getSpuDetail } from '../catalog/get-spu-detail.ts';
import { cachedCategories } from '../catalog/list-categories.ts';
import { cachedSpus } from '../catalog/list-spus.ts';

function cookie(request: FastifyRequest, name: string): string | undefined {
  const match = (request.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([key]) => key === name);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * The language and currency the storefront will use: its stored choices (mirrored in cookies),
 * else English and the browser's region as the storefront reads it.
 */
function visitorContext(request: FastifyRequest, ctx: Ctx): Ctx {
  const stored = cookie(request, 'shop-language');
  const language = (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'en';
  const region = (request.headers['accept-language'] ?? '').split(',')[0]?.split(';')[0]?.split('-')[1];
  return { ...ctx, language, currency: currencyForCountry(cookie(request, 'shop-countryCode') ?? region), memberId: null };
}

/** One query answered exactly as the catalogue API's `data` (through its response contract). */
async function answer(ctx: Ctx, query: FirstPageQuery): Promise<unknown> {
  if (query.call === 'categories') return ZCategoryListResponse.parse(await cachedCategories(ctx));
  if (query.call === 'products') return ZSpuListResponse.parse(await cachedSpus(ctx, ZSpuListRequest.parse(query.params)));
  return ZSpuDetail.parse(await getSpuDetail(ctx, query.id));
}

/** The pictures the first screen shows first: preloaded with the HTML, as they are the largest paint. */
function leadPictures(answers: { query: FirstPageQuery; data: unknown }[]): string[] {
  const pictures: string[] = [];
  for (const { query, data } of answers) {
    if (query.call === 'products') pictures.push(...(data as { records: { picUrl: string }[] }).records.slice(0, 2).map((p) => p.picUrl));
    if (query.call === 'product')
      pictures.push((data as { sliderPicUrls: string[]; picUrl: string }).sliderPicUrls[0] ?? (data as { picUrl: string }).picUrl);
  }
  return pictures.slice(0, 2);
}

/**
 * The catalogue data of the page at the request's address, for the HTML: the storefront renders
 * it at once instead of asking the API after its code has run. A query that fails (an unknown
 * product) is left out; the page then asks and shows its own message.
 */
export async function firstPageData(request: FastifyRequest, requestCtx: Ctx): Promise<{ data: FirstPageData; pictures: string[] } | null> {
  const url = new URL(request.url, 'http://shop');
  const queries = firstPageQueries(url.pathname, url.searchParams);
  if (queries.length === 0) return null;
  const ctx = visitorContext(request, requestCtx);
  const answered = await Promise.all(queries.map(async (query) => ({ query, data: await answer(ctx, query).catch(() => undefined) })));
  const found = answered.filter(({ data }) => data !== undefined);
  return {
    data: { language: ctx.language, currency: ctx.currency, queries: found.map(({ query, data }) => [query.key, data] as const) },
    pictures: leadPictures(found),
  };
}
