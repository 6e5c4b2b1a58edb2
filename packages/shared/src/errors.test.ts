import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.ts';

describe('the error catalogue', () => {
  it('gives every business error a code of its own (clients tell them apart by code)', () => {
    const byCode = new Map<number, string[]>();
    for (const [key, { code }] of Object.entries(ERRORS)) {
      if (code < 1_000_000_000) continue; // the HTTP-like codes stand for many errors
      byCode.set(code, [...(byCode.get(code) ?? []), key]);
    }
    expect([...byCode.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });
});
