import { describe, expect, it } from 'vitest';
import { safeRedirect, withCartIds } from './carried-items.ts';

describe('withCartIds', () => {
  it('gives the lines the cart line of their SKU that the guest cart brought in, keeping lines that have one', () => {
    const items = JSON.stringify([
      { skuId: 1, count: 2 },
      { skuId: 2, count: 1, cartId: 7 },
      { skuId: 3, count: 1 },
    ]);
    expect(
      JSON.parse(
        withCartIds(
          items,
          new Map([
            [1, 41],
            [2, 42],
          ]),
        ),
      ),
    ).toEqual([
      { skuId: 1, count: 2, cartId: 41 },
      { skuId: 2, count: 1, cartId: 7 },
      { skuId: 3, count: 1 },
    ]);
  });

  it('leaves text that is not a list of lines alone', () => {
    expect(withCartIds('not json', new Map([[1, 2]]))).toBe('not json');
  });
});

describe('safeRedirect returns to pages of this shop only, as the browser will read the address', () => {
  it.each([
    ['/buyHistory', '/buyHistory'],
    ['/settings?tab=address', '/settings?tab=address'],
    ['/orderDetail?id=7', '/orderDetail?id=7'],
    ['/orderList?x=1', '/orderList?x=1'],
    ['/search?q=a%2Fb#top', '/search?q=a%2Fb#top'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['\\/evil.example', null],
    ['\\\\evil.example', null],
    // Browsers drop tab, CR and LF anywhere in an address: "/\t/evil.example/" is "//evil.example/".
    [decodeURIComponent('/%09/evil.example/'), null],
    ['/\t/evil.example', null],
    ['/\r\n/evil.example', null],
    ['\t//evil.example', null],
    ['/\t\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    [' //evil.example', null],
    ['evil.example', null],
    ['/login?redirect=/x', null],
    ['/register', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, target) => {
    expect(safeRedirect(value)).toBe(target);
  });
});
