import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatPrice, piecesPerUnit, sortedByName } from './locale-format.ts';

const NBSP = '\u00a0';

describe('formatPrice writes money as each language does', () => {
  it.each([
    [1849, 'USD', 'en', '$18.49'],
    [1849, 'EUR', 'en', '€18.49'],
    [1849, 'EUR', 'de', `18,49${NBSP}€`],
    [123456, 'EUR', 'de', `1.234,56${NBSP}€`],
    [1849, 'USD', 'de', `18,49${NBSP}$`],
    [1849, 'EUR', 'zh', '€18.49'],
    [5, 'USD', 'en', '$0.05'],
    [-500, 'USD', 'en', '-$5.00'],
    [1849, 'USD', 'xx', '$18.49'],
  ] as const)('%i %s in %s → %s', (cents, currency, language, text) => {
    expect(formatPrice(cents, currency, language)).toBe(text);
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
          expect(formatPrice(cents, currency, language), `${cents} ${currency} ${language}`).toBe(intl.format(cents / 100));
      }
    }
  });
});

describe('formatDayMonth writes a day as each language does', () => {
  it('agrees with Intl.DateTimeFormat for every day of a year in every language', () => {
    for (const language of ['en', 'de', 'zh']) {
      const intl = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' });
      for (let day = 0; day < 366; day++) {
        const date = new Date(2028, 0, 1 + day);
        expect(formatDayMonth(date, language), `${language} ${date.toDateString()}`).toBe(intl.format(date));
      }
    }
  });

  it('writes English for another language', () => {
    expect(formatDayMonth(new Date(2026, 10, 29), 'fr')).toBe('Nov 29');
  });
});

describe('piecesPerUnit reads the pack size of a SKU', () => {
  it.each([
    [[], 1],
    [[{ propertyId: 1, valueName: 'Blue' }], 1],
    [[{ propertyId: 4, valueName: 'Pack of 50' }], 50],
    [[{ propertyId: 4, valueName: '100er-Pack' }], 100],
    [[{ propertyId: 4, valueName: '25 件装' }], 25],
    [[{ propertyId: 2, valueName: '250 ml' }], 1],
  ])('%j → %i', (properties, pieces) => {
    expect(piecesPerUnit(properties)).toBe(pieces);
  });
});

describe('sortedByName orders names as the language does', () => {
  const names = ['Zimbabwe', 'Österreich', 'Deutschland', 'Norwegen', 'Polen', 'Ägypten', 'United States'];
  it('German: umlauts beside their letters', () => {
    expect(sortedByName(names, (n) => n, 'de')).toEqual([
      'Ägypten',
      'Deutschland',
      'Norwegen',
      'Österreich',
      'Polen',
      'United States',
      'Zimbabwe',
    ]);
  });
  it('Chinese: by pinyin', () => {
    expect(sortedByName(['美国', '德国', '奥地利'], (n) => n, 'zh')).toEqual(['奥地利', '德国', '美国']);
  });
});
