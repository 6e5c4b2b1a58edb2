import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { englishTexts } from '../locales/texts.fixtures.ts';
import i18n from './i18n.ts';
import { ConfirmDialog } from '../components/ui/confirm-dialog.tsx';

/** A request the component made: the endpoint's path, its query and the JSON body. */
interface Sent {
  path: string;
  body: unknown;
  query?: Record<string, string>;
}

/** The address the component led to, for assertions (`getByLabelText('address')`). */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/**
 * Renders a component for a test as the storefront would: English texts, a query client, a router,
 * and the API answered by `answer`: the `data` of a success (`true` by default), or a whole
 * Response (a refusal). Returns the requests made, in order. Unstub with `vi.unstubAllGlobals()`
 * after each test. `at`: the page's address (default `/`).
 */
export async function renderWithApi(ui: ReactNode, answer: (request: Sent) => unknown = () => true, at = '/'): Promise<Sent[]> {
  if (!i18n.isInitialized) await i18n.use(initReactI18next).init({ resources: { en: { translation: englishTexts } }, lng: 'en' });
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    const query = Object.fromEntries(searchParams);
    const request = {
      // Below the API's prefix.
      path: pathname.split('/').slice(2).join('/'),
      ...(Object.keys(query).length > 0 ? { query } : {}),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const answered = answer(request);
    if (answered instanceof Response) return answered;
    return new Response(JSON.stringify({ code: 0, data: answered, msg: '' }), { headers: { 'content-type': 'application/json' } });
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        {ui}
        <ConfirmDialog />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}
