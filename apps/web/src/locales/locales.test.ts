import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const LANGUAGES = ['en', 'de', 'zh'];

/** Every key path of a resource, with arrays as their length so structures must match too. */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`, ...value.flatMap((v, i) => keys(v, `${prefix}[${i}]`))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

function empty(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [prefix] : [];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => empty(v, `${prefix}.${k}`));
  return [];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json')))('%s', (file) => {
  const load = (language: string) => JSON.parse(readFileSync(join(dir, language, file), 'utf8'));
  const english = load('en');

  it.each(LANGUAGES.slice(1))('has every English key in %s, and no other', (language) => {
    expect(keys(load(language)).sort()).toEqual(keys(english).sort());
  });

  it.each(LANGUAGES)('has no empty text in %s', (language) => {
    expect(empty(load(language))).toEqual([]);
  });

  it.each(LANGUAGES.slice(1))('keeps the placeholders in %s', (language) => {
    const translated = load(language);
    const get = (obj: any, path: string) => path.split('.').reduce((o, k) => o?.[k], obj);
    for (const path of keys(english).filter((k) => !k.includes('['))) {
      const text = get(english, path);
      if (typeof text === 'string') expect(placeholders(get(translated, path)), `${language}:${path}`).toEqual(placeholders(text));
    }
  });
});
