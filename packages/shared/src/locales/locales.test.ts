import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors.ts';
import { LANGUAGES } from '../i18n.ts';

const dir = import.meta.dirname;
const namespaces = readdirSync(join(dir, 'en'))
  .filter((file) => file.endsWith('.json'))
  .sort();
const load = (language: string, file: string): unknown => JSON.parse(readFileSync(join(dir, language, file), 'utf8'));

/** Every text of a namespace by its dotted key. */
function texts(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, v]) => texts(v, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const keysOf = (language: string, file: string) => texts(load(language, file)).map(([key]) => key);
const jsonFiles = (language: string) => readdirSync(join(dir, language)).filter((file) => file.endsWith('.json'));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the server message catalogue', () => {
  it('has the same namespaces in every language', () => {
    expect(namespaces).toEqual(['documents.json', 'errors.json', 'mail.json', 'pricing.json', 'print.json', 'validation.json']);
    for (const language of LANGUAGES) expect(jsonFiles(language).sort(), language).toEqual(namespaces);
  });

  describe.each(namespaces)('%s', (file) => {
    const english = new Map(texts(load('en', file)));

    it.each(LANGUAGES.slice(1))('has every English key in %s, and no other', (language) => {
      expect(keysOf(language, file).sort()).toEqual(keysOf('en', file).sort());
    });

    it.each(LANGUAGES)('has a non-empty text for every key in %s', (language) => {
      const bad = texts(load(language, file)).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(bad).toEqual([]);
    });

    it.each(LANGUAGES.slice(1))('keeps the {{placeholders}} of English in %s', (language) => {
      for (const [key, text] of texts(load(language, file))) {
        expect(placeholders(String(text)), `${language}:${key}`).toEqual(placeholders(String(english.get(key))));
      }
    });

    it.each(LANGUAGES)('writes placeholders the i18next way, {{name}}, in %s', (language) => {
      for (const [key, text] of texts(load(language, file))) {
        expect(String(text).replace(/\{\{\w+\}\}/g, ''), `${language}:${key}`).not.toMatch(/[{}]/);
      }
    });
  });

  it('has a message for every error code, and a code for every message', () => {
    expect(Object.keys(load('en', 'errors.json') as object).sort()).toEqual(Object.keys(ERRORS).sort());
  });
});
