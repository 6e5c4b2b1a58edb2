import {
  type FirstPageData,
  LANGUAGES,
  routes,
  type TArticleDetail,
  type TCategory,
  type TSpuDetail,
  type TSpuListResponse,
} from '@shop/shared';
import { categoryLink, categoryTrail, productPath } from '../features/catalog/index.ts';

/** What a server-rendered page's head is made of. */
export interface HeadInput {
  /** The shop's public address, e.g. https://shop.example.com. */
  origin: string;
  /** The page's address (path and query) as asked. */
  url: URL;
  data: FirstPageData;
  /** Title and description as the page set them (usePageMeta), and the shop's name. */
  title: string;
  description: string;
  shopName: string;
  /** The home page's hero text: the shop's own description for Organization. */
  shopDescription: string;
  /** The page shows that what was asked for does not exist: no address or data to share. */
  notFound: boolean;
}

/** Pages that are tools rather than content (the design editor, one per product and position): kept out of search results. */
const TOOLS = ['/customDesign'];

const OG_LOCALE: Record<string, string> = { en: 'en_US', de: 'de_DE', zh: 'zh_CN' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** Structured data for search engines; `<` escaped so no text can close the script element. */
const jsonLd = (value: object) => `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The page's address in a language: English has none of its own, the others `?lang=`. */
function inLanguage(origin: string, path: string, search: URLSearchParams, language: string): string {
  const query = new URLSearchParams(search);
  query.delete('lang');
  if (language !== 'en') query.set('lang', language);
  const text = query.toString();
  return `${origin}${path}${text ? `?${text}` : ''}`;
}

function answer<T>(data: FirstPageData, path: string): T | undefined {
  return data.queries.findLast(([key]) => key[0] === path)?.[1] as T | undefined;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** Cents as schema.org and Open Graph write prices: 12.50. */
const amount = (cents: number) => (cents / 100).toFixed(2);

function productData(input: HeadInput, product: TSpuDetail, canonical: string): object[] {
  const { origin, data } = input;
  const categories = answer<TCategory[]>(data, routes.product.category.list.path) ?? [];
  const trail = categoryTrail(categories, product.categoryId);
  const pictures = (product.sliderPicUrls.length ? product.sliderPicUrls : [product.picUrl]).map((url) => absolute(origin, url));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description || product.introduction,
      image: pictures,
      sku: String(product.skus[0]?.id ?? product.id),
      url: canonical,
      ...(trail.length ? { category: trail.map((c) => c.name).join(' > ') } : {}),
      brand: { '@type': 'Brand', name: input.shopName },
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: amount(product.price),
        priceCurrency: data.currency,
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: input.shopName, item: `${origin}/` },
        ...trail.map((c) => ({ name: c.name, item: `${origin}${categoryLink(c.id, c.name)}` })),
        { name: product.name, item: canonical },
      ].map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, ...crumb })),
    },
  ];
}

function listData(origin: string, list: TSpuListResponse): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: list.total,
    itemListElement: list.records.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: `${origin}${productPath(p.id, p.name)}`,
      name: p.name,
      image: absolute(origin, p.picUrl),
    })),
  };
}

function articleData(input: HeadInput, article: TArticleDetail, canonical: string): object {
  const { origin, shopName } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    ...(article.coverUrl ? { image: [absolute(origin, article.coverUrl)] } : {}),
    datePublished: new Date(article.publishTime).toISOString(),
    url: canonical,
    mainEntityOfPage: canonical,
    ...(article.keywords ? { keywords: article.keywords } : {}),
    author: { '@type': 'Organization', name: shopName, url: `${origin}/` },
    publisher: { '@type': 'Organization', name: shopName, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
  };
}

function homeData(input: HeadInput): object[] {
  const { origin } = input;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: input.shopName,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      description: input.shopDescription,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: input.shopName,
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?keyword={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/**
 * The head of a server-rendered page: title, description, canonical address (a product's slug
 * address), its addresses in the other languages, Open Graph and Twitter card tags, and
 * schema.org data (Product and breadcrumbs, ItemList on lists, Article on an article, Organization
 * and WebSite on home).
 */
export function pageHead(input: HeadInput): string {
  const { origin, url, data } = input;
  if (input.notFound || TOOLS.includes(url.pathname))
    return [`<title>${escapeHtml(input.title)}</title>`, meta('name', 'robots', 'noindex')].join('');
  const home = url.pathname === '/' || url.pathname === '/home';
  const detail = url.pathname.startsWith('/productDetail');
  const product = detail ? answer<TSpuDetail>(data, routes.product.spu.getDetail.path) : undefined;
  const list = detail || home ? undefined : answer<TSpuListResponse>(data, routes.product.spu.getSpuList.path);
  const article = url.pathname === '/blogDetail' ? answer<TArticleDetail>(data, routes.promotion.article.get.path) : undefined;
  // A product's own address is its slug address, whichever form was asked for.
  const path = product ? productPath(product.id, product.name) : home ? '/' : url.pathname;
  const search = product ? new URLSearchParams() : url.searchParams;
  const canonical = inLanguage(origin, path, search, data.language);
  const image = product
    ? absolute(origin, product.sliderPicUrls[0] ?? product.picUrl)
    : article
      ? article.coverUrl && absolute(origin, article.coverUrl)
      : list?.records[0] && absolute(origin, list.records[0].picUrl);
  const tags = [
    `<title>${escapeHtml(input.title)}</title>`,
    meta('name', 'description', input.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LANGUAGES.map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(inLanguage(origin, path, search, language))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(inLanguage(origin, path, search, 'en'))}">`,
    meta('property', 'og:site_name', input.shopName),
    meta('property', 'og:type', product ? 'product' : article ? 'article' : 'website'),
    meta('property', 'og:title', product?.name ?? input.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALE[data.language] ?? 'en_US'),
    ...(image ? [meta('property', 'og:image', image), meta('name', 'twitter:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', product?.name ?? input.title),
    meta('name', 'twitter:description', input.description),
  ];
  if (product) {
    tags.push(meta('property', 'product:price:amount', amount(product.price)), meta('property', 'product:price:currency', data.currency));
    tags.push(...productData(input, product, canonical).map(jsonLd));
  } else if (article) {
    tags.push(
      meta('property', 'article:published_time', new Date(article.publishTime).toISOString()),
      jsonLd(articleData(input, article, canonical)),
    );
  } else if (list) tags.push(jsonLd(listData(origin, list)));
  else if (home) tags.push(...homeData(input).map(jsonLd));
  return tags.join('');
}
