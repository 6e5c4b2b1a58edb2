import { describe, expect, it } from 'vitest';
import { deliveryDays, deliveryWindow, formatDayMonth } from './delivery-dates.ts';

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

describe('delivery dates', () => {
  it('standard delivery takes up to 10 days outside the United States; the faster options keep their days', () => {
    expect(deliveryDays({ type: '1', days: { min: 5, max: 7 } }, false)).toEqual({ min: 5, max: 7 });
    expect(deliveryDays({ type: '1', days: { min: 5, max: 7 } }, true)).toEqual({ min: 5, max: 10 });
    expect(deliveryDays({ type: '3', days: { min: 3, max: 5 } }, true)).toEqual({ min: 3, max: 5 });
  });

  it('names the first and last day of the window in the language', () => {
    const sent = new Date(2026, 10, 28, 12);
    expect(deliveryWindow(sent, { min: 5, max: 7 }, 'en')).toEqual({ from: 'Dec 3', to: 'Dec 5' });
    expect(deliveryWindow(sent, { min: 5, max: 7 }, 'de')).toEqual({ from: '3. Dez.', to: '5. Dez.' });
    expect(deliveryWindow(sent, { min: 2, max: 2 }, 'zh')).toEqual({ from: '11月30日', to: '11月30日' });
  });
});
