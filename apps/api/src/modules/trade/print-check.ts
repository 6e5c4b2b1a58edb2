import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { PRINT_MAX_PDF_VERSION, PRINT_MIN_DPI, printedSizeCm, type TPrintReason } from '@shop/shared';
import { fileTypeFromFile } from 'file-type';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';
import sharp, { type Metadata } from 'sharp';

/** What the automatic check found about a print file, and why it cannot be printed as it is. */
export interface PrintInspection {
  findings: Record<string, string | number | boolean | string[]>;
  reasons: TPrintReason[];
  /** Rasters can be shown as a proof (PDFs cannot be rendered here). */
  previewable: boolean;
}

/**
 * PDFs up to this size are read with a full PDF parser (pdf-lib, which holds the file in memory);
 * larger ones are scanned as a stream in constant memory (see `scanPdf`).
 */
export const PDF_PARSE_MAX_BYTES = 64 * 1024 * 1024;

const RASTERS: Record<string, string> = { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'image/tiff': 'TIFF' };

/** Checks a print file on disk by its content for a line printed at `size` (tier or W×H cm). */
export async function inspectPrintFile(path: string, size: string): Promise<PrintInspection> {
  const type = await fileTypeFromFile(path);
  if (type?.mime === 'application/pdf') return inspectPdf(path);
  if (type && RASTERS[type.mime]) return inspectRaster(path, RASTERS[type.mime]!, size);
  return { findings: { type: type?.mime ?? 'unknown' }, reasons: [{ code: 'fileType' }], previewable: false };
}

/** Pixels per inch of the picture fitted into the printed area (both turned the same way). */
function dpiAtSize(width: number, height: number, size: string): number | null {
  const cm = printedSizeCm(size);
  if (!cm) return null;
  const [longPx, shortPx] = width >= height ? [width, height] : [height, width];
  const [longCm, shortCm] = cm.width >= cm.height ? [cm.width, cm.height] : [cm.height, cm.width];
  return Math.floor(Math.min(longPx / (longCm / 2.54), shortPx / (shortCm / 2.54)));
}

async function inspectRaster(path: string, type: string, size: string): Promise<PrintInspection> {
  let meta: Metadata;
  try {
    // Reads the header only; no pixels are decoded.
    meta = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    return { findings: { type }, reasons: [{ code: 'unreadable', params: { type } }], previewable: false };
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const space = meta.space ?? 'unknown';
  const dpi = dpiAtSize(width, height, size);
  const reasons: TPrintReason[] = [];
  const cm = printedSizeCm(size);
  if (dpi !== null && dpi < PRINT_MIN_DPI)
    reasons.push({ code: 'lowResolution', params: { dpi, min: PRINT_MIN_DPI, size: cm ? `${cm.width} × ${cm.height}` : size } });
  if (space !== 'cmyk') reasons.push({ code: 'rgb', params: { space: space === 'srgb' || space === 'rgb' ? 'RGB' : space.toUpperCase() } });
  return {
    findings: { type, width, height, dpi: dpi ?? 0, space, ...(meta.density ? { density: meta.density } : {}) },
    reasons,
    previewable: true,
  };
}

async function inspectPdf(path: string): Promise<PrintInspection> {
  const { size } = await stat(path);
  const version = await pdfVersion(path);
  const structure = size <= PDF_PARSE_MAX_BYTES ? await parsePdf(path) : await scanPdf(path);
  if (!structure)
    return { findings: { type: 'PDF', version }, reasons: [{ code: 'unreadable', params: { type: 'PDF' } }], previewable: false };
  const reasons: TPrintReason[] = [];
  if (Number(version) > PRINT_MAX_PDF_VERSION) reasons.push({ code: 'pdfVersion', params: { version } });
  if (structure.encrypted) reasons.push({ code: 'encrypted' });
  if (structure.outputIntents > 0 && !structure.pdfxOutputIntent) reasons.push({ code: 'outputIntent' });
  if (structure.annotations > 0) reasons.push({ code: 'annotations', params: { count: structure.annotations } });
  if (structure.fontsNotEmbedded.length > 0)
    reasons.push({ code: 'fontsNotEmbedded', params: { fonts: structure.fontsNotEmbedded.slice(0, 5).join(', ') } });
  if (structure.rgb) reasons.push({ code: 'rgb', params: { space: 'RGB' } });
  return {
    findings: {
      type: 'PDF',
      version,
      bytes: size,
      read: size <= PDF_PARSE_MAX_BYTES ? 'parsed' : 'scanned',
      encrypted: structure.encrypted,
      pdfx: structure.pdfxOutputIntent,
      annotations: structure.annotations,
      fontsNotEmbedded: structure.fontsNotEmbedded,
      rgb: structure.rgb,
      cmyk: structure.cmyk,
    },
    reasons,
    previewable: false,
  };
}

/** The version in the header ("%PDF-1.3"). */
async function pdfVersion(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    await handle.read(head, 0, 16, 0);
    return /%PDF-(\d\.\d)/.exec(head.toString('latin1'))?.[1] ?? '?';
  } finally {
    await handle.close();
  }
}

interface PdfStructure {
  encrypted: boolean;
  outputIntents: number;
  pdfxOutputIntent: boolean;
  annotations: number;
  fontsNotEmbedded: string[];
  rgb: boolean;
  cmyk: boolean;
}

const name = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : '');

/** Every object of the document, through pdf-lib's parser (object streams included). */
async function parsePdf(path: string): Promise<PdfStructure | null> {
  const { readFile } = await import('node:fs/promises');
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(await readFile(path), { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return null;
  }
  const { context } = doc;
  const lookup = (value: PDFObject | undefined) => (value instanceof PDFRef ? context.lookup(value) : value);
  const structure: PdfStructure = {
    encrypted: doc.isEncrypted,
    outputIntents: 0,
    pdfxOutputIntent: false,
    annotations: 0,
    fontsNotEmbedded: [],
    rgb: false,
    cmyk: false,
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
  for (const page of doc.getPages()) {
    const annots = lookup(page.node.get(PDFName.of('Annots')));
    if (annots instanceof PDFArray) structure.annotations += annots.size();
  }
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
    // An image names its colour space; a resource dictionary names several.
    const space = lookup(dict.get(PDFName.of('ColorSpace')));
    if (space instanceof PDFDict) for (const [, named] of space.entries()) markColourSpace(structure, lookup(named), lookup);
    else markColourSpace(structure, space, lookup);
  }
  return structure;
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

/** Names whose presence the stream scan counts. */
const TOKENS = [
  '/Encrypt',
  '/OutputIntents',
  '/GTS_PDFX',
  '/Annot',
  '/BaseFont',
  '/DescendantFonts',
  '/FontFile',
  '/DeviceRGB',
  '/DeviceCMYK',
] as const;
/** Bytes kept from the end of a chunk: the longest name and the byte after it. */
const OVERLAP = Math.max(...TOKENS.map((t) => t.length)) + 1;

/**
 * A large PDF read as a stream, chunk by chunk, in constant memory: the structure's names are
 * counted where they stand uncompressed. PDF/X-3 files (PDF 1.3) keep every dictionary
 * uncompressed, so this sees all of theirs; names inside compressed object streams (PDF 1.5+)
 * are missed, and such a file is refused for its version anyway. Chunks are searched as they
 * come (no copies, no strings); a name across two chunks is found in their few joined bytes.
 */
export async function scanPdf(path: string): Promise<PdfStructure> {
  const counts = Object.fromEntries(TOKENS.map((t) => [t, 0])) as Record<(typeof TOKENS)[number], number>;
  /** Counts the names that start before `limit`; each is counted in exactly one of the passes. */
  const count = (bytes: Buffer, limit: number) => {
    for (const token of TOKENS) {
      for (let at = bytes.indexOf(token, 0, 'latin1'); at !== -1 && at < limit; at = bytes.indexOf(token, at + 1, 'latin1')) {
        // "/Annots" lists a page's annotations; "/Annot" alone is the type of one.
        if (token === '/Annot' && bytes[at + token.length] === 0x73) continue;
        counts[token] += 1;
      }
    }
  };
  let tail = Buffer.alloc(0);
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    count(Buffer.concat([tail, chunk.subarray(0, OVERLAP)]), tail.length);
    count(chunk, chunk.length - OVERLAP);
    tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - OVERLAP)));
  }
  count(tail, tail.length);
  // Every font names a BaseFont (a Type 0 font and its descendant both do); an embedded one has a font file.
  const missing = counts['/BaseFont'] - counts['/DescendantFonts'] - counts['/FontFile'];
  return {
    encrypted: counts['/Encrypt'] > 0,
    outputIntents: counts['/OutputIntents'],
    pdfxOutputIntent: counts['/GTS_PDFX'] > 0,
    annotations: counts['/Annot'],
    fontsNotEmbedded: missing > 0 ? [`${missing}`] : [],
    rgb: counts['/DeviceRGB'] > 0,
    cmyk: counts['/DeviceCMYK'] > 0,
  };
}

/** A proof of raster print data: at most 1000 px, sRGB, PNG. */
export async function renderProof(path: string): Promise<Buffer> {
  return sharp(path, { limitInputPixels: false })
    .resize({ width: 1000, height: 1000, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .png()
    .toBuffer();
}
