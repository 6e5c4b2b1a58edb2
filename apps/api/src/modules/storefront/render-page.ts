import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EVERY_PAGE_PARAMS, type FirstPageData, htmlLang, pageAt } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { firstPageData, type Visitor, visitorOf } from './first-page.ts';
import type { Page, PageCache } from './page-cache.ts';

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

/** The storefront's server renderer (apps/web/src/entry-server.tsx, built by `vite build --ssr`). */
interface ServerRenderer {
  render(input: { path: string; origin: string; data: FirstPageData }): Promise<RenderedPage | null>;
}

/** A module's chunk and the chunks it imports, from Vite's build manifest. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): Chunk[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry, ...(entry.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
}

function readManifest(webDist: string): Manifest {
  const path = join(webDist, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
}

/** The app's code the entry loads after the first paint (apps/web/src/main.tsx). */
const APP_MODULE = 'src/boot.tsx';

/**
 * What goes into the head: the styles of the app and the page the entry does not already load (also
 * for a server-rendered page without JavaScript), the page's code, its lead pictures, its data. The
 * code of a page rendered in the browser is preloaded at once; that of a server-rendered page is only
 * listed, for the entry to fetch after the first paint.
 */
function headFor(
  indexHtml: string,
  chunks: { page: Chunk[]; later: Chunk[] },
  pictures: string[],
  data: unknown,
  serverRendered: boolean,
): string {
  const filesOf = (list: Chunk[]) => [...new Set(list.map((chunk) => `/${chunk.file}`))].filter((file) => !indexHtml.includes(file));
  const styles = [...new Set(chunks.page.flatMap((chunk) => chunk.css ?? []))]
    .filter((file) => !indexHtml.includes(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const files = filesOf(chunks.page);
  const later = filesOf(chunks.later);
  const modules = serverRendered
    ? [
        `<script id="page-modules" type="application/json">${JSON.stringify(files)}</script>`,
        ...(later.length ? [`<script id="later-modules" type="application/json">${JSON.stringify(later)}</script>`] : []),
      ]
    : files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  const images = pictures.map((url) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}">`);
  // `<` escaped: nothing in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return [...styles, ...modules, ...images, `<script id="first-page" type="application/json">${json}</script>`].join('');
}

/** A page as the server renderer made it; `notFound`: it shows that its product or category does not exist. */
interface RenderedPage {
  html: string;
  head: string;
  notFound: boolean;
}

/** The server renderer built beside the storefront (`dist-ssr` next to `dist`), if any. */
async function loadServerRenderer(webDist: string): Promise<ServerRenderer | null> {
  const path = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  return existsSync(path) ? ((await import(pathToFileURL(path).href)) as ServerRenderer) : null;
}

/** The page's `<html lang>`: the visitor's language. */
const withLanguage = (html: string, language: string) => html.replace(/<html lang="[^"]*">/, `<html lang="${htmlLang(language)}">`);

/** The server's HTML of a page in its place: the page's own title and description instead of the shop's. */
function withRendered(html: string, rendered: RenderedPage): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${rendered.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-hydrating>${rendered.html}</div>`);
}

export type PageRenderer = (request: FastifyRequest, ctx: Ctx) => Promise<Page>;

/**
 * A page's address as it is rendered, cached and asked for its first data: the path with only the
 * parameters the page reads (its manifest entry's `params` and those every page reads), in one order.
 * A newsletter's `?utm_source=` or a made-up parameter is the cached page, not a new render.
 */
export function pageAddress(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://shop');
  const reads = new Set<string>([...EVERY_PAGE_PARAMS, ...pageAt(pathname).params]);
  const kept = [...searchParams].filter(([name]) => reads.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The renderer of the built storefront in `webDist`: its index.html for this page with the page's
 * catalogue data, code and lead pictures to load at once, and — for public pages, when the server
 * renderer is built — the page itself rendered on the server, cached per address and visitor
 * (language, currency, country, layout). Null when nothing is built.
 */
export async function pageRenderer(webDist: string, origin: string, cache: PageCache): Promise<PageRenderer | null> {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) return null;
  const template = readFileSync(indexPath, 'utf8');
  const manifest = readManifest(webDist);
  const server = await loadServerRenderer(webDist);
  const build = async (request: FastifyRequest, ctx: Ctx, visitor: Visitor, address: string): Promise<Page> => {
    // Every page, rendered here or in the browser, names its language at once (hyphenation, fonts, screen readers).
    const html = withLanguage(template, visitor.language);
    const first = await firstPageData(request, address, ctx, visitor).catch((error: unknown) => {
      request.log.warn({ err: error }, 'first page data unavailable');
      return null;
    });
    if (!first) return { html, status: 200, serverRendered: false, keep: false };
    const rendered = await server?.render({ path: address, origin, data: first.data }).catch((error: unknown) => {
      request.log.error({ err: error }, 'server rendering failed; the page renders in the browser');
      return null;
    });
    const { module, later = [] } = pageAt(new URL(address, 'http://shop').pathname);
    const seen = new Set<string>();
    const chunks = {
      page: [...chunksOf(manifest, APP_MODULE, seen), ...(module ? chunksOf(manifest, module, seen) : [])],
      later: later.flatMap((laterModule) => chunksOf(manifest, laterModule, seen)),
    };
    const page = html.replace('</head>', `${headFor(html, chunks, first.pictures, first.data, Boolean(rendered))}</head>`);
    if (!rendered) return { html: page, status: 200, serverRendered: false, keep: false };
    // A page of something that does not exist answers 404 and is not kept (it may exist a moment later).
    if (rendered.notFound) return { html: withRendered(page, rendered), status: 404, serverRendered: true, keep: false };
    return { html: withRendered(page, rendered), status: 200, serverRendered: true, keep: first.complete };
  };
  return (request, ctx) => {
    const visitor = visitorOf(request);
    const address = pageAddress(request.url);
    if (!server) return build(request, ctx, visitor, address);
    const key = `${visitor.language}:${visitor.currency}:${visitor.country}:${visitor.mobile ? 'mobile' : 'desktop'}:${address}`;
    return cache.get(key, () => build(request, ctx, visitor, address));
  };
}
