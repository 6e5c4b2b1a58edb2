import { Readable } from 'node:stream';
import type { TDesignSvgUploadResponse } from '@shop/shared';
import sanitizeHtml from 'sanitize-html';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { storeMadeFile, uploadFile } from '../infra/upload-file.ts';

/** SVG pictures up to this size are taken (logos are a few KB). */
export const SVG_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side of the picture an SVG becomes: 300 dpi over 20 cm. */
const SVG_PIXELS = 2400;

/** The drawing elements the print keeps; everything else (scripts, styles, links, foreign content, texts, pictures) goes. */
const DRAWING_TAGS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
];

/** Presentation properties, as attributes or in a `style` attribute. */
const PAINT_PROPERTIES = [
  'fill',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'clip-path',
  'clip-rule',
  'stop-color',
];

/**
 * Geometry and paint. Opacity and masks are left out: print data (PDF 1.3) has no transparency,
 * so a vector print is opaque, and the PNG shown in the editor is drawn from the same cleaned SVG.
 */
const DRAWING_ATTRIBUTES = [
  'id',
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'offset',
  'href',
  'xlink:href',
  'style',
  'color',
  'display',
  'visibility',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clipPathUnits',
  ...PAINT_PROPERTIES,
];

/** A value may name something only inside the drawing (`url(#id)`), never a file or address. */
const LOCAL_VALUE = /^(?![\s\S]*url\(\s*['"]?(?!#))[\s\S]*$/i;

/**
 * An SVG reduced to the drawing elements and attributes above: references only to its own
 * elements (`#id`), no text content, and a viewBox, so it fills the box it is drawn in.
 */
export function cleanSvg(svg: string): string {
  return sanitizeHtml(svg, {
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, recognizeSelfClosing: true },
    allowedTags: DRAWING_TAGS,
    allowedAttributes: { '*': DRAWING_ATTRIBUTES },
    allowedStyles: { '*': Object.fromEntries(PAINT_PROPERTIES.map((name) => [name, [LOCAL_VALUE]])) },
    selfClosing: [],
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'title', 'desc', 'metadata', 'text', 'foreignObject'],
    textFilter: () => '',
    transformTags: {
      '*': (tagName, attribs) => ({ tagName, attribs: localAttributes(tagName, attribs) }),
    },
  });
}

function localAttributes(tagName: string, attribs: Record<string, string>): Record<string, string> {
  const kept = Object.fromEntries(
    Object.entries(attribs).filter(([name, value]) =>
      // A style is filtered property by property (allowedStyles).
      name === 'style' ? true : name === 'href' || name === 'xlink:href' ? value.trim().startsWith('#') : LOCAL_VALUE.test(value),
    ),
  );
  if (tagName !== 'svg') return kept;
  // Its size in user units (the pixels its coordinates are written in), so it is drawn into its
  // PNG at the size asked for; without a viewBox it would keep that size wherever it is drawn,
  // so it gets the one its size makes.
  const [width, height] = [userUnits(kept.width), userUnits(kept.height)];
  if (!(width > 0 && height > 0)) return kept;
  Object.assign(kept, { width: String(width), height: String(height) });
  kept.viewBox ??= `0 0 ${width} ${height}`;
  return kept;
}

const PX_PER_UNIT: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96 };

/** An SVG length in user units (CSS pixels); a percentage or anything else is NaN. */
function userUnits(length = ''): number {
  const match = /^\s*(\d*\.?\d+)\s*(px|pt|pc|mm|cm|in)?\s*$/i.exec(length);
  return match ? Number(match[1]) * (PX_PER_UNIT[(match[2] ?? '').toLowerCase()] ?? Number.NaN) : Number.NaN;
}

/** How the cleaned drawing sits in the box it is drawn in: its own rule, else centred and whole (as librsvg draws its PNG). */
export function svgAspectRatio(svg: string): string {
  return /<svg\b[^>]*\spreserveAspectRatio="([^"]+)"/.exec(svg)?.[1] ?? 'xMidYMid meet';
}

/** Texts need fonts the print does not have, and pictures inside an SVG are not vectors: such SVGs are printed from their PNG. */
const NOT_VECTOR = /<(?:[\w-]+:)?(?:text|image)[\s/>]/i;

/**
 * An SVG picture for the design editor, made safe on the server. It is cleaned to its drawing
 * (nothing active survives: scripts, event handlers, styles, links, external references) and
 * drawn into a PNG, which the editor shows. A drawing (no texts, no embedded pictures) is also
 * kept as the cleaned SVG, served only as a download, for the print data to draw as vectors; any
 * other SVG is printed from its PNG. Documents that declare entities (the "billion laughs") are
 * refused before they are parsed.
 */
export async function uploadSvg(ctx: Ctx, svg: Buffer, ip: string): Promise<TDesignSvgUploadResponse> {
  const text = svg.toString('utf8');
  if (!/<svg[\s>]/i.test(text) || /<!ENTITY/i.test(text)) throw new AppError('FILE_TYPE_NOT_ALLOWED', { allowed: 'SVG' });
  const vector = !NOT_VECTOR.test(text);
  const clean = vector ? Buffer.from(cleanSvg(text)) : null;
  let png: Buffer;
  try {
    const source = clean ?? svg;
    const meta = await sharp(source).metadata();
    const longest = Math.max(meta.width ?? 0, meta.height ?? 0, 1);
    const density = Math.min(72 * (SVG_PIXELS / longest), 10_000);
    png = await sharp(source, { density })
      .resize({ width: SVG_PIXELS, height: SVG_PIXELS, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', { allowed: 'SVG' });
  }
  const url = await uploadFile(ctx, {
    kind: 'image',
    ip,
    declaredBytes: png.length,
    stream: Readable.from([png]),
    truncated: () => false,
  });
  const svgUrl = clean
    ? await storeMadeFile(ctx, { kind: 'image', ext: 'svg', mime: 'image/svg+xml', bytes: clean, ip, download: true })
    : '';
  return { url, svgUrl };
}
