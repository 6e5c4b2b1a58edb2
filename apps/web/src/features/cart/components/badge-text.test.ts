import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text.ts';

describe('badgeText caps the cart badge at 99', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i → %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});
