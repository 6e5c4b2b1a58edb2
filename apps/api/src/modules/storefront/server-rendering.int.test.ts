import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogChanged, createTestApp, getJson, type TestApp } from '../../../test/helpers.ts';
import { buildWebForTest } from '../../../test/web-build.ts';
import { escapeHtml } from '../../lib/html.ts';

let app: TestApp;
let web: Awaited<ReturnType<typeof buildWebForTest>>;

/** The storefront's real server renderer, built for the test beside a small index.html. */
// Building the renderer takes a while on a busy machine, longer when two test files build at once.
beforeAll(async () => {
  web = await buildWebForTest();
  app = await createTestApp({}, { webDist: web.webDist });
}, 240_000);
afterAll(async () => {
  await app.close();
  await web.remove();
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  return { response, html: response.body };
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/** What schema.org's Product with an Offer needs for a shopping result. */
const ZProductLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  description: z.string().min(1),
  image: z.array(z.url()).min(1),
  sku: z.string().min(1),
  url: z.url(),
  brand: z.object({ '@type': z.literal('Brand'), name: z.string().min(1) }),
  offers: z.object({
    '@type': z.literal('Offer'),
    url: z.url(),
    price: z.string().regex(/^\d+\.\d{2}$/),
    priceCurrency: z.enum(['USD', 'EUR']),
    availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
    itemCondition: z.literal('https://schema.org/NewCondition'),
  }),
});

const PRODUCT = '/productDetail/a4-lever-arch-file/1016';

async function detailFor(headers: Record<string, string>) {
  return (await getJson(app, '/pc-api/product/spu/get-detail?id=1016', headers)).body.data as {
    name: string;
    description: string;
    introduction: string;
    price: number;
    picUrl: string;
  };
}

describe('server-rendered pages', () => {
  it('put a product page in the first HTML: name, price, description, head tags and Product data', async () => {
    const product = await detailFor({});
    const { response, html } = await page(PRODUCT);
    // Marked as rendered on the server until the browser has hydrated it; its code is listed, not preloaded.
    const root = /<div id="root" data-hydrating>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
    expect(root).toContain(`<h1>${product.name}</h1>`);
    expect(html).toContain('<script id="page-modules" type="application/json">');
    expect(html).not.toContain('rel="modulepreload"');
    // The suggestions below the product are in the first HTML too, from the catalogue's first products of its category.
    expect(root).toContain('class="also-like"');
    expect(root).toContain(`$${(product.price / 100).toFixed(2)}`);
    expect(root).toContain(product.description.slice(0, 40));
    expect(root).toContain('class="breadcrumbs"');
    const slug = `http://shop.test/productDetail/${encodeURIComponent(product.name.toLowerCase().replace(/\s+/g, '-'))}/1016`;
    expect(html).toContain(`<title>${product.name} | Paper &amp; Craft</title>`);
    expect(html).toContain('<meta name="description" content="');
    expect(html).not.toContain('content="The shop."');
    expect(html).toContain(`<link rel="canonical" href="${slug}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${slug}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="${slug}?lang=de">`);
    expect(html).toContain(`<link rel="alternate" hreflang="zh" href="${slug}?lang=zh">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(`<meta property="og:image" content="http://shop.test${product.picUrl.startsWith('/') ? '' : '/'}`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const [ld, breadcrumbs] = jsonLd(html);
    const parsed = ZProductLd.parse(ld);
    expect(parsed).toMatchObject({
      name: product.name,
      url: slug,
      offers: { price: (product.price / 100).toFixed(2), priceCurrency: 'USD' },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(response.headers.vary).toContain('cookie');
    expect(response.headers.vary).toContain('accept-language');
  });

  it('answers link previews, crawlers and curl, which ask for anything or send no Accept, with the rendered page', async () => {
    for (const accept of ['*/*', undefined]) {
      const response = await app.inject({ method: 'GET', url: PRODUCT, headers: accept ? { accept } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('application/ld+json');
    }
    const missingFile = await app.inject({ method: 'GET', url: '/missing-logo.png', headers: { accept: '*/*' } });
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.headers['content-type']).toContain('application/json');
  });

  it('in the visitor’s language and currency, from cookies, the address or the browser', async () => {
    const german = await detailFor({ 'accept-language': 'de', 'country-code': 'DE' });
    const { html } = await page(PRODUCT, { cookie: 'shop-language=de; shop-countryCode=DE' });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<h1>${german.name}</h1>`);
    expect(html).toMatch(new RegExp(`${(german.price / 100).toFixed(2).replace('.', ',')}\\s€`));
    expect(ZProductLd.parse(jsonLd(html)[0]).offers.priceCurrency).toBe('EUR');
    const chinese = await detailFor({ 'accept-language': 'zh' });
    const zh = await page(`${PRODUCT}?lang=zh`, { 'accept-language': 'fr-FR' });
    expect(zh.html).toContain('<html lang="zh-CN">');
    expect(zh.html).toContain(`<h1>${chinese.name}</h1>`);
    const austrian = await page('/', { 'accept-language': 'de-AT,de;q=0.9' });
    expect(austrian.html).toContain('"currency":"EUR"');
    expect(austrian.html).toContain('"country":"AT"');
  });

  it('name the visitor’s language in <html lang> on pages the browser renders too (checkout, settings)', async () => {
    const checkout = await page('/createOrder?items=%5B%5D', { cookie: 'shop-language=de' });
    expect(checkout.html).toContain('<html lang="de">');
    const settings = await page('/settings', { cookie: 'shop-language=zh' });
    expect(settings.html).toContain('<html lang="zh-CN">');
  });

  it('lists carry an ItemList and the home page Organization and WebSite with a search', async () => {
    const list = jsonLd((await page('/productList?id=251&category=Office')).html);
    expect(list[0]).toMatchObject({ '@type': 'ItemList' });
    expect((list[0]!.itemListElement as unknown[]).length).toBeGreaterThan(0);
    const home = jsonLd((await page('/')).html);
    expect(home.map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home[1]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'http://shop.test/search?keyword={search_term_string}' },
      },
    });
    const { html } = await page('/search?keyword=file');
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'ItemList' });
    expect(html).toContain('<h1>');
  });

  it('keeps a rendered page until the catalogue changes', async () => {
    const first = (await page(PRODUCT)).html;
    expect((await page(PRODUCT)).html).toBe(first); // the same render: its data's time is the same
    const changed = catalogChanged(app);
    await app.db.spu.update({ where: { id: 1016 }, data: { name: { en: 'Renamed lever arch file', de: 'x', zh: 'x' } } });
    await changed;
    expect((await page(PRODUCT)).html).toContain('<h1>Renamed lever arch file</h1>');
  });

  it("serves links with tracking or made-up parameters from the page's cache; the parameters a page reads stay apart", async () => {
    const plain = (await page('/bestSeller')).html;
    // The same render (its data's time is the same), not a new one per newsletter or ad link.
    expect((await page('/bestSeller?utm_source=newsletter&utm_medium=mail&gclid=abc')).html).toBe(plain);
    expect((await page(`/bestSeller?x${Date.now()}=1`)).html).toBe(plain);
    const second = (await page('/bestSeller?page=2&utm_source=ad')).html;
    expect(second).not.toBe(plain);
    expect((await page('/bestSeller?utm_campaign=x&page=2')).html).toBe(second);
  });

  it('renders the contact form asked about a product with the product the address names, as the browser shows it', async () => {
    const { html } = await page('/contactUs?spuId=1016&product=Lever%20arch%20file%20A4&utm_source=x');
    const root = /<div id="root" data-hydrating>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
    expect(root).toContain('<p class="notice">');
    expect(root).toContain('Lever arch file A4');
    expect(root).not.toContain('#1016');
  });

  it('answers 404 with a not-found page for an unknown or withdrawn product, an unknown category and an unknown address', async () => {
    for (const url of ['/productDetail/no-such-file/987654', '/productDetail?id=987654', '/productDetail/a4-lever-arch-file/abc']) {
      const { response, html } = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(html).toContain('<p class="empty-state__title">This product is not available.</p>');
      expect(html).toContain('<title>This product is not available. | Paper &amp; Craft</title>');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain('"missing":');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const category = await page('/productList?id=987654&category=Nothing');
    expect(category.response.statusCode).toBe(404);
    expect(category.html).toContain('<p class="empty-state__title">Page not found</p>');
    // An address that is no page of the shop at all.
    const unknown = await page('/no-such-page/at-all');
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.html).toContain('<p class="empty-state__title">Page not found</p>');
    expect(unknown.html).toContain('<meta name="robots" content="noindex">');
    // Not kept as the product's page: once on sale again it shows at once.
    const withdrawn = catalogChanged(app);
    await app.db.spu.update({ where: { id: 1016 }, data: { status: 0 } });
    await withdrawn;
    expect((await page(PRODUCT)).response.statusCode).toBe(404);
    const back = catalogChanged(app);
    await app.db.spu.update({ where: { id: 1016 }, data: { status: 1 } });
    await back;
    expect((await page(PRODUCT)).response.statusCode).toBe(200);
  });

  it('puts an article in the first HTML: title, body, head tags and Article data; blogs and jobs pages too', async () => {
    const [newest] = (await getJson(app, '/pc-api/promotion/article/page?pageNo=1&pageSize=9&section=blog')).body.data.list as {
      id: number;
    }[];
    const article = (await getJson(app, `/pc-api/promotion/article/get?id=${newest!.id}`)).body.data as {
      title: string;
      summary: string;
      content: string;
    };
    const { response, html } = await page(`/blogDetail?id=${newest!.id}`);
    expect(response.statusCode).toBe(200);
    const root = /<div id="root" data-hydrating>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
    expect(root).toContain(`<h1>${escapeHtml(article.title)}</h1>`);
    expect(root).toContain(article.content);
    expect(html).toContain(`<title>${escapeHtml(article.title)} | Paper &amp; Craft</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/blogDetail?id=${newest!.id}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'Article', headline: article.title, description: article.summary });
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const blogs = await page('/blogs');
    expect(blogs.html).toContain(escapeHtml(article.title));
    expect(blogs.html).toContain('<link rel="canonical" href="http://shop.test/blogs">');
    expect((await page('/news?lang=de')).html).toContain('<html lang="de">');
    const [job] = (await getJson(app, '/pc-api/system/job/page?pageNo=1&pageSize=10')).body.data.list as { id: number; title: string }[];
    for (const url of ['/career', '/jobList', `/jobDetail?id=${job!.id}`]) {
      const jobs = await page(url);
      expect(jobs.response.statusCode, url).toBe(200);
      expect(jobs.html, url).toContain(escapeHtml(job!.title));
    }
    for (const url of ['/blogDetail?id=987654', '/jobDetail?id=987654']) expect((await page(url)).response.statusCode, url).toBe(404);
  });

  it("renders the design editor's frame for a guest; the canvas's code is listed to fetch once the page is idle", async () => {
    const { response, html } = await page('/customDesign?spuId=1027&locationId=1&size=1&method=5&count=25');
    expect(response.statusCode).toBe(200);
    const root = /<div id="root" data-hydrating>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
    expect(root).toContain('<h1>Design your Custom Logo Ceramic Mug 350 ml</h1>');
    expect(root).toContain('Front centre · print area 45.5 × 50 mm');
    expect(root).toContain('<div class="designer__sketch" aria-hidden="true"><img src="/uploads/catalog/1027-102701.svg"');
    // A guest's tools: no "My designs".
    expect(root).toContain('>Layers</button>');
    expect(root).not.toContain('My designs');
    // A tool, one per product and position, not a page for search results.
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    const listed = (id: string) =>
      JSON.parse(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? 'null');
    expect(listed('page-modules')).toEqual([
      '/assets/boot-2.js',
      '/assets/shared-5.js',
      '/assets/design-page-3.js',
      '/assets/design-model-6.js',
    ]);
    expect(listed('later-modules')).toEqual(['/assets/design-objects-4.js']);
    expect((await page('/customDesign?spuId=1027&locationId=1&lang=de')).html).toMatch(/<h1>[^<]+ gestalten<\/h1>/);
    // Other pages have nothing for later.
    expect((await page(PRODUCT)).html).not.toContain('later-modules');
  });

  it('leaves account, cart and checkout pages to the browser', async () => {
    const { response, html } = await page('/buyHistory');
    expect(html).toContain('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect((await page('/createOrder')).html).toContain('<div id="root"></div>');
  });
});
