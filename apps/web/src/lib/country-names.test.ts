import { EU_COUNTRIES, LANGUAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES, countryName, shippingCountries } from './country-names.ts';
import { sortedByName } from './locale-format.ts';

describe('country names', () => {
  it('names every country shipped to in every language as Unicode CLDR does', () => {
    for (const language of LANGUAGES) {
      const names = new Intl.DisplayNames([language], { type: 'region' });
      for (const code of ['US', ...EU_COUNTRIES]) expect(COUNTRY_NAMES[language][code], `${language} ${code}`).toBe(names.of(code));
    }
  });

  it('lists the countries in the alphabetical order of each language', () => {
    for (const language of LANGUAGES) {
      const names = COUNTRY_NAMES[language];
      expect(shippingCountries(language)).toEqual(sortedByName(Object.keys(names), (code) => names[code]!, language));
    }
    expect(shippingCountries('de').slice(0, 3)).toEqual(['BE', 'BG', 'DK']);
  });

  it('falls back to English for another language and to the code for another country', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'fr')).toBe('Germany');
    expect(countryName('XX', 'en')).toBe('XX');
  });
});
