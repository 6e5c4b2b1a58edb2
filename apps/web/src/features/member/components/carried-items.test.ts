import { describe, expect, it } from 'vitest';
import { withCartIds } from './carried-items.ts';

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
