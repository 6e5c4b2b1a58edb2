import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { firstPageData } from './first-page.ts';

/** The code of each first page (modules of the storefront's build manifest). */
const PAGE_MODULES: [RegExp, string][] = [
  [/^\/(home)?$/, 'src/features/catalog/pages/home-page.tsx'],
  [/^\/productList$/, 'src/features/catalog/pages/product-list-page.tsx'],
  [/^\/productDetail(\/|$)/, 'src/features/catalog/pages/product-detail-page.tsx'],
];

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** A module's chunk and the chunks it imports, from Vite's build manifest. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
}

function readManifest(webDist: string): Manifest {
  const path = join(webDist, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
}

/** What goes into the head: the page's chunks the entry does not already load, its lead pictures, its data. */
function headFor(indexHtml: string, chunks: string[], pictures: string[], data: unknown): string {
  const modules = chunks
    .filter((file) => !indexHtml.includes(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const images = pictures.map((url) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}">`);
  // `<` escaped: nothing in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return [...modules, ...images, `<script id="first-page" type="application/json">${json}</script>`].join('');
}

export type PageRenderer = (request: FastifyRequest, ctx: Ctx) => Promise<string>;

/**
 * The renderer of the built storefront in `webDist`: its index.html for this page, with the
 * page's catalogue data, code and lead pictures to load at once; null when nothing is built.
 */
export function pageRenderer(webDist: string): PageRenderer | null {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) return null;
  const html = readFileSync(indexPath, 'utf8');
  const manifest = readManifest(webDist);
  return async (request, ctx) => {
    const first = await firstPageData(request, ctx).catch((error: unknown) => {
      request.log.warn({ err: error }, 'first page data unavailable');
      return null;
    });
    if (!first) return html;
    const path = new URL(request.url, 'http://shop').pathname;
    const module = PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
    return html.replace('</head>', `${headFor(html, module ? chunksOf(manifest, module) : [], first.pictures, first.data)}</head>`);
  };
}
