import { describe, expect, it } from 'vitest';
import { permissionGranted } from './permissions.ts';

describe('permissionGranted', () => {
  it.each([
    [['*'], 'system:admin:query', true],
    [['system:admin:query'], 'system:admin:query', true],
    [['system:admin:query'], 'system:admin:create', false],
    [['trade:after-sale:*'], 'trade:after-sale:agree', true],
    [['trade:after-sale:*'], 'trade:order:query', false],
    [['content:*'], 'content', false],
    [['content:*'], 'contentx:article:query', false],
    [['system:*'], 'system:admin:query', true],
    [['trade:order:query', 'content:*'], 'content:article:update', true],
    [[], 'system:admin:query', false],
  ])('%j grants %s: %s', (held, needed, granted) => {
    expect(permissionGranted(held, needed)).toBe(granted);
  });
});
