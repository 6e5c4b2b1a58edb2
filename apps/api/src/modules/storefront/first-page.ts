import {
  currencyForCountry,
  EU_COUNTRIES,
  LANGUAGES,
  pageAt,
  routes,
  type Currency,
  type FirstPageData,
  type FirstPageQuery,
  type Language,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Read } from '../../lib/endpoints.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { catalogReads } from '../catalog/catalog.routes.ts';
import { contentReads } from '../content/content.routes.ts';
import { referenceReads } from '../infra/infra.routes.ts';
import { tradeReads } from '../trade/trade.routes.ts';

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

/** The reads a first page may ask, by endpoint path: answered by the same handlers as their routes under /pc-api. */
const READS = new Map<string, Read>(
  [...catalogReads, ...contentReads, ...referenceReads, ...tradeReads].map((read) => [read.endpoint.path, read]),
);

/** One query answered exactly as the API's `data`. */
function answer(ctx: Ctx, query: FirstPageQuery, request: FastifyRequest): Promise<unknown> {
  const read = READS.get(query.route.path);
  if (!read) throw new Error(`No read answers ${query.route.path} for a first page`);
  return read.answer(ctx, query.input, request);
}

/** The pictures the first screen shows first: preloaded with the HTML, as they are the largest paint. */
function leadPictures(answers: { query: FirstPageQuery; data: unknown }[]): string[] {
  const pictures: string[] = [];
  for (const { query, data } of answers) {
    if (query.route === routes.product.spu.getSpuList)
      pictures.push(...(data as { records: { picUrl: string }[] }).records.slice(0, 2).map((p) => p.picUrl));
    if (query.route === routes.product.spu.getDetail)
      pictures.push((data as { sliderPicUrls: string[]; picUrl: string }).sliderPicUrls[0] ?? (data as { picUrl: string }).picUrl);
    // An article's cover, when it has one ('' otherwise).
    if (query.route === routes.promotion.article.get) pictures.push((data as { coverUrl: string }).coverUrl);
  }
  return pictures.filter(Boolean).slice(0, 2);
}

/** The queries answered at once; a failed one has no data, `missing` when what it asks for does not exist. */
function answerAll(
  ctx: Ctx,
  queries: FirstPageQuery[],
  request: FastifyRequest,
): Promise<{ query: FirstPageQuery; data: unknown; missing: boolean }[]> {
  return Promise.all(
    queries.map(async (query) => {
      try {
        return { query, data: await answer(ctx, query, request), missing: false };
      } catch (error) {
        return { query, data: undefined, missing: error instanceof AppError && NOT_FOUND.has(error.key) };
      }
    }),
  );
}

/** The answers that a product, article or job does not exist for visitors: the page is not found. */
const NOT_FOUND = new Set(['PRODUCT_NOT_FOUND', 'PRODUCT_NOT_ON_SALE', 'ARTICLE_NOT_FOUND', 'JOB_NOT_FOUND']);

/**
 * The first data of the page at `address` (the path with the parameters the page reads), for the
 * HTML: the server renders the page with it and the storefront starts from it instead of asking the
 * API after its code has run. A product that does not exist is named in `missing` (the page renders
 * as not found); a query that fails otherwise is left out (`complete` false), and the page then asks
 * and shows its own message.
 */
export async function firstPageData(
  request: FastifyRequest,
  address: string,
  requestCtx: Ctx,
  visitor: Visitor,
): Promise<{ data: FirstPageData; pictures: string[]; complete: boolean }> {
  const url = new URL(address, 'http://shop');
  const page = pageAt(url.pathname);
  const ctx: Ctx = { ...requestCtx, language: visitor.language, currency: visitor.currency, memberId: null };
  const first = await answerAll(ctx, page.queries(url), request);
  const firstFound = first.filter(({ data }) => data !== undefined);
  const answered = [...first, ...(await answerAll(ctx, page.followUp?.(firstFound, url) ?? [], request))];
  const found = answered.filter(({ data }) => data !== undefined);
  const missing = answered.filter((a) => a.missing).map(({ query }) => query.key);
  // The first screen's pictures: the first answers' (a product page's suggestions sit below it), else the
  // follow-ups' (a category's list, asked once the categories name its id).
  const lead = leadPictures(firstFound);
  return {
    data: { ...visitor, updatedAt: Date.now(), queries: found.map(({ query, data }) => [query.key, data] as const), missing },
    pictures: page.leadPictures ? (lead.length ? lead : leadPictures(found)) : [],
    complete: found.length + missing.length === answered.length,
  };
}
