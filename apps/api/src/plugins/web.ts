import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../lib/html.ts';
import { firstPageData } from '../modules/catalog/first-page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The storefront's index.html, answered for every page route (client-side routing). */
    indexHtml: string | null;
    /** index.html for this page, with its catalogue data, code and lead pictures to load at once. */
    renderPage: (request: FastifyRequest) => Promise<string>;
  }
}

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
  const modules = chunks.filter((file) => !indexHtml.includes(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const images = pictures.map((url) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}">`);
  // `<` escaped: nothing in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return [...modules, ...images, `<script id="first-page" type="application/json">${json}</script>`].join('');
}

const NOT_PAGES = /^\/(pc-api|uploads|docs|dev|healthz|assets)(\/|$)/;

export function isPageRequest(request: FastifyRequest): boolean {
  return request.method === 'GET' && !NOT_PAGES.test(request.url) && (request.headers.accept ?? '').includes('text/html');
}

/** Uploaded files at /uploads/ and the built storefront at /. */
export default fp(
  async function web(app: FastifyInstance, opts: { uploadDir: string; webDist: string }) {
    await app.register(fastifyStatic, {
      root: opts.uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Uploaded files never change under their name.
      maxAge: '30d',
      immutable: true,
      setHeaders: (res) => res.header('x-content-type-options', 'nosniff'),
    });
    const index = join(opts.webDist, 'index.html');
    app.decorate('indexHtml', existsSync(index) ? readFileSync(index, 'utf8') : null);
    const manifest = readManifest(opts.webDist);
    app.decorate('renderPage', async (request: FastifyRequest) => {
      const html = app.indexHtml ?? '';
      const first = await firstPageData(request, app.db, app.catalogCache).catch((error: unknown) => {
        request.log.warn({ err: error }, 'first page data unavailable');
        return null;
      });
      if (!first) return html;
      const path = new URL(request.url, 'http://shop').pathname;
      const module = PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
      return html.replace('</head>', `${headFor(html, module ? chunksOf(manifest, module) : [], first.pictures, first.data)}</head>`);
    });
    if (!app.indexHtml) return;
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'web', dependencies: ['db', 'services'] },
);
