// The storefront's server renderer (`vite build --ssr`), loaded by the API's storefront module:
// public pages (`serverRendered` in their entry of packages/shared/src/pages.ts) rendered with the
// same components, routes and query cache as in the browser, from the catalogue data the API read.
import { type Currency, type FirstPageData, LANGUAGES } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Writable } from 'node:stream';
import { fillQueryCache } from './app/first-page.ts';
import { isServerRendered } from './app/page-handle.ts';
import { pageHead } from './app/page-head.ts';
import { routes } from './app/router.tsx';
import { firstRender } from './lib/first-render.ts';
import i18n from './lib/i18n.ts';
import { renderedMeta } from './lib/page-meta.ts';
import { currencyStore } from './lib/session.ts';
import deDesign from './locales/de/design.json';
import dePages from './locales/de/pages.json';
import deTexts from './locales/de/translation.json';
import enDesign from './locales/en/design.json';
import enPages from './locales/en/pages.json';
import enTexts from './locales/en/translation.json';
import zhDesign from './locales/zh/design.json';
import zhPages from './locales/zh/pages.json';
import zhTexts from './locales/zh/translation.json';

const TEXTS = {
  en: { translation: enTexts, pages: enPages, design: enDesign },
  de: { translation: deTexts, pages: dePages, design: deDesign },
  zh: { translation: zhTexts, pages: zhPages, design: zhDesign },
} as const;

// Every language with its page and editor texts, so any page renders in one pass.
await i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, TEXTS[language]])),
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

const handler = createStaticHandler(routes);

export interface RenderedPage {
  /** The content of `<div id="root">`. */
  html: string;
  /** Title, meta, link and JSON-LD tags for the head. */
  head: string;
  /** The page shows that its product or category does not exist: the server answers 404. */
  notFound: boolean;
}

/**
 * Waits until everything (lazily loaded pages included) is rendered: the page is cached whole and
 * crawlers read it whole, so the stream is collected rather than sent as it comes.
 */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failure: unknown;
    const stream = renderToPipeableStream(element, {
      // Every part in place in the HTML: no hidden parts revealed by inline scripts (which the
      // content security policy refuses, and which a client without JavaScript never runs).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failure ? reject(failure) : stream.pipe(sink)),
      onShellError: reject,
      onError: (error) => {
        failure = error;
      },
    });
  });
}

/**
 * Renders run one after another: the visitor's currency, layout and language live in module state
 * the components read (the browser has one visitor), so two renders must never interleave.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function renderPage(input: { url: URL; origin: string; data: FirstPageData }): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response || !isServerRendered(context.matches.at(-1)?.route.handle)) return null;
  const { data } = input;
  currencyStore.set(data.currency as Currency);
  firstRender.mobile = data.mobile;
  firstRender.country = data.country;
  await i18n.changeLanguage(data.language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  fillQueryCache(queryClient, data);
  Object.assign(renderedMeta, { title: '', description: '', notFound: false });
  const html = await renderToHtml(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  const head = pageHead({
    ...input,
    title: renderedMeta.title || `${i18n.t('shop.name')} — ${i18n.t('shop.tagline')}`,
    description: renderedMeta.description || i18n.t('shop.description'),
    shopName: i18n.t('shop.name'),
    shopDescription: i18n.t('shop.description'),
    notFound: renderedMeta.notFound,
  });
  // React puts resource hints (its image preloads) first: they belong in the head, not in #root.
  const [, hints = '', body = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
  return { html: body, head: head + hints, notFound: renderedMeta.notFound };
}

/**
 * The page at `path` (path and query) for the visitor the data was read for; null when the page is
 * rendered in the browser (account, cart, checkout and other pages the manifest leaves to the browser).
 */
export function render(input: { path: string; origin: string; data: FirstPageData }): Promise<RenderedPage | null> {
  return oneAtATime(() => renderPage({ url: new URL(input.origin + input.path), origin: input.origin, data: input.data }));
}
