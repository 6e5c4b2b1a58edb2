import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { checkSizeCm } from '@shop/shared';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFObject,
  type PDFPage,
} from '@cantoo/pdf-lib';

/**
 * The deep checks of a PDF read whole into memory (files up to `PDF_PARSE_MAX_BYTES`): its objects
 * through pdf-lib (output intent, annotations, fonts, colour spaces and colour operators, bleed),
 * and its first pages through pdfjs-dist (resolution of the pictures at the printed size, and
 * the proof: the first page rendered to PNG with @napi-rs/canvas).
 */

export interface PdfStructure {
  encrypted: boolean;
  outputIntents: number;
  pdfxOutputIntent: boolean;
  annotations: number;
  fontsNotEmbedded: string[];
  rgb: boolean;
  cmyk: boolean;
}

export interface PdfDeepStructure extends PdfStructure {
  /** The narrowest bleed of the first page beyond its trim box, in mm at the printed size. */
  bleedMm: number;
  /** Made by Adobe Illustrator (a PDF-compatible .ai file). */
  illustrator: boolean;
  /** The most pixels of one picture in the file (pictures above `PROOF_MAX_IMAGE_PIXELS` are not rendered). */
  largestImagePixels: number;
  /** The first page's trim box, width × height in points. */
  trim: { width: number; height: number };
}

/**
 * A picture larger than this (pixels) is neither decoded for the proof nor measured: decoding
 * holds several full copies of it at 4 bytes a pixel (see docs/benchmarks.md).
 */
export const PROOF_MAX_IMAGE_PIXELS = 8_000_000;
/** The proof's longest side in pixels. */
const PROOF_SIDE = 1000;
/** Pages whose pictures are checked for their resolution (a logo is one page; a catalogue is not print data). */
const PAGES_CHECKED = 5;

const name = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : '');

/**
 * How much the artwork is scaled when printed: its trim box (w × h pt) fitted into the printed
 * size, both turned the same way; 1 when the size is not known.
 */
function printScale(widthPt: number, heightPt: number, size: string): number {
  const cm = checkSizeCm(size);
  if (!cm || widthPt <= 0 || heightPt <= 0) return 1;
  const [longPt, shortPt] = widthPt >= heightPt ? [widthPt, heightPt] : [heightPt, widthPt];
  const [longCm, shortCm] = cm.width >= cm.height ? [cm.width, cm.height] : [cm.height, cm.width];
  return Math.min(longCm / ((longPt / 72) * 2.54), shortCm / ((shortPt / 72) * 2.54));
}

/** The narrowest bleed of a page beyond its trim box (bleed box, or crop/media box when it has none), in mm at print. */
function bleedMm(page: PDFPage, size: string): number {
  const trim = page.getTrimBox();
  const scale = printScale(trim.width, trim.height, size);
  const bleed = page.getBleedBox();
  const sides = [
    trim.x - bleed.x,
    trim.y - bleed.y,
    bleed.x + bleed.width - (trim.x + trim.width),
    bleed.y + bleed.height - (trim.y + trim.height),
  ];
  return Math.max(0, Math.round((Math.min(...sides) / 72) * 25.4 * scale * 10) / 10);
}

/** Notes a colour space named by an image or a resource: device RGB or a 3-component ICC profile is RGB. */
function markColourSpace(
  structure: PdfStructure,
  space: PDFObject | undefined,
  lookup: (v: PDFObject | undefined) => PDFObject | undefined,
) {
  const spaceName = name(space);
  if (spaceName === 'DeviceRGB' || spaceName === 'CalRGB') structure.rgb = true;
  if (spaceName === 'DeviceCMYK') structure.cmyk = true;
  if (space instanceof PDFArray && name(space.get(0)) === 'ICCBased') {
    const profile = lookup(space.get(1));
    const n = profile instanceof PDFStream ? profile.dict.get(PDFName.of('N'))?.toString() : undefined;
    if (n === '3') structure.rgb = true;
    if (n === '4') structure.cmyk = true;
  }
}

/** Strings, inline pictures and comments of a content stream, which may hold any bytes. */
const CONTENT_NOISE = /\((?:\\[\s\S]|[^\\()])*\)|<[0-9A-Fa-f\s]*>|\bBI\b[\s\S]*?\bEI\b|%[^\r\n]*/g;
/** The colour operators of a content stream with the device colour spaces they set. */
const COLOUR_OPERATORS = /(?:^|[\s\]>)])(rg|RG|k|K|\/DeviceRGB\s+(?:cs|CS)|\/DeviceCMYK\s+(?:cs|CS))(?=$|[\s[<(/])/g;

/**
 * Colours set in a content stream (page or form): `rg`/`RG` and `/DeviceRGB cs` are RGB, `k`/`K`
 * and `/DeviceCMYK cs` CMYK. Named colour spaces (`/CS0 cs`) are the resources' and seen there.
 */
function markContentColours(structure: PdfStructure, content: ArrayBufferView) {
  const text = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('latin1');
  for (const [, operator] of text.replace(CONTENT_NOISE, ' ').matchAll(COLOUR_OPERATORS)) {
    if (operator === 'rg' || operator === 'RG' || operator!.startsWith('/DeviceRGB')) structure.rgb = true;
    else structure.cmyk = true;
  }
}

/** Whether a stream holds content to paint: a page's contents or a form. */
function isContent(dict: PDFDict, pageContents: Set<PDFObject>, object: PDFObject): boolean {
  return pageContents.has(object) || name(dict.get(PDFName.of('Subtype'))) === 'Form';
}

/**
 * The most bytes one stream other than a picture (page or form content, a font, a colour profile)
 * may inflate to, and all of them together: a stream built to inflate without end (a megabyte to
 * gigabytes of blanks) makes the file unreadable instead of filling the memory. Pictures are
 * decoded by neither reader beyond the pixels they name, and over 8 megapixels not at all.
 */
export const PDF_STREAM_MAX_BYTES = 32 * 1024 * 1024;
const PDF_INFLATED_MAX_BYTES = 128 * 1024 * 1024;

/** A stream's bytes decoded through its filters, at most `max` of them (more: too large); null when a filter is not known. */
function decodeWithin(stream: PDFRawStream, max: number): ArrayBufferView | 'tooLarge' | null {
  let bytes: ArrayBufferView;
  try {
    // Decoded only as far as asked: never more than max + 1 bytes.
    bytes = decodePDFRawStream(stream).getBytes(max + 1);
  } catch {
    return null;
  }
  return bytes.byteLength > max ? 'tooLarge' : bytes;
}

/**
 * Every object of the document through pdf-lib's parser (object streams included); null when it
 * cannot be read, or when its streams inflate beyond `PDF_STREAM_MAX_BYTES` (see there).
 */
export async function parsePdf(bytes: Uint8Array, size: string): Promise<PdfDeepStructure | null> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return null;
  }
  const { context } = doc;
  const lookup = (value: PDFObject | undefined) => (value instanceof PDFRef ? context.lookup(value) : value);
  const pages = doc.getPages();
  if (pages.length === 0) return null;
  const structure: PdfDeepStructure = {
    encrypted: doc.isEncrypted,
    outputIntents: 0,
    pdfxOutputIntent: false,
    annotations: 0,
    fontsNotEmbedded: [],
    rgb: false,
    cmyk: false,
    bleedMm: bleedMm(pages[0]!, size),
    illustrator: false,
    largestImagePixels: 0,
    trim: { width: pages[0]!.getTrimBox().width, height: pages[0]!.getTrimBox().height },
  };
  const intents = lookup(doc.catalog.get(PDFName.of('OutputIntents')));
  if (intents instanceof PDFArray) {
    for (const entry of intents.asArray()) {
      const intent = lookup(entry);
      if (!(intent instanceof PDFDict)) continue;
      structure.outputIntents += 1;
      if (name(intent.get(PDFName.of('S'))) === 'GTS_PDFX' && intent.has(PDFName.of('DestOutputProfile')))
        structure.pdfxOutputIntent = true;
    }
  }
  const pageContents = new Set<PDFObject>();
  for (const page of pages) {
    const annots = lookup(page.node.get(PDFName.of('Annots')));
    if (annots instanceof PDFArray) structure.annotations += annots.size();
    const pieces = lookup(page.node.get(PDFName.of('PieceInfo')));
    if (pieces instanceof PDFDict && pieces.has(PDFName.of('Illustrator'))) structure.illustrator = true;
    const contents = lookup(page.node.get(PDFName.of('Contents')));
    for (const part of contents instanceof PDFArray ? contents.asArray() : [contents]) {
      const stream = lookup(part);
      if (stream) pageContents.add(stream);
    }
  }
  let inflatable = PDF_INFLATED_MAX_BYTES;
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (!dict) continue;
    const type = name(dict.get(PDFName.of('Type')));
    const subtype = name(dict.get(PDFName.of('Subtype')));
    if (type === 'Font' && subtype !== 'Type0' && subtype !== 'Type3') {
      const descriptor = lookup(dict.get(PDFName.of('FontDescriptor')));
      const embedded =
        descriptor instanceof PDFDict && ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.has(PDFName.of(key)));
      if (!embedded) structure.fontsNotEmbedded.push(name(dict.get(PDFName.of('BaseFont'))) || '?');
    }
    if (subtype === 'Image') {
      const pixels = Number(lookup(dict.get(PDFName.of('Width')))?.toString()) * Number(lookup(dict.get(PDFName.of('Height')))?.toString());
      if (pixels > structure.largestImagePixels) structure.largestImagePixels = pixels;
    }
    if (object instanceof PDFRawStream && subtype !== 'Image') {
      const content = decodeWithin(object, Math.min(PDF_STREAM_MAX_BYTES, inflatable));
      if (content === 'tooLarge') return null;
      inflatable -= content?.byteLength ?? 0;
      if (content && isContent(dict, pageContents, object)) markContentColours(structure, content);
    }
    // An image names its colour space; a resource dictionary names several.
    const space = lookup(dict.get(PDFName.of('ColorSpace')));
    if (space instanceof PDFDict) for (const [, named] of space.entries()) markColourSpace(structure, lookup(named), lookup);
    else markColourSpace(structure, space, lookup);
  }
  return structure;
}

/** Where pdfjs-dist finds its standard fonts, colour profiles and decoders on disk (it reads them with fs). */
const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

type Matrix = [number, number, number, number, number, number];
/** pdfjs-dist, loaded on the first PDF read whole (it is large; most processes never need it). */
type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * The lowest resolution of a picture painted on the page's operator list, in pixels per inch at
 * the printed size: the picture's pixels over the size the transformation matrix gives it,
 * scaled as the page is when printed. Null when no picture is painted.
 */
function lowestDpi({ OPS, Util }: Pdfjs, fnArray: number[], argsArray: unknown[][], scale: number): number | null {
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const saved: Matrix[] = [];
  let lowest: number | null = null;
  fnArray.forEach((fn, i) => {
    const args = argsArray[i]!;
    if (fn === OPS.save || fn === OPS.paintFormXObjectBegin) saved.push(ctm);
    if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) ctm = saved.pop() ?? ctm;
    if (fn === OPS.transform) ctm = Util.transform(ctm, args as Matrix) as Matrix;
    if (fn === OPS.paintFormXObjectBegin && Array.isArray(args[0])) ctm = Util.transform(ctm, args[0] as Matrix) as Matrix;
    const size =
      fn === OPS.paintImageXObject || fn === OPS.paintImageXObjectRepeat
        ? { width: Number(args[1]), height: Number(args[2]) }
        : fn === OPS.paintInlineImageXObject
          ? (args[0] as { width: number; height: number })
          : null;
    if (!size) return;
    // The picture fills the unit square: its painted size is the matrix's column lengths (points).
    const widthIn = (Math.hypot(ctm[0], ctm[1]) / 72) * scale;
    const heightIn = (Math.hypot(ctm[2], ctm[3]) / 72) * scale;
    if (widthIn <= 0 || heightIn <= 0) return;
    const dpi = Math.floor(Math.min(size.width / widthIn, size.height / heightIn));
    if (lowest === null || dpi < lowest) lowest = dpi;
  });
  return lowest;
}

/** pdfjs-dist reading a PDF with its own fonts, colour profiles and decoders from disk, no scripts, pictures up to `PROOF_MAX_IMAGE_PIXELS`. */
function openPdf(pdfjs: Pdfjs, bytes: Uint8Array) {
  return pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    maxImageSize: PROOF_MAX_IMAGE_PIXELS,
    standardFontDataUrl: `${join(PDFJS_DIR, 'standard_fonts')}/`,
    cMapUrl: `${join(PDFJS_DIR, 'cmaps')}/`,
    iccUrl: `${join(PDFJS_DIR, 'iccs')}/`,
    wasmUrl: `${join(PDFJS_DIR, 'wasm')}/`,
    verbosity: 0,
  });
}

export interface PdfRendering {
  /** The lowest resolution of a picture at the printed size (null: no pictures). */
  dpi: number | null;
  /** The first page as a PNG, at most `PROOF_SIDE` px on its longest side; null when it could not be rendered. */
  proof: Buffer | null;
}

/**
 * Reads the first pages with pdfjs-dist: the pictures' resolution at the printed size, and the
 * first page rendered as the proof (`render`: false when a picture is too large to decode in
 * bounded memory). `trim` is the first page's trim box width × height in points.
 */
export async function renderPdf(
  bytes: Uint8Array,
  size: string,
  trim: { width: number; height: number },
  render: boolean,
): Promise<PdfRendering> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = openPdf(pdfjs, bytes);
  try {
    const doc = await task.promise;
    const scale = printScale(trim.width, trim.height, size);
    let dpi: number | null = null;
    for (let number = 1; number <= Math.min(doc.numPages, PAGES_CHECKED); number += 1) {
      const page = await doc.getPage(number);
      const { fnArray, argsArray } = await page.getOperatorList();
      const pageDpi = lowestDpi(pdfjs, fnArray, argsArray as unknown[][], scale);
      if (pageDpi !== null && (dpi === null || pageDpi < dpi)) dpi = pageDpi;
      // Decoded pictures are let go page by page.
      page.cleanup();
    }
    return { dpi, proof: render ? await renderFirstPage(doc) : null };
  } finally {
    await task.destroy();
  }
}

type PdfjsDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;

interface NodeCanvas {
  width: number;
  height: number;
  toBuffer(type: 'image/png'): Buffer;
}
interface NodeContext {
  fillStyle: string;
  fillRect(x: number, y: number, width: number, height: number): void;
}

async function renderFirstPage(doc: PdfjsDocument): Promise<Buffer | null> {
  const page = await doc.getPage(1);
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: PROOF_SIDE / Math.max(base.width, base.height) });
  // pdfjs-dist's factory in Node draws on @napi-rs/canvas.
  const factory = doc.canvasFactory as { create(width: number, height: number): { canvas: NodeCanvas; context: NodeContext } };
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  // The page on white, as it is printed on a white item.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  type RenderParameters = Parameters<typeof page.render>[0];
  await page.render({ canvas, canvasContext: context, viewport } as unknown as RenderParameters).promise;
  const png = canvas.toBuffer('image/png');
  page.cleanup();
  return png;
}

/** A PDF's first page as a picture to prepare print data from (see `rasterizePdf`). */
export interface PdfRaster {
  /** PNG with transparency, cut to what is painted, `width` × `height` pixels. */
  png: Buffer;
  width: number;
  height: number;
  /** The painted part's size in points at the page's own size. */
  widthPt: number;
  heightPt: number;
  /** The lowest resolution of a picture on the page at its own size; null: drawn in vectors only. */
  nativeDpi: number | null;
}

/** The longest side, in pixels, of a page rasterized for preparation: up to 600 dpi, at most 16 megapixels. */
const RASTER_MAX_SIDE = 4000;
const RASTER_MAX_DPI = 600;

/**
 * The first page of a PDF (a logo a browser or an office program saved) drawn on a transparent
 * canvas and cut to what is painted, for the shop to place it in the print area as CMYK print
 * data. Null when nothing is painted.
 */
export async function rasterizePdf(bytes: Uint8Array): Promise<PdfRaster | null> {
  const sharp = (await import('sharp')).default;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = openPdf(pdfjs, bytes);
  try {
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const { fnArray, argsArray } = await page.getOperatorList();
    const nativeDpi = lowestDpi(pdfjs, fnArray, argsArray as unknown[][], 1);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(RASTER_MAX_SIDE / Math.max(base.width, base.height), RASTER_MAX_DPI / 72);
    const viewport = page.getViewport({ scale });
    const factory = doc.canvasFactory as { create(width: number, height: number): { canvas: NodeCanvas; context: NodeContext } };
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    type RenderParameters = Parameters<typeof page.render>[0];
    // Annotations (comments) are not printed.
    await page.render({
      canvas,
      canvasContext: context,
      viewport,
      annotationMode: pdfjs.AnnotationMode.DISABLE,
    } as unknown as RenderParameters).promise;
    const whole = canvas.toBuffer('image/png');
    page.cleanup();
    const cut = await sharp(whole)
      .trim({ threshold: 0 })
      .png()
      .toBuffer({ resolveWithObject: true })
      .catch(() => null);
    if (!cut) return null;
    const { width, height } = cut.info;
    return { png: cut.data, width, height, widthPt: width / scale, heightPt: height / scale, nativeDpi };
  } finally {
    await task.destroy();
  }
}
