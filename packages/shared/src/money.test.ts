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

const NBSP = '\u00a0';

describe('formatMoney writes money as each language does', () => {
  it.each([
    [1849, 'USD', 'en', '$18.49'],
    [1849, 'EUR', 'en', '€18.49'],
    [1849, 'EUR', 'de', `18,49${NBSP}€`],
    [20402, 'EUR', 'de', `204,02${NBSP}€`],
    [123456, 'EUR', 'de', `1.234,56${NBSP}€`],
    [1849, 'USD', 'de', `18,49${NBSP}$`],
    [1849, 'EUR', 'zh', '€18.49'],
    [1849, 'USD', 'zh', 'US$18.49'],
    [5, 'USD', 'en', '$0.05'],
    [-500, 'USD', 'en', '-$5.00'],
    [-250, 'EUR', 'de', `-2,50${NBSP}€`],
    [1_000_000_000, 'USD', 'en', '$10,000,000.00'],
    [1849, 'USD', 'xx', '$18.49'],
  ] as const)('%i %s in %s → %s', (cents, currency, language, text) => {
    expect(formatMoney(cents, currency, language)).toBe(text);
  });

  it('agrees with Intl.NumberFormat in every language and currency', () => {
    const amounts = [0, 1, -1, 99, 100, 1849, -500, 99_999, 100_000, 123_456_789, -123_456_789];
    // A fixed spread of amounts from cents to millions, a third of them negative.
    for (let i = 1; i <= 200; i++) amounts.push(((i * 7919) % 1000) * 10 ** (i % 7) * (i % 3 === 0 ? -1 : 1) + (i % 100));
    for (const [language, locale] of [
      ['en', 'en-US'],
      ['de', 'de-DE'],
      ['zh', 'zh-CN'],
    ] as const) {
      for (const currency of ['USD', 'EUR'] as const) {
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
        for (const cents of amounts)
          expect(formatMoney(cents, currency, language), `${cents} ${currency} ${language}`).toBe(intl.format(cents / 100));
      }
    }
  });
});
