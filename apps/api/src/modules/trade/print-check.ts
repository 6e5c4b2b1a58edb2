import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { PRINT_MAX_PDF_VERSION, PRINT_MIN_BLEED_MM, PRINT_MIN_DPI, checkSizeCm, type TPrintReason } from '@shop/shared';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { parsePdf, PROOF_MAX_IMAGE_PIXELS, renderPdf, type PdfDeepStructure, type PdfRendering, type PdfStructure } from './print-pdf.ts';

/** What the automatic check found about a print file, and why it cannot be printed as it is. */
export interface PrintInspection {
  findings: Record<string, string | number | boolean | string[]>;
  reasons: TPrintReason[];
  /** The proof: a PNG of the picture or of the PDF's first page; null when none could be rendered. */
  proof: Buffer | null;
}

/**
 * PDFs up to this size are read whole (pdf-lib for their objects, pdfjs-dist for their pictures
 * and the proof); larger ones are scanned as a stream in constant memory (see `scanPdf`): their
 * structure is checked, not their bleed, pictures or colour operators, and no proof is rendered.
 */
export const PDF_PARSE_MAX_BYTES = 32 * 1024 * 1024;

const RASTERS: Record<string, string> = { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'image/tiff': 'TIFF' };

/** Checks a print file on disk by its content for a line printed at `size` (tier or W×H cm). */
export async function inspectPrintFile(path: string, size: string): Promise<PrintInspection> {
  const type = await fileTypeFromFile(path);
  if (type?.mime === 'application/pdf') return inspectPdf(path, size);
  if (type && RASTERS[type.mime]) return inspectRaster(path, RASTERS[type.mime]!, size);
  return { findings: { type: type?.mime ?? 'unknown' }, reasons: [{ code: 'fileType' }], proof: null };
}

/** Pixels per inch of the picture fitted into the printed area (both turned the same way). */
function dpiAtSize(width: number, height: number, size: string): number | null {
  const cm = checkSizeCm(size);
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
    return { findings: { type }, reasons: [{ code: 'unreadable', params: { type } }], proof: null };
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const space = meta.space ?? 'unknown';
  const dpi = dpiAtSize(width, height, size);
  const reasons: TPrintReason[] = [];
  if (dpi !== null && dpi < PRINT_MIN_DPI) reasons.push(lowResolution(dpi, size));
  if (space !== 'cmyk') reasons.push({ code: 'rgb', params: { space: space === 'srgb' || space === 'rgb' ? 'RGB' : space.toUpperCase() } });
  return {
    findings: { type, width, height, dpi: dpi ?? 0, space, ...(meta.density ? { density: meta.density } : {}) },
    reasons,
    proof: await renderProof(path),
  };
}

function lowResolution(dpi: number, size: string): TPrintReason {
  const cm = checkSizeCm(size);
  return { code: 'lowResolution', params: { dpi, min: PRINT_MIN_DPI, size: cm ? `${cm.width} × ${cm.height}` : size } };
}

/**
 * A PDF up to `PDF_PARSE_MAX_BYTES` read whole: its objects (pdf-lib), then, unless encrypted, its
 * pictures and first page (pdfjs-dist), the proof only when no picture is too large to decode.
 */
async function readPdf(path: string, size: string): Promise<{ structure: PdfDeepStructure; rendering: PdfRendering | null } | null> {
  const file = await readFile(path);
  // A plain view of the file's own memory, not a copy: pdfjs-dist takes it over (and detaches it) once pdf-lib is done.
  const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
  const structure = await parsePdf(bytes, size);
  if (!structure) return null;
  if (structure.encrypted) return { structure, rendering: null };
  const render = structure.largestImagePixels <= PROOF_MAX_IMAGE_PIXELS;
  const rendering = await renderPdf(bytes, size, structure.trim, render).catch(() => null);
  return { structure, rendering };
}

/** The reasons found by reading a PDF whole: bleed, and the resolution of its pictures at the printed size. */
function deepReasons(deep: { structure: PdfDeepStructure; rendering: PdfRendering | null }, size: string): TPrintReason[] {
  const reasons: TPrintReason[] = [];
  if (deep.structure.bleedMm < PRINT_MIN_BLEED_MM)
    reasons.push({ code: 'bleed', params: { mm: deep.structure.bleedMm, min: PRINT_MIN_BLEED_MM } });
  const dpi = deep.rendering?.dpi ?? null;
  if (dpi !== null && dpi < PRINT_MIN_DPI) reasons.push(lowResolution(dpi, size));
  return reasons;
}

async function inspectPdf(path: string, size: string): Promise<PrintInspection> {
  const { size: bytes } = await stat(path);
  const version = await pdfVersion(path);
  const deep = bytes <= PDF_PARSE_MAX_BYTES ? await readPdf(path, size) : null;
  const structure: PdfStructure | null = deep ? deep.structure : bytes > PDF_PARSE_MAX_BYTES ? await scanPdf(path) : null;
  if (!structure) return { findings: { type: 'PDF', version }, reasons: [{ code: 'unreadable', params: { type: 'PDF' } }], proof: null };
  const reasons: TPrintReason[] = [];
  if (Number(version) > PRINT_MAX_PDF_VERSION) reasons.push({ code: 'pdfVersion', params: { version } });
  if (structure.encrypted) reasons.push({ code: 'encrypted' });
  if (structure.outputIntents > 0 && !structure.pdfxOutputIntent) reasons.push({ code: 'outputIntent' });
  if (structure.annotations > 0) reasons.push({ code: 'annotations', params: { count: structure.annotations } });
  if (structure.fontsNotEmbedded.length > 0)
    reasons.push({ code: 'fontsNotEmbedded', params: { fonts: structure.fontsNotEmbedded.slice(0, 5).join(', ') } });
  if (structure.rgb) reasons.push({ code: 'rgb', params: { space: 'RGB' } });
  if (deep) reasons.push(...deepReasons(deep, size));
  const proof = deep?.rendering?.proof ?? null;
  return {
    findings: {
      type: 'PDF',
      version,
      bytes,
      read: deep ? 'parsed' : 'scanned',
      encrypted: structure.encrypted,
      pdfx: structure.pdfxOutputIntent,
      annotations: structure.annotations,
      fontsNotEmbedded: structure.fontsNotEmbedded,
      rgb: structure.rgb,
      cmyk: structure.cmyk,
      ...(deep
        ? {
            bleedMm: deep.structure.bleedMm,
            dpi: deep.rendering?.dpi ?? 'none',
            illustrator: deep.structure.illustrator,
            largestImagePixels: deep.structure.largestImagePixels,
          }
        : {}),
      // Without a proof the shop looks at the file itself before it is printed.
      proof: proof ? 'rendered' : deep?.rendering ? 'pictureTooLarge' : deep && !deep.structure.encrypted ? 'failed' : 'notRendered',
    },
    reasons,
    proof,
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
async function renderProof(path: string): Promise<Buffer> {
  return sharp(path, { limitInputPixels: false })
    .resize({ width: 1000, height: 1000, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .png()
    .toBuffer();
}
