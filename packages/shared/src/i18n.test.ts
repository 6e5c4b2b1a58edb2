import { describe, expect, it } from 'vitest';
import { currencyForCountry, currencyFromHeaders } from './currency.ts';
import { errorMessage } from './errors.ts';
import { pickLanguage, translate } from './i18n.ts';

describe('pickLanguage reads Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['zh-CN', 'zh'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr;q=0.9,zh;q=0.8', 'zh'],
    ['en;q=0.1,de;q=0.9', 'de'],
    ['de;q=0', 'en'],
  ])('%j → %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});

describe('currency by Country-Code', () => {
  it.each([
    [undefined, 'USD'],
    ['US', 'USD'],
    ['de', 'EUR'],
    ['FR', 'EUR'],
    ['CH', 'USD'],
    ['GB', 'USD'],
    ['<script>', 'USD'],
  ])('%j → %s', (code, currency) => {
    expect(currencyForCountry(code)).toBe(currency);
  });

  it('maps the response header back', () => {
    expect(currencyFromHeaders('EUR', null)).toBe('EUR');
    expect(currencyFromHeaders(null, '\u00e2\u0082\u00ac')).toBe('EUR');
    expect(currencyFromHeaders(null, '€')).toBe('EUR');
    expect(currencyFromHeaders(null, '$')).toBe('USD');
    expect(currencyFromHeaders(null, null)).toBe('USD');
  });
});

describe('texts', () => {
  it('translate falls back to English', () => {
    expect(translate({ en: 'Box', de: 'Schachtel', zh: '' }, 'zh')).toBe('Box');
    expect(translate({ en: 'Box', de: 'Schachtel', zh: '盒子' }, 'de')).toBe('Schachtel');
  });

  it('fills placeholders', () => {
    expect(errorMessage('FILE_TOO_LARGE', 'de', { max: '5 MB' })).toBe('Die Datei ist größer als 5 MB.');
  });
});
