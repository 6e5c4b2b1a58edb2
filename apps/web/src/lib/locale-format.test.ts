import { describe, expect, it } from 'vitest';
import { formatDayMonth, sortedByName } from './locale-format.ts';

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
