import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const load = (language: string) => JSON.parse(readFileSync(join(dir, language, 'translation.json'), 'utf8')) as Record<string, unknown>;

/** Every key path of a resource. */
function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

function text(resource: Record<string, unknown>, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], resource) as string;
}

const placeholders = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = load('en');

describe.each(['de', 'zh'])('the back office in %s', (language) => {
  const translated = load(language);

  it('has every English text and no other', () => {
    expect(keys(translated).sort()).toEqual(keys(english).sort());
  });

  it('has no empty text and keeps every placeholder', () => {
    for (const path of keys(english)) {
      expect(text(translated, path).trim(), path).not.toBe('');
      expect(placeholders(text(translated, path)), path).toEqual(placeholders(text(english, path)));
    }
  });
});
