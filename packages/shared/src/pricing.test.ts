import { describe, expect, it } from 'vitest';
import { discountedLinePrice, quantityDiscount } from './pricing.ts';

const DEFAULT_RULES = [
  { quantity: 5, discount: 10 },
  { quantity: 10, discount: 15 },
  { quantity: 20, discount: 20 },
];

describe('quantityDiscount takes the highest discount whose threshold is reached', () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 10],
    [9, 10],
    [10, 15],
    [19, 15],
    [20, 20],
    [50, 20],
    [51, 20],
  ])('%i pieces → %i %%', (count, discount) => {
    expect(quantityDiscount(DEFAULT_RULES, count)).toBe(discount);
  });

  it('does not depend on the order of the rules or on a higher threshold having a lower discount', () => {
    expect(quantityDiscount([{ quantity: 20, discount: 5 }, { quantity: 10, discount: 12 }], 25)).toBe(12);
    expect(quantityDiscount([], 100)).toBe(0);
  });
});

describe('discountedLinePrice rounds the line half-up to the cent', () => {
  it.each([
    [1299, 1, 1299],
    [1299, 4, 5196],
    [1299, 5, 5846], // 5845.5
    [3999, 10, 33992], // 33991.5
    [199, 20, 3184],
    [333, 9, 2697], // 2697.3
    [1, 19, 16], // 16.15
  ])('%i cents × %i = %i', (unit, count, expected) => {
    expect(discountedLinePrice(unit, count, DEFAULT_RULES)).toBe(expected);
  });
});
