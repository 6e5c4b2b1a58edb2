import { printedSizeCm } from './print.ts';

/**
 * The online design editor's shared rules: the fonts, shapes and clip-art it offers (the server
 * draws the same ones into the print PDF), the size a design is printed at, and the thresholds of
 * its warnings.
 */

/**
 * The fonts a design's texts may use, by the key the design document stores: the family the
 * browser loads (Fontsource) and the server outlines (the same family's TTFs), its weights, and
 * whether it writes Chinese. Open licences (SIL OFL) all of them.
 */
export const DESIGN_FONTS = {
  'noto-sans-sc': { family: 'Noto Sans SC', weights: [400, 700], chinese: true },
  'noto-serif-sc': { family: 'Noto Serif SC', weights: [400, 700], chinese: true },
  oswald: { family: 'Oswald', weights: [400, 700], chinese: false },
  pacifico: { family: 'Pacifico', weights: [400], chinese: false },
} as const satisfies Record<string, { family: string; weights: readonly (400 | 700)[]; chinese: boolean }>;
export type DesignFont = keyof typeof DESIGN_FONTS;
export const DESIGN_FONT_NAMES = Object.keys(DESIGN_FONTS) as DesignFont[];

/** The font of a text that names none (designs saved before there was a choice). */
export const DESIGN_DEFAULT_FONT: DesignFont = 'noto-sans-sc';

/**
 * The font that writes what a Latin-only font has no letter for (Chinese): the browser falls back
 * to it letter by letter, and the server outlines those letters from it.
 */
export const DESIGN_FALLBACK_FONT: DesignFont = 'noto-sans-sc';

/** Whether a font has the weight (Pacifico has no bold). */
export const designFontHasWeight = (font: DesignFont, weight: number): boolean =>
  (DESIGN_FONTS[font].weights as readonly number[]).includes(weight);

/**
 * How the editor lays out a text (Fabric.js's text metrics), so the server's outlines stand where
 * the shopper saw the text: a line box is `fontSize × sizeMult`, lines `lineHeight` boxes apart,
 * the baseline `sizeFraction` of a box above its bottom.
 */
export const DESIGN_TEXT = { sizeMult: 1.13, lineHeight: 1.16, sizeFraction: 0.222 } as const;

/**
 * Shapes and clip-art as SVG path data in a 100 × 100 box: the editor shows them, the server draws
 * the same paths as vectors. Simple drawings of the shop's own.
 */
export const DESIGN_SHAPES = {
  rect: 'M0 0H100V100H0Z',
  circle: 'M50 0A50 50 0 1 1 50 100A50 50 0 1 1 50 0Z',
  triangle: 'M50 0L100 100H0Z',
  star: 'M50 0L61.8 35.1H98.6L68.8 56.9L80.2 92.1L50 70.3L19.8 92.1L31.2 56.9L1.4 35.1H38.2Z',
  heart: 'M50 95L8 52C-6 37 2 8 25 8C37 8 45 16 50 24C55 16 63 8 75 8C98 8 106 37 92 52Z',
  leaf: 'M10 90C10 40 40 8 95 5C92 60 60 90 10 90Z',
  check: 'M5 55L20 40L40 60L80 15L95 30L40 90Z',
  arrow: 'M0 40H60V15L100 50L60 85V60H0Z',
  bubble: 'M10 5H90C96 5 100 9 100 15V65C100 71 96 75 90 75H40L15 97V75H10C4 75 0 71 0 65V15C0 9 4 5 10 5Z',
  badge: 'M50 0L62 12L79 9L84 26L100 33L93 50L100 67L84 74L79 91L62 88L50 100L38 88L21 91L16 74L0 67L7 50L0 33L16 26L21 9L38 12Z',
} as const;
export type DesignShape = keyof typeof DESIGN_SHAPES;

export const DESIGN_SHAPE_NAMES = Object.keys(DESIGN_SHAPES) as DesignShape[];
/** The plain shapes; the others are the clip-art. */
export const DESIGN_BASIC_SHAPES: DesignShape[] = ['rect', 'circle', 'triangle', 'star'];

/**
 * The most pixels a picture in a design may have (100 megapixels, 10000 × 10000; a 20 × 20 cm print
 * takes 22 at 600 dpi). A design naming a larger picture is not saved.
 */
export const DESIGN_PICTURE_MAX_PIXELS = 100_000_000;

/** Most colours a decorating method prints (dict custom_decorating_method): screen and pad print need a screen or pad per colour. */
export const DESIGN_MAX_COLOURS: Record<string, number> = { '1': 4, '2': 2 };

/** A print area on a product picture: the rectangle in the picture's pixels and the largest print there in millimetres. */
export interface PrintAreaBox {
  widthMm: number;
  heightMm: number;
}

/**
 * The size a design is printed at, in millimetres: the print area's shape fitted into the line's
 * size (a tier or W×H cm), never larger than the area itself. Without a size, the whole area.
 */
export function designPrintSize(area: PrintAreaBox, size: string): { width: number; height: number } {
  const cm = printedSizeCm(size);
  const scale = cm ? Math.min(1, (cm.width * 10) / area.widthMm, (cm.height * 10) / area.heightMm) : 1;
  return { width: round1(area.widthMm * scale), height: round1(area.heightMm * scale) };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Pixels per inch of an image `pixels` wide printed `mm` wide, in whole dots (a hair of rounding
 * room, so a width worked out from a scale, 299 px × (25.4 / 299) mm, is not a dot short).
 */
export function dpiAt(pixels: number, mm: number): number {
  return mm > 0 ? Math.floor((pixels * 25.4) / mm + 1e-6) : 0;
}
