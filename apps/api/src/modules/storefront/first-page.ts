import {
  currencyForCountry,
  EU_COUNTRIES,
  firstPageQueries,
  followUpQueries,
  LANGUAGES,
  ZArticleDetail,
  ZArticlePageRequest,
  ZArticlePageResponse,
  ZArticleTagsResponse,
  ZCategoryListResponse,
  ZDictListResponse,
  ZJobDetail,
  ZJobFiltersResponse,
  ZJobPageRequest,
  ZJobPageResponse,
  ZSpuDetail,
  ZSpuListRequest,
  ZSpuListResponse,
  type Currency,
  type FirstPageData,
  type FirstPageQuery,
  type Language,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { getSpuDetail } from '../catalog/get-spu-detail.ts';
import { cachedCategories } from '../catalog/list-categories.ts';
import { cachedSpus } from '../catalog/list-spus.ts';
import { articleTags, getArticle, pageArticles } from '../content/articles.ts';
import { getJob, jobFilters, pageJobs } from '../content/jobs.ts';
import { cachedDictData } from '../infra/reference-data.ts';

/** A cookie's value; one that is not valid percent-encoding counts as absent, as a missing one does. */
function cookie(request: FastifyRequest, name: string): string | undefined {
  const pair = (request.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${name}=`));
  try {
    return decodeURIComponent(pair?.slice(name.length + 1) ?? '') || undefined;
  } catch {
    return undefined;
  }
}

const isLanguage = (value: string | null | undefined): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** Phone or tablet by the user agent, as the storefront decides its layout before it can measure the screen. */
const PHONE_OR_TABLET = /Android|iPhone|iPad|iPod|Mobile|Tablet/i;

/** Who the page is rendered for: what decides its language, currency, country and layout. */
export interface Visitor {
  language: Language;
  currency: Currency;
  country: string;
  mobile: boolean;
}

/**
 * The visitor as the storefront will see itself: the language of the address (`?lang=`, the
 * pages' hreflang alternates) or the stored one (mirrored in cookies), else English; the stored
 * shipping country, else the browser's region when in the EU, else the US.
 */
export function visitorOf(request: FastifyRequest): Visitor {
  const asked = new URL(request.url, 'http://shop').searchParams.get('lang');
  const stored = cookie(request, 'shop-language');
  const language = isLanguage(asked) ? asked : isLanguage(stored) ? stored : 'en';
  const region = ((request.headers['accept-language'] ?? '').split(',')[0]?.split(';')[0]?.split('-')[1] ?? '').toUpperCase();
  const country = cookie(request, 'shop-countryCode') ?? ((EU_COUNTRIES as readonly string[]).includes(region) ? region : 'US');
  const mobile = request.headers['sec-ch-ua-mobile'] === '?1' || PHONE_OR_TABLET.test(request.headers['user-agent'] ?? '');
  return { language, currency: currencyForCountry(country), country, mobile };
}

/** One query answered exactly as the API's `data` (through its request and response contracts). */
async function answer(ctx: Ctx, query: FirstPageQuery): Promise<unknown> {
  switch (query.call) {
    case 'categories':
      return ZCategoryListResponse.parse(await cachedCategories(ctx));
    case 'dictData':
      return ZDictListResponse.parse(await cachedDictData(ctx));
    case 'products':
      return ZSpuListResponse.parse(await cachedSpus(ctx, ZSpuListRequest.parse(query.params)));
    case 'product':
      return ZSpuDetail.parse(await getSpuDetail(ctx, query.id));
    case 'articles':
      return ZArticlePageResponse.parse(await pageArticles(ctx, ZArticlePageRequest.parse(query.params)));
    case 'articleTags':
      return ZArticleTagsResponse.parse(await articleTags(ctx));
    case 'article':
      return ZArticleDetail.parse(await getArticle(ctx, query.id));
    case 'jobs':
      return ZJobPageResponse.parse(await pageJobs(ctx, ZJobPageRequest.parse(query.params)));
    case 'jobFilters':
      return ZJobFiltersResponse.parse(await jobFilters(ctx));
    case 'job':
      return ZJobDetail.parse(await getJob(ctx, query.id));
  }
}

/** The pictures the first screen shows first: preloaded with the HTML, as they are the largest paint. */
function leadPictures(answers: { query: FirstPageQuery; data: unknown }[]): string[] {
  const pictures: string[] = [];
  for (const { query, data } of answers) {
    if (query.call === 'products') pictures.push(...(data as { records: { picUrl: string }[] }).records.slice(0, 2).map((p) => p.picUrl));
    if (query.call === 'product')
      pictures.push((data as { sliderPicUrls: string[]; picUrl: string }).sliderPicUrls[0] ?? (data as { picUrl: string }).picUrl);
    // An article's cover, when it has one ('' otherwise).
    if (query.call === 'article') pictures.push((data as { coverUrl: string }).coverUrl);
  }
  return pictures.filter(Boolean).slice(0, 2);
}

/** The queries answered at once; a failed one has no data, `missing` when what it asks for does not exist. */
function answerAll(ctx: Ctx, queries: FirstPageQuery[]): Promise<{ query: FirstPageQuery; data: unknown; missing: boolean }[]> {
  return Promise.all(
    queries.map(async (query) => {
      try {
        return { query, data: await answer(ctx, query), missing: false };
      } catch (error) {
        return { query, data: undefined, missing: error instanceof AppError && NOT_FOUND.has(error.key) };
      }
    }),
  );
}

/** The answers that a product, article or job does not exist for visitors: the page is not found. */
const NOT_FOUND = new Set(['PRODUCT_NOT_FOUND', 'PRODUCT_NOT_ON_SALE', 'ARTICLE_NOT_FOUND', 'JOB_NOT_FOUND']);

/**
 * The catalogue data of the page at the request's address, for the HTML: the server renders the
 * page with it and the storefront starts from it instead of asking the API after its code has run.
 * A product that does not exist is named in `missing` (the page renders as not found); a query that
 * fails otherwise is left out (`complete` false), and the page then asks and shows its own message.
 */
export async function firstPageData(
  request: FastifyRequest,
  requestCtx: Ctx,
  visitor: Visitor,
): Promise<{ data: FirstPageData; pictures: string[]; complete: boolean }> {
  const url = new URL(request.url, 'http://shop');
  const ctx: Ctx = { ...requestCtx, language: visitor.language, currency: visitor.currency, memberId: null };
  const first = await answerAll(ctx, firstPageQueries(url.pathname, url.searchParams));
  const answered = [
    ...first,
    ...(await answerAll(
      ctx,
      followUpQueries(
        url.pathname,
        first.filter(({ data }) => data !== undefined),
      ),
    )),
  ];
  const found = answered.filter(({ data }) => data !== undefined);
  const missing = answered.filter((a) => a.missing).map(({ query }) => query.key);
  return {
    data: { ...visitor, updatedAt: Date.now(), queries: found.map(({ query, data }) => [query.key, data] as const), missing },
    // The first screen's pictures (a product page's suggestions sit below it; the design editor
    // shows the picture of the print area's position, which its code picks).
    pictures: url.pathname === '/customDesign' ? [] : leadPictures(first.filter(({ data }) => data !== undefined)),
    complete: found.length + missing.length === answered.length,
  };
}
