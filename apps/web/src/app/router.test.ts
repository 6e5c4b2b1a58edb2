import { pageAt, STOREFRONT_PAGES } from '@shop/shared';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

/** Every page's own address (a pattern's parameters filled in), and addresses matched less plainly. */
const ADDRESSES = [
  ...Object.keys(STOREFRONT_PAGES).map((path) => path.replace(':slug', 'a4-file').replace(':id', '1016').replace('*', '/no-such-page')),
  '/FAQ',
  '/blogs/',
  '/productDetail/a4-file',
  '/productDetail//1016',
  '/productDetail/a4-file/1016/more',
];

describe('the router and the page manifest', () => {
  it.each(ADDRESSES)('find the same page at %s', (pathname) => {
    expect(matchRoutes(routes, pathname)?.at(-1)?.route.handle).toBe(pageAt(pathname));
  });
});
