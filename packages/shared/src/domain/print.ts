import type { Language } from '../i18n.ts';
import de from '../locales/de/print.json' with { type: 'json' };
import en from '../locales/en/print.json' with { type: 'json' };
import zh from '../locales/zh/print.json' with { type: 'json' };
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

/**
 * Why print data is incorrect. `unreadable`: the file could not be read as its type; `pdfVersion`,
 * `outputIntent`, `encrypted`, `annotations`, `fontsNotEmbedded`: PDF structure; `lowResolution`:
 * pixels per inch of a picture (or a picture inside a PDF) at the printed size; `rgb`: not CMYK;
 * `bleed`: a PDF without enough bleed beyond its trim box; `shop`: the shop's own words.
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
] as const;
export type PrintReasonCode = (typeof PRINT_REASON_CODES)[number];

const TEXTS: Record<Language, typeof en> = { en, de, zh };

/** A reason print data was found incorrect, in the shopper's language (mail, order page, back office). */
export function printReasonText(
  reason: { code: string; params?: Record<string, string | number> | undefined },
  language: Language,
): string {
  const code = (PRINT_REASON_CODES as readonly string[]).includes(reason.code) ? (reason.code as PrintReasonCode) : 'unreadable';
  const params = Object.fromEntries(Object.entries(reason.params ?? {}).map(([k, v]) => [k, String(v)]));
  return renderMessage('print', TEXTS, code, language, params);
}
