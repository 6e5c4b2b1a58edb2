import { type Language, LANGUAGES } from '../i18n.ts';
import de from '../locales/de/print.json' with { type: 'json' };
import en from '../locales/en/print.json' with { type: 'json' };
import zh from '../locales/zh/print.json' with { type: 'json' };
import { formatDecimal } from '../locale-text.ts';
import { renderMessage } from '../messages.ts';

/**
 * Custom (logo) printing: what a size tier means in centimetres, the resolution print data needs
 * at that size, and the codes of the reasons print data is found incorrect (their texts are the
 * storefront's and the back office's, per language).
 */

/** `customizedType` of a logo line (spec section 7). */
export const CUSTOMIZED_TYPE_LOGO = 4;

/** The printed area of each size tier, width × height in centimetres (the largest that tier prices). */
export const PRINT_TIER_CM: Record<'1' | '2' | '3', { width: number; height: number }> = {
  '1': { width: 5, height: 5 },
  '2': { width: 10, height: 10 },
  '3': { width: 20, height: 20 },
};

/** Raster print data needs at least this many pixels per inch at the printed size. */
export const PRINT_MIN_DPI = 300;

/**
 * An ordinary logo (a PNG, a JPG, a browser's RGB PDF) is prepared as print data by the shop when
 * it has at least this many pixels per inch where it is placed at the printed size: converted to
 * CMYK, placed in the print area and given bleed (vectors always are).
 */
export const PRINT_PREPARE_MIN_DPI = 150;

/** A PDF's bleed beyond its trim box on every side, in mm at the printed size. */
export const PRINT_MIN_BLEED_MM = 3;

/** The PDF version print data may have: PDF/X-3:2002 is based on PDF 1.3. */
export const PRINT_MAX_PDF_VERSION = 1.3;

/** Printed width × height in cm of a line's size: a tier, or the custom "WxH" the shopper entered. */
export function printedSizeCm(size: string): { width: number; height: number } | null {
  if (size === '1' || size === '2' || size === '3') return PRINT_TIER_CM[size];
  const match = /^(\d{1,3})\s*[x×*]\s*(\d{1,3})$/i.exec(size);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** A print area's size in millimetres (the back office's print area of a product at a position). */
export interface PrintAreaSize {
  widthMm: number;
  heightMm: number;
}

/** The largest custom print, in whole centimetres, that fits inside a print area. */
export function largestPrintCm(area: PrintAreaSize): { width: number; height: number } {
  return { width: Math.floor(area.widthMm / 10), height: Math.floor(area.heightMm / 10) };
}

const TIERS = ['1', '2', '3'] as const;

/**
 * The size tiers a print area offers. A tier is "up to W × H": it is offered while the tier below
 * leaves part of the area unused, so a mug (8 × 8.8 cm) offers up to 5 × 5 and up to 10 × 10 (its
 * whole area, printed at most 8 × 8.8), a pen (5 × 1.5 cm) only up to 5 × 5, never 20 × 20.
 */
export function printTiersFor(area: PrintAreaSize): (typeof TIERS)[number][] {
  const covers = (tier: (typeof TIERS)[number]) =>
    PRINT_TIER_CM[tier].width * 10 >= area.widthMm && PRINT_TIER_CM[tier].height * 10 >= area.heightMm;
  return TIERS.filter((_, index) => index === 0 || !covers(TIERS[index - 1]!));
}

/** The most a tier prints inside a print area, width × height in centimetres (the tier, cut to the area). */
export function tierOnArea(tier: (typeof TIERS)[number], area: PrintAreaSize): { width: number; height: number } {
  return {
    width: Math.min(PRINT_TIER_CM[tier].width, area.widthMm / 10),
    height: Math.min(PRINT_TIER_CM[tier].height, area.heightMm / 10),
  };
}

/**
 * Whether a line's size fits the print area: a tier the area offers, or a custom "WxH" whose width
 * and height, as drawn on the product, are at most the area's.
 */
export function fitsPrintArea(size: string, area: PrintAreaSize): boolean {
  const tier = TIERS.find((t) => t === size);
  if (tier) return printTiersFor(area).includes(tier);
  const cm = printedSizeCm(size);
  return cm !== null && cm.width > 0 && cm.height > 0 && cm.width * 10 <= area.widthMm && cm.height * 10 <= area.heightMm;
}

/**
 * Why print data is incorrect. `unreadable`: the file could not be read as its type; `pdfVersion`,
 * `outputIntent`, `encrypted`, `annotations`, `fontsNotEmbedded`: PDF structure; `lowResolution`:
 * pixels per inch of a picture (or a picture inside a PDF) at the printed size; `rgb`: not CMYK;
 * `bleed`: a PDF without enough bleed beyond its trim box; `shop`: the shop's own words; `tooSmall`:
 * a logo with too few pixels for the shop to prepare it at the printed size.
 */
export const PRINT_REASON_CODES = [
  'unreadable',
  'fileType',
  'pdfVersion',
  'outputIntent',
  'encrypted',
  'annotations',
  'fontsNotEmbedded',
  'lowResolution',
  'rgb',
  'bleed',
  'shop',
  'tooSmall',
] as const;
export type PrintReasonCode = (typeof PRINT_REASON_CODES)[number];

const TEXTS: Record<Language, typeof en> = { en, de, zh };

/**
 * The most a logo line prints, width × height in millimetres: its tier cut to the print area it is
 * ordered for (a mug's "up to 10 × 10" prints at most 80 × 88), or its custom W × H.
 */
export function printedSizeMm(size: string, area?: PrintAreaSize | null): { width: number; height: number } | null {
  const cm = printedSizeCm(size);
  if (!cm) return null;
  const cut = area && (TIERS as readonly string[]).includes(size);
  return {
    width: cut ? Math.min(cm.width * 10, area.widthMm) : cm.width * 10,
    height: cut ? Math.min(cm.height * 10, area.heightMm) : cm.height * 10,
  };
}

/**
 * A logo line's print size as pages, mails and documents name it: "up to 8 × 8.8 cm" for a tier
 * (cut to the print area when the line keeps what it prints, `printWidthMm` × `printHeightMm`),
 * "12 × 4 cm" for a custom size; a size that is none as it is.
 */
export function printSizeText(
  line: { size?: string | null | undefined; printWidthMm?: number | null | undefined; printHeightMm?: number | null | undefined },
  language: string,
): string {
  const size = line.size ?? '';
  const kept = line.printWidthMm && line.printHeightMm ? { width: line.printWidthMm / 10, height: line.printHeightMm / 10 } : null;
  const cm = kept ?? printedSizeCm(size);
  if (!cm) return size;
  const known = (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
  const params = { width: formatDecimal(cm.width, known), height: formatDecimal(cm.height, known) };
  return renderMessage('print', TEXTS, (TIERS as readonly string[]).includes(size) ? 'sizeUpTo' : 'size', known, params);
}

/**
 * The size a line's print data is checked at: what the line prints, kept since it was ordered
 * ("80x88mm": a mug's tier 2 cut to its print area), else its tier or custom size.
 */
export function checkSizeOf(line: { size: string; printWidthMm?: number | null; printHeightMm?: number | null }): string {
  return line.printWidthMm && line.printHeightMm ? `${line.printWidthMm}x${line.printHeightMm}mm` : line.size;
}

/** Width × height in cm of a size as the print check takes it (`checkSizeOf`). */
export function checkSizeCm(size: string): { width: number; height: number } | null {
  const mm = /^(\d{1,4})x(\d{1,4})mm$/.exec(size);
  return mm ? { width: Number(mm[1]) / 10, height: Number(mm[2]) / 10 } : printedSizeCm(size);
}

/** A reason print data was found incorrect, in the shopper's language (mail, order page, back office). */
export function printReasonText(
  reason: { code: string; params?: Record<string, string | number> | undefined },
  language: Language,
): string {
  const code = (PRINT_REASON_CODES as readonly string[]).includes(reason.code) ? (reason.code as PrintReasonCode) : 'unreadable';
  // Measures as the language writes them: "2,5 mm" and a size of "8 × 8,8" in German.
  const params = Object.fromEntries(
    Object.entries(reason.params ?? {}).map(([k, v]) => [
      k,
      typeof v === 'number'
        ? formatDecimal(v, language)
        : k === 'size'
          ? String(v).replace(/\d+(?:\.\d+)?/g, (n) => formatDecimal(Number(n), language))
          : String(v),
    ]),
  );
  return renderMessage('print', TEXTS, code, language, params);
}
