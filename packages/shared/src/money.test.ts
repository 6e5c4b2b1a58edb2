import { describe, expect, it } from 'vitest';
import { centsToDecimal, divideHalfUp, formatMoney, percentOf, toCents } from './money.ts';

describe('divideHalfUp rounds exact halves away from zero', () => {
  it.each([
    [5, 2, 3],
    [4, 2, 2],
    [7, 3, 2],
    [-5, 2, -3],
    [1, 3, 0],
    [2, 3, 1],
    [0, 7, 0],
  ])('%i / %i = %i', (n, d, expected) => {
    expect(divideHalfUp(n, d)).toBe(expected);
  });

  it('refuses fractions and division by zero', () => {
    expect(() => divideHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe('percentOf gives whole cents', () => {
  it.each([
    [1999, 10, 200], // 199.9 → 200
    [1995, 10, 200], // 199.5 → 200 (half-up)
    [1985, 10, 199], // 198.5 → 199
    [3999, 15, 600], // 599.85 → 600
    [1234, 0, 0],
    [1234, 100, 1234],
    [999, 7.25, 72], // 72.4275 → 72
  ])('%i × %f %% = %i', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });

  it('refuses non-integer cents', () => {
    expect(() => percentOf(12.5, 10)).toThrow(RangeError);
  });
});

describe('toCents and centsToDecimal', () => {
  it.each([
    ['12.34', 1234],
    ['0.1', 10],
    ['39.99', 3999],
    ['0.005', 1],
    ['0.004', 0],
    ['-1.005', -101],
    [6.99, 699],
    [0.1 + 0.2, 30],
  ])('%s → %i cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each(['', 'abc', '1,50', '1.2.3'])('rejects %j', (text) => {
    expect(() => toCents(text)).toThrow(RangeError);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [3999, '39.99'],
    [-699, '-6.99'],
    [123456789, '1234567.89'],
  ])('%i cents → %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });
});

describe('formatMoney', () => {
  it.each([
    [3999, 'USD', '$39.99'],
    [699, 'EUR', '€6.99'],
    [-250, 'USD', '-$2.50'],
  ] as const)('%i %s → %s', (cents, currency, text) => {
    expect(formatMoney(cents, currency)).toBe(text);
  });
});
