import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, vi } from 'vitest';
import englishTexts from '../locales/en/translation.json';
import i18n from './i18n.ts';

/** A request a page made: its method, its path below /admin-api/, its query, its JSON body or form, and headers. */
export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  form: FormData | undefined;
  headers: Headers;
}

/**
 * Answers the back office's API calls from `answers` (each path's `data`; null where none is given)
 * and returns the list of requests made, emptied for each call. Unstub with `vi.unstubAllGlobals()`.
 */
export function fakeApi(answers: Record<string, unknown>, requests: Sent[] = []): Sent[] {
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const asked = new URL(url, 'http://shop.test');
    // The path below the API's prefix: /admin-api/trade/order/page → trade/order/page.
    const path = asked.pathname.split('/').slice(2).join('/');
    requests.push({
      method: init.method ?? 'GET',
      path,
      query: asked.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
      headers: new Headers(init.headers),
    });
    return new Response(JSON.stringify({ code: 0, data: answers[path] ?? null, msg: '' }));
  });
  return requests;
}

/** Renders `routes` (path → page) at `entry`, with a fresh query client that does not retry. */
export function renderRoutes(entry: string, routes: Record<string, ReactNode>) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The pages of a test file in English, each test's render and fake API removed after it. */
export function englishPages(): void {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: englishTexts } } });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
