import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, greetingName, htmlLang, personName } from './locale-text.ts';

const TAGS = { en: 'en-US', de: 'de-DE', zh: 'zh-CN' } as const;
const language = fc.constantFrom('en', 'de', 'zh');

describe('formatDecimal', () => {
  it.each([
    [45.5, 'en', '45.5'],
    [45.5, 'de', '45,5'],
    [45.5, 'zh', '45.5'],
    [50, 'de', '50'],
    [1200, 'de', '1200'],
    [2.125, 'de', '2,13'],
    [3.5, 'fr', '3.5'],
  ])('writes %s in %s as %s', (value, language, text) => {
    expect(formatDecimal(value, language)).toBe(text);
  });

  it('writes what Intl.NumberFormat writes, without building one', () => {
    fc.assert(
      fc.property(fc.double({ min: -100000, max: 100000, noNaN: true }), language, (value, lang) => {
        const intl = new Intl.NumberFormat(TAGS[lang], { maximumFractionDigits: 2, useGrouping: false }).format(value);
        expect(formatDecimal(value, lang)).toBe(intl === '-0' ? '0' : intl);
      }),
    );
  });
});

describe('formatCount', () => {
  it.each([
    [1000, 'en', '1,000'],
    [1000, 'de', '1.000'],
    [250000, 'zh', '250,000'],
    [999, 'de', '999'],
  ])('writes %s in %s as %s', (value, lang, text) => {
    expect(formatCount(value, lang)).toBe(text);
  });

  it('groups as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), language, (value, lang) => {
        expect(formatCount(value, lang)).toBe(new Intl.NumberFormat(TAGS[lang]).format(value));
      }),
    );
  });
});

describe('personName', () => {
  it.each([
    [{ firstName: '伟', lastName: '李' }, '李伟'],
    [{ firstName: '小明', lastName: '欧阳' }, '欧阳小明'],
    [{ firstName: 'Ada', lastName: 'Buyer' }, 'Ada Buyer'],
    [{ firstName: 'Wei', lastName: 'Li' }, 'Wei Li'],
    [{ firstName: '伟', lastName: '' }, '伟'],
    [{ firstName: '', lastName: 'Buyer' }, 'Buyer'],
    [{ firstName: ' Ada ', lastName: null }, 'Ada'],
  ])('writes %o as %s', (person, name) => {
    expect(personName(person)).toBe(name);
  });
});

describe('greetingName', () => {
  it('greets by the given name, in Chinese by the whole name written family name first', () => {
    expect(greetingName({ firstName: 'Ada', lastName: 'Buyer' }, 'de')).toBe('Ada');
    expect(greetingName({ firstName: '伟', lastName: '李' }, 'zh')).toBe('李伟');
    expect(greetingName({ firstName: 'Ada', lastName: 'Buyer' }, 'zh')).toBe('Ada Buyer');
  });
});

describe('htmlLang', () => {
  it('tags Chinese pages as simplified Chinese and unknown languages as English', () => {
    expect([htmlLang('en'), htmlLang('de'), htmlLang('zh'), htmlLang('xx')]).toEqual(['en', 'de', 'zh-CN', 'en']);
  });
});
