import { beforeAll, describe, expect, it } from 'vitest';
import { money } from './format.ts';
import i18n from './i18n.ts';

describe('money writes amounts as the back office’s language does', () => {
  beforeAll(async () => {
    await i18n.init({ lng: 'en', resources: {} });
  });

  it.each([
    ['en', 46239, 'USD', '$462.39'],
    ['en', 20402, 'EUR', '€204.02'],
    ['de', 46239, 'USD', '462,39\u00a0$'],
    ['de', 20402, 'EUR', '204,02\u00a0€'],
    ['zh', 46239, 'USD', 'US$462.39'],
    ['zh', 20402, 'EUR', '€204.02'],
  ] as const)('%s: %i %s → %s', async (language, cents, currency, text) => {
    await i18n.changeLanguage(language);
    expect(money(cents, currency)).toBe(text);
  });

  it('writes an unknown currency as dollars', async () => {
    await i18n.changeLanguage('de');
    expect(money(123456, '')).toBe('1.234,56\u00a0$');
  });
});
