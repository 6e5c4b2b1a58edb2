import { buffer } from 'node:stream/consumers';
import {
  DESIGN_DEFAULT_FONT,
  DESIGN_SHAPES,
  DESIGN_TEXT,
  designPrintSize,
  PRINT_MIN_BLEED_MM,
  type TDesignContent,
  type TDesignObject,
  type TPrintArea,
} from '@shop/shared';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import SVGtoPDF from 'svg-to-pdfkit';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { fontRuns } from './design-fonts.ts';
import { cleanSvg, svgAspectRatio } from './design-svg.ts';

type Doc = PDFKit.PDFDocument;
type Cmyk = [number, number, number, number];
/** Reads a file a design names by its URL (of the type, when named), whole. */
export type DesignFiles = (url: string, mime?: string) => Promise<Buffer>;

const MM_TO_PT = 72 / 25.4;

/** A screen colour (#rrggbb) as the process colours printers take (naive conversion; the proof shows the result). */
export function cmykOf(hex: string): Cmyk {
  return cmykOfRgb([1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number]);
}

/** A screen colour (0-255 per channel) as process colours. */
function cmykOfRgb(rgb: [number, number, number]): Cmyk {
  const [r, g, b] = rgb.map((c) => c / 255) as [number, number, number];
  const k = 1 - Math.max(r, g, b);
  if (k >= 1) return [0, 0, 0, 100];
  const part = (c: number) => Math.round(((1 - c - k) / (1 - k)) * 100);
  return [part(r), part(g), part(b), Math.round(k * 100)];
}

/** Moves the drawing origin to an object's centre, turned and scaled as the editor placed it (design mm to points). */
function place(doc: Doc, object: TDesignObject, ptPerMm: number) {
  doc.translate(object.left * ptPerMm, object.top * ptPerMm);
  if (object.angle) doc.rotate(object.angle);
  doc.scale(object.scaleX * ptPerMm * (object.flipX ? -1 : 1), object.scaleY * ptPerMm * (object.flipY ? -1 : 1));
}

/**
 * A text as outlines: each glyph's path from the text's font (letters it has none for from Noto
 * Sans SC, as the browser falls back), laid out as the editor lays out its text (the same line
 * height and baseline), filled in the text's colour. No font reaches the PDF.
 */
function drawText(doc: Doc, object: Extract<TDesignObject, { type: 'text' }>) {
  const lineBox = object.fontSize * DESIGN_TEXT.sizeMult;
  let drawn = false;
  object.text.split('\n').forEach((line, index) => {
    const runs = fontRuns(line, object.fontFamily ?? DESIGN_DEFAULT_FONT, object.fontWeight).map(({ font, text }) => ({
      unit: object.fontSize / font.unitsPerEm,
      layout: font.layout(text),
    }));
    const width = runs.reduce((sum, run) => sum + run.layout.advanceWidth * run.unit, 0);
    const free = object.width - width;
    let x = -object.width / 2 + (object.textAlign === 'left' ? 0 : object.textAlign === 'right' ? free : free / 2);
    const baseline = -object.height / 2 + index * lineBox * DESIGN_TEXT.lineHeight + lineBox * (1 - DESIGN_TEXT.sizeFraction);
    for (const { unit, layout } of runs)
      layout.glyphs.forEach((glyph, at) => {
        const position = layout.positions[at]!;
        drawn = outline(doc, glyph.path.commands, unit, x + position.xOffset * unit, baseline - position.yOffset * unit) || drawn;
        x += position.xAdvance * unit;
      });
  });
  if (drawn) doc.fill(cmykOf(object.fill), 'nonzero');
}

/**
 * A glyph's outline added to the current path, from font units (y up) to the text's millimetres
 * (y down) at its pen position; TrueType's quadratic curves become the exact cubic ones PDF draws.
 */
function outline(doc: Doc, commands: { command: string; args: number[] }[], unit: number, penX: number, penY: number): boolean {
  const x = (fx: number) => penX + fx * unit;
  const y = (fy: number) => penY - fy * unit;
  let [cx, cy] = [0, 0];
  for (const { command, args } of commands) {
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = args;
    if (command === 'moveTo') doc.moveTo(x(a), y(b));
    else if (command === 'lineTo') doc.lineTo(x(a), y(b));
    else if (command === 'quadraticCurveTo')
      doc.bezierCurveTo(
        x(cx + (2 / 3) * (a - cx)),
        y(cy + (2 / 3) * (b - cy)),
        x(c + (2 / 3) * (a - c)),
        y(d + (2 / 3) * (b - d)),
        x(c),
        y(d),
      );
    else if (command === 'bezierCurveTo') doc.bezierCurveTo(x(a), y(b), x(c), y(d), x(e), y(f));
    else if (command === 'closePath') doc.closePath();
    if (args.length >= 2) [cx, cy] = [args[args.length - 2]!, args[args.length - 1]!];
  }
  return commands.length > 0;
}

function drawShape(doc: Doc, object: Extract<TDesignObject, { type: 'shape' }>) {
  doc.translate(-50, -50);
  doc.path(DESIGN_SHAPES[object.shape]).fill(cmykOf(object.fill), 'nonzero');
}

/** Pixels per inch a picture is drawn with at most at its print size: more adds nothing a press prints. */
const PICTURE_MAX_DPI = 600;

/**
 * A picture in process colours (CMYK) with the pixels its print size takes at `PICTURE_MAX_DPI`,
 * never more than it has: transparent parts are cut out by a one-bit mask, which PDF 1.3 (the
 * version print data must have) knows. It is shrunk while it is decoded, row by row, so not even
 * a picture stored before designs had a pixel limit (`DESIGN_PICTURE_MAX_PIXELS`) is ever held at
 * its full size: its pixels decide the time it takes, not the memory.
 */
async function drawImage(files: DesignFiles, doc: Doc, object: Extract<TDesignObject, { type: 'image' }>, ptPerMm: number) {
  if (object.svgUrl) return drawSvg(doc, object, await files(object.svgUrl, 'image/svg+xml'));
  const pixelsAt = (side: number, scale: number) => Math.max(1, Math.floor(((side * Math.abs(scale) * ptPerMm) / 72) * PICTURE_MAX_DPI));
  const picture = sharp(await files(object.url), { limitInputPixels: false }).resize({
    width: pixelsAt(object.width, object.scaleX),
    height: pixelsAt(object.height, object.scaleY),
    fit: 'inside',
    withoutEnlargement: true,
  });
  const colour = await picture.clone().removeAlpha().toColourspace('cmyk').raw().toBuffer({ resolveWithObject: true });
  const { width, height } = colour.info;
  const image = doc.ref({ Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8, ColorSpace: 'DeviceCMYK' });
  const alpha = await picture.clone().ensureAlpha().extractChannel('alpha').raw().toBuffer();
  if (alpha.some((value) => value < 128)) {
    const mask = doc.ref({
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      BitsPerComponent: 1,
      ImageMask: true,
      Decode: [1, 0],
    });
    mask.end(stencil(alpha, width, height));
    (image.data as Record<string, unknown>).Mask = mask;
  }
  image.end(colour.data);
  const label = `Design${Object.keys(doc.page.xobjects).length + 1}`;
  doc.page.xobjects[label] = image;
  // The unit square onto the picture's pixels, centred on the object's origin (as pdfkit's own image()).
  doc.transform(object.width, 0, 0, -object.height, -object.width / 2, object.height / 2);
  doc.addContent(`/${label} Do`);
}

/** The files uploaded to this shop, read whole; any other URL is refused. */
export const storedFiles =
  (ctx: Pick<Ctx, 'db' | 'services'>): DesignFiles =>
  async (url, mime) => {
    const file = await ctx.db.uploadedFile.findFirst({ where: { url, ...(mime ? { mime } : {}) } });
    if (!file) throw new AppError('FILE_NOT_OURS');
    return buffer(await ctx.services.storage.open(file.path));
  };

/**
 * An SVG drawing as vectors, in the box its PNG stands in (the PNG was drawn from the same SVG, so
 * the shapes fall where the shopper saw them): its paths filled and stroked in process colours. It
 * is cleaned once more, and nothing outside it is ever read (no pictures, fonts or other files).
 */
function drawSvg(doc: Doc, object: Extract<TDesignObject, { type: 'image' }>, svg: Buffer) {
  // Called with nothing for paint that is not a colour (a gradient's url(#id)).
  const toCmyk = (colour: SVGtoPDF.Color | undefined) => (colour ? [cmykOfRgb(colour[0]), colour[1]] : colour) as unknown as SVGtoPDF.Color;
  // Print data (PDF 1.3) has no transparency: while the SVG is drawn, colours are set without opacity.
  const opaque = doc as { fillOpacity: unknown; strokeOpacity: unknown };
  opaque.fillOpacity = () => doc;
  opaque.strokeOpacity = () => doc;
  const clean = cleanSvg(svg.toString('utf8'));
  try {
    SVGtoPDF(doc as unknown as typeof PDFDocument, clean, -object.width / 2, -object.height / 2, {
      width: object.width,
      height: object.height,
      // The drawing fills the picture's box whatever width and height it states.
      preserveAspectRatio: svgAspectRatio(clean),
      assumePt: true,
      colorCallback: toCmyk,
      imageCallback: () => '',
      documentCallback: () => [],
      warningCallback: () => undefined,
    });
  } finally {
    Reflect.deleteProperty(opaque, 'fillOpacity');
    Reflect.deleteProperty(opaque, 'strokeOpacity');
  }
}

/** One bit per pixel, rows padded to whole bytes: 1 where the picture is at least half opaque (painted, with Decode [1 0]). */
function stencil(alpha: Buffer, width: number, height: number): Buffer {
  const rowBytes = Math.ceil(width / 8);
  const bits = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if ((alpha[y * width + x] ?? 0) >= 128) {
        const at = y * rowBytes + (x >> 3);
        bits[at] = (bits[at] ?? 0) | (0x80 >> (x & 7));
      }
  return bits;
}

/**
 * The print data of a design: a vector PDF 1.3 whose page (its trim box) is exactly the print
 * size, in process colours, with texts as outlines, shapes as paths and pictures at up to 600
 * dpi of their print size. The media box adds 3 mm of bleed on every side, filled by what reaches
 * beyond the print area's edge; anything further out is cut off.
 */
export async function renderDesignPdf(
  files: DesignFiles,
  design: { content: TDesignContent; size: string; name: string },
  area: TPrintArea,
): Promise<Buffer> {
  const size = designPrintSize(area, design.size);
  const [width, height, bleed] = [size.width * MM_TO_PT, size.height * MM_TO_PT, PRINT_MIN_BLEED_MM * MM_TO_PT];
  const ptPerMm = width / area.widthMm;
  const media: [number, number] = [width + 2 * bleed, height + 2 * bleed];
  const doc = new PDFDocument({ size: media, margin: 0, pdfVersion: '1.3', info: { Title: design.name || 'Design' } });
  const done = buffer(doc);
  // The page as it is cut (trim box) is the print size; the bleed box is the whole sheet.
  Object.assign(doc.page.dictionary.data, { TrimBox: [bleed, bleed, bleed + width, bleed + height], BleedBox: [0, 0, ...media] });
  doc.translate(bleed, bleed);
  for (const object of design.content.objects) {
    doc.save();
    place(doc, object, ptPerMm);
    if (object.type === 'text') drawText(doc, object);
    else if (object.type === 'shape') drawShape(doc, object);
    else await drawImage(files, doc, object, ptPerMm);
    doc.restore();
  }
  doc.end();
  return done;
}
