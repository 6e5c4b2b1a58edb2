import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterLoginTarget } from './after-login.ts';

beforeAll(() => {
  vi.stubGlobal('window', { location: { origin: 'https://shop.example' } });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('afterLoginTarget goes back where the shopper came from, on this shop only', () => {
  it.each([
    ['https://shop.example/orderList?x=1', '/orderList?x=1'],
    ['https://shop.example/register', '/'],
    ['https://elsewhere.example/orderList', '/'],
    // A path of this shop that the browser would read as another site.
    ['https://shop.example//evil.example/', '/'],
    ['not an address', '/'],
  ])('from %s → %s', (referrer, target) => {
    expect(afterLoginTarget(new URLSearchParams(), referrer)).toBe(target);
  });

  it('prefers the redirect it was given, when that is a path of this shop', () => {
    expect(afterLoginTarget(new URLSearchParams({ redirect: '/buyHistory' }), '')).toBe('/buyHistory');
    expect(afterLoginTarget(new URLSearchParams({ redirect: '/\t/evil.example/' }), 'https://shop.example/faq')).toBe('/faq');
  });
});
