import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkSizeOf,
  dpiAt,
  designPrintSize,
  PRINT_PREPARE_MIN_DPI,
  printedSizeCm,
  type TPrintArea,
  type TPrintReason,
} from '@shop/shared';
import { renderDesignPdf } from '../design/design-pdf.ts';
import { storeMadeFile } from '../infra/upload-file.ts';
import type { PrintInspection } from './print-check.ts';
import type { JobCtx } from './run-print-check.ts';

/** The line print data is prepared for: its print order and whose order it is. */
export interface PreparedLine {
  id: number;
  orderId: number;
  spuId: number;
  locationId: string;
  size: string;
  /** What the line prints in mm (0: named by its tier alone). */
  printWidthMm: number;
  printHeightMm: number;
  order: { memberId: number | null };
}

/** Print data the shop prepared from an ordinary logo: the PDF stored, and its own check. */
export interface Preparation {
  url: string;
  inspection: PrintInspection;
}

/** What the check may find that preparing the file mends: colours, bleed, PDF version, comments, a picture's resolution. */
const MENDED = new Set(['rgb', 'bleed', 'pdfVersion', 'outputIntent', 'annotations', 'lowResolution']);
const RASTERS = new Set(['JPG', 'PNG', 'TIFF']);
/** The PDF standard fonts: drawn from the fonts pdfjs-dist ships where a file names them without embedding them. */
const STANDARD_FONTS = /^(?:[A-Z]{6}\+)?(?:Helvetica|Times|Courier|Symbol|ZapfDingbats|Arial|TimesNewRoman)/;

/** Fonts named but not embedded, all standard ones: the preparation draws them as the browser showed them. */
function standardFontsOnly(inspection: PrintInspection): boolean {
  const fonts = inspection.findings.fontsNotEmbedded;
  return Array.isArray(fonts) && fonts.length > 0 && fonts.every((font) => STANDARD_FONTS.test(font));
}

/** The logo's place in the product's print area, in the area's millimetres; the print size is the line's. */
async function printAreaFor(ctx: JobCtx, line: PreparedLine): Promise<TPrintArea | null> {
  const area = await ctx.db.printArea.findUnique({ where: { spuId_locationId: { spuId: line.spuId, locationId: line.locationId } } });
  if (area) return area;
  // A product without a drawn print area: the line's own size is the area.
  const cm = printedSizeCm(line.size);
  return cm
    ? { locationId: line.locationId, picUrl: '', x: 0, y: 0, width: 0, height: 0, widthMm: cm.width * 10, heightMm: cm.height * 10 }
    : null;
}

/**
 * A picture `width` × `height` (pixels, or points of a PDF) fitted into the print area and centred:
 * the design the print PDF is drawn from, and the resolution it prints at (pixels over the
 * printed millimetres, the area scaled to the line's print size).
 */
function placeLogo(area: TPrintArea, size: string, width: number, height: number) {
  const scale = Math.min(area.widthMm / width, area.heightMm / height);
  const printed = designPrintSize(area, size);
  const printedMm = width * scale * (printed.width / area.widthMm);
  const object = {
    type: 'image' as const,
    url: 'logo',
    width,
    height,
    left: area.widthMm / 2,
    top: area.heightMm / 2,
    angle: 0,
    scaleX: scale,
    scaleY: scale,
    flipX: false,
    flipY: false,
    locked: false,
  };
  return { object, printed, printedMm };
}

function tooSmall(width: number, height: number, dpi: number, printed: { width: number; height: number }): TPrintReason {
  const cm = (mm: number) => Math.round(mm) / 10;
  return {
    code: 'tooSmall',
    params: { width, height, dpi, min: PRINT_PREPARE_MIN_DPI, size: `${cm(printed.width)} × ${cm(printed.height)}` },
  };
}

/**
 * Whether the shop prepares print data from a file its check found wanting: a picture (JPG, PNG,
 * TIFF) always, as far as it has the pixels; a readable PDF whose faults are only what preparing
 * mends (RGB colours, no bleed, a newer version, comments, standard fonts not embedded), not
 * protection or other fonts missing.
 */
export function preparable(inspection: PrintInspection): boolean {
  const type = String(inspection.findings.type ?? '');
  if (inspection.reasons.length === 0) return false;
  if (RASTERS.has(type)) return inspection.reasons.every((reason) => reason.code === 'rgb' || reason.code === 'lowResolution');
  return (
    type === 'PDF' &&
    inspection.findings.proof === 'rendered' &&
    inspection.reasons.every((reason) => MENDED.has(reason.code) || (reason.code === 'fontsNotEmbedded' && standardFontsOnly(inspection)))
  );
}

/**
 * Prepares print data from an ordinary logo at `path` (a picture, or a PDF a browser saved): placed
 * in the line's print area at its print size, converted to CMYK, 3 mm bleed, as the design editor's
 * print PDF (PDF 1.3), then checked like any print data (its proof rendered). A logo with fewer
 * than `PRINT_PREPARE_MIN_DPI` where it is printed is not prepared: the answer then carries the
 * plain reason (`tooSmall`, or `lowResolution` for a PDF's picture). Null when the line has no
 * size or area to place it in.
 */
export async function preparePrintData(
  ctx: JobCtx,
  line: PreparedLine,
  path: string,
  inspection: PrintInspection,
): Promise<Preparation | { refused: TPrintReason[] } | null> {
  const area = await printAreaFor(ctx, line);
  if (!area) return null;
  const raster = inspection.findings.type === 'PDF' ? await ctx.services.printChecker.rasterize(path) : null;
  if (inspection.findings.type === 'PDF' && !raster) return null;
  const width = raster ? raster.width : Number(inspection.findings.width);
  const height = raster ? raster.height : Number(inspection.findings.height);
  const { object, printed, printedMm } = placeLogo(area, line.size, width, height);
  if (raster) {
    // A PDF's pictures at the size they are printed; its vectors print at any size.
    const dpi = raster.nativeDpi === null ? null : Math.floor((raster.nativeDpi * raster.widthPt * 25.4) / 72 / printedMm);
    if (dpi !== null && dpi < PRINT_PREPARE_MIN_DPI) {
      const size = `${Math.round(printed.width) / 10} × ${Math.round(printed.height) / 10}`;
      return { refused: [{ code: 'lowResolution', params: { dpi, min: PRINT_PREPARE_MIN_DPI, size } }] };
    }
  } else {
    const dpi = dpiAt(width, printedMm);
    if (dpi < PRINT_PREPARE_MIN_DPI) return { refused: [tooSmall(width, height, dpi, printed)] };
  }
  const picture = raster ? raster.png : await readFile(path);
  const pdf = await renderDesignPdf(
    async () => picture,
    { content: { version: 1, objects: [object] }, size: line.size, name: 'Logo' },
    area,
  );
  const owner = { ...ctx, memberId: line.order.memberId };
  const url = await storeMadeFile(owner, {
    kind: 'print',
    ext: 'pdf',
    mime: 'application/pdf',
    bytes: pdf,
    download: true,
    ...(line.order.memberId === null ? { guestOrderId: line.orderId } : {}),
  });
  // The prepared PDF is checked as any print data; its picture needs only the preparation's resolution.
  const temp = join(tmpdir(), `prepared-${randomUUID()}.pdf`);
  try {
    await writeFile(temp, pdf);
    const own = await ctx.services.printChecker.inspect(temp, checkSizeOf(line));
    const reasons = own.reasons.filter(
      (reason) => !(reason.code === 'lowResolution' && Number(reason.params?.dpi) >= PRINT_PREPARE_MIN_DPI),
    );
    return { url, inspection: { ...own, reasons } };
  } finally {
    await rm(temp, { force: true });
  }
}
