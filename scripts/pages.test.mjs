import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageProblems } from './pages.mjs';

const manifest = `
const INFO = 'src/features/content/pages/info-page.tsx';
export const STOREFRONT_PAGES = {
  '/': home,
  '/faq': info,
  '/productDetail/:slug/:id': product,
  '*': notFound,
} satisfies Record<string, StorefrontPage>;
`;
const router = `
const PAGES: Record<PagePath, ReactNode> = {
  '/': <HomePage />,
  '/faq': info('faq'),
  '/productDetail/:slug/:id': <ProductDetailPage />,
  '*': <NotFoundPage />,
};

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: (Object.keys(PAGES) as PagePath[]).map((path) => ({ path, element: PAGES[path], handle: STOREFRONT_PAGES[path] })),
  },
];
`;
const files = new Set(['src/features/content/pages/info-page.tsx']);
const check = (changes) => pageProblems({ manifest, router, webFileExists: (path) => files.has(path), ...changes });

describe('storefront pages: router and manifest', () => {
  it('agree when every route has its entry and every entry its route', () => {
    assert.deepEqual(check({}), []);
  });

  it('refuse a page routed without a manifest entry, routed twice, or routed with a path of its own', () => {
    const found = check({
      router: router
        .replace("  '/faq': info('faq'),", "  '/faq': info('faq'),\n  '/newPage': <NewPage />,")
        .replace("  '/': <HomePage />,", "  '/': <HomePage />,\n  '/': <HomePage />,")
        .replace('children: (', "children: [{ path: '/login', element: <LoginPage /> }], other: ("),
    });
    assert.deepEqual(found, [
      "apps/web/src/app/router.tsx: '/newPage' is routed but has no entry in packages/shared/src/pages.ts",
      "apps/web/src/app/router.tsx: '/' is routed twice",
      'apps/web/src/app/router.tsx:14: a route names its own path; give its page an element in PAGES, so its handle comes from the manifest',
    ]);
  });

  it('refuse a manifest entry without a route and a page module that is no file of the storefront', () => {
    const found = check({
      manifest: manifest.replace("'*': notFound,", "'*': notFound,\n  '/gone': info,").replace('info-page.tsx', 'old-page.tsx'),
    });
    assert.deepEqual(found, [
      "packages/shared/src/pages.ts: '/gone' has no route in apps/web/src/app/router.tsx",
      "packages/shared/src/pages.ts: 'src/features/content/pages/old-page.tsx' names no file in apps/web",
    ]);
  });
});
