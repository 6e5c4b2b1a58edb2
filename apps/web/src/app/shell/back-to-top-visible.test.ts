import { describe, expect, it } from 'vitest';
import { backToTopVisible } from './back-to-top-visible.ts';

describe('backToTopVisible', () => {
  it.each([
    ['hidden at the top of the page', { y: 100, lastY: 200, atEnd: false, mobile: true }, false],
    ['shown on desktop once scrolled, also on the way down', { y: 900, lastY: 800, atEnd: false, mobile: false }, true],
    ['hidden on a phone while scrolling down, where it would cover content', { y: 900, lastY: 800, atEnd: false, mobile: true }, false],
    ['shown on a phone while scrolling back up', { y: 800, lastY: 900, atEnd: false, mobile: true }, true],
    ['shown on a phone at the end of the page', { y: 2000, lastY: 1990, atEnd: true, mobile: true }, true],
  ])('%s', (_, state, visible) => {
    expect(backToTopVisible(state)).toBe(visible);
  });
});
