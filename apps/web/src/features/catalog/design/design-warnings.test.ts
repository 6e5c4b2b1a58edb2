import { describe, expect, it } from 'vitest';
import { designWarnings, type WarnedObject } from './design-warnings.ts';

/** The mug's front: 80 × 88 mm; printed at tier 1 (45.5 × 50 mm) one design mm is 0.56875 print mm. */
const area = { widthMm: 80, heightMm: 88 };
const TIER_1 = 45.5 / 80;
const SCREEN = '1';
const PAD = '2';
const DIGITAL = '5';

/** A 10 × 10 mm square with its top left corner at (x, y). */
const square = (x: number, y: number) => [
  { x, y },
  { x: x + 10, y },
  { x: x + 10, y: y + 10 },
  { x, y: y + 10 },
];
const shape = (fill: string, x = 10, y = 10): WarnedObject => ({ corners: square(x, y), fill });
/** A picture `width` pixels wide shown `mm` design millimetres wide. */
const picture = (url: string, width: number, mm: number): WarnedObject => ({
  corners: square(10, 10),
  picture: { url, width, scaleX: mm / width },
});

const pictureColours = new Map([['/logo.png', ['#000000', '#ff0000', '#00ff00']]]);
const warn = (objects: WarnedObject[], method = DIGITAL, printScale = TIER_1) =>
  designWarnings(objects, area, printScale, method, pictureColours);

const [black, red, green, blue, yellow] = ['#000000', '#ff0000', '#00ff00', '#0000ff', '#ffff00'].map((c) => shape(c)) as [
  WarnedObject,
  WarnedObject,
  WarnedObject,
  WarnedObject,
  WarnedObject,
];

describe('too many colours for screen print (4) and pad print (2)', () => {
  it.each<[string, WarnedObject[], string, { count: number; max: number } | null]>([
    ['four colours in screen print are fine', [black, red, green, blue], SCREEN, null],
    ['five colours in screen print are too many', [black, red, green, blue, yellow], SCREEN, { count: 5, max: 4 }],
    ['two colours in pad print are fine', [black, red], PAD, null],
    ['three colours in pad print are too many', [black, red, green], PAD, { count: 3, max: 2 }],
    ['a colour used twice (in any case) counts once', [shape('#FF0000'), red, black], PAD, null],
    ['a picture counts with its colours', [picture('/logo.png', 2000, 40), blue], SCREEN, null],
    ['a picture of three colours and two shapes', [picture('/logo.png', 2000, 40), blue, yellow], SCREEN, { count: 5, max: 4 }],
    ["a picture's colours shared with a shape count once", [picture('/logo.png', 2000, 40), red, black], SCREEN, null],
    ['a picture of three colours in pad print', [picture('/logo.png', 2000, 40)], PAD, { count: 3, max: 2 }],
    ['digital print takes any number of colours', [black, red, green, blue, yellow], DIGITAL, null],
    ['a method without a limit sets none', [black, red, green, blue, yellow], '', null],
  ])('%s', (_, objects, method, colours) => {
    expect(warn(objects, method).colours).toEqual(colours);
  });
});

describe('pictures below 300 dpi at the print size', () => {
  it.each<[string, WarnedObject[], number, number | null]>([
    ['300 px over 25.4 print mm is exactly 300 dpi', [picture('/a.png', 300, 25.4)], 1, null],
    ['299 px over 25.4 print mm is too few', [picture('/a.png', 299, 25.4)], 1, 299],
    ['900 px over 40 design mm at tier 1 (22.75 print mm) is 1004 dpi', [picture('/a.png', 900, 40)], TIER_1, null],
    ['200 px over 40 design mm at tier 1 is 223 dpi', [picture('/a.png', 200, 40)], TIER_1, 223],
    ['the same picture printed at the full area is lower still', [picture('/a.png', 200, 40)], 1, 127],
    ['of two low pictures the lowest is named', [picture('/a.png', 250, 25.4), picture('/b.png', 120, 25.4)], 1, 120],
    ['shapes and texts have no resolution', [black, red], 1, null],
  ])('%s', (_, objects, printScale, lowDpi) => {
    expect(warn(objects, DIGITAL, printScale).lowDpi).toBe(lowDpi);
  });
});

describe('objects reaching outside the print area', () => {
  it.each<[string, WarnedObject[], number]>([
    ['inside', [shape(black.fill!, 0, 0), shape(red.fill!, 70, 78)], 0],
    ['0.2 mm over the edge is anti-aliasing, not outside', [shape(red.fill!, -0.2, 78.2)], 0],
    ['1 mm over the left edge', [shape(red.fill!, -1, 10)], 1],
    ['over the right and the bottom edge, two objects', [shape(red.fill!, 75, 10), shape(red.fill!, 10, 80)], 2],
  ])('%s', (_, objects, outside) => {
    expect(warn(objects).outside).toBe(outside);
  });
});
