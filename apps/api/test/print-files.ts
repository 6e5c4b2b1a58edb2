import { once } from 'node:events';
import { buffer } from 'node:stream/consumers';
import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts, cmyk, rgb } from '@cantoo/pdf-lib';
import sharp from 'sharp';

/**
 * Print files made in the tests: PDFs drawn with pdf-lib (pdf-lib writes a 1.7 header; `asPdf13`
 * gives them the 1.3 header PDF/X-3 asks for, same length, so every offset stays right) and
 * pictures made with sharp.
 */

const asPdf13 = (bytes: Uint8Array) => {
  bytes.set(Buffer.from('%PDF-1.3'), 0);
  return Buffer.from(bytes);
};

/** 160 pt pages trimmed to 140 pt (4.9 cm): 10 pt (3.5 mm) of bleed on every side. */
async function pageWithBleed(doc: PDFDocument) {
  const page = doc.addPage([160, 160]);
  page.setTrimBox(10, 10, 140, 140);
  page.setBleedBox(0, 0, 160, 160);
  return page;
}

/** A one-page PDF 1.3 drawn in CMYK without text, with bleed: what a print shop wants. */
export async function goodPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = await pageWithBleed(doc);
  page.drawRectangle({ x: 0, y: 0, width: 160, height: 160, color: cmyk(0, 0.6, 1, 0) });
  page.drawCircle({ x: 80, y: 80, size: 40, color: cmyk(1, 0, 0, 0) });
  return asPdf13(await doc.save({ useObjectStreams: false }));
}

/** Good but for its colours: drawn in RGB. */
export async function rgbPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  (await pageWithBleed(doc)).drawRectangle({ x: 0, y: 0, width: 160, height: 160, color: rgb(0.9, 0.2, 0.1) });
  return asPdf13(await doc.save({ useObjectStreams: false }));
}

/** Good but cut at the trim: no trim or bleed box, the page is the printed area. */
export async function noBleedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([140, 140]).drawRectangle({ x: 0, y: 0, width: 140, height: 140, color: cmyk(0, 0, 0, 1) });
  return asPdf13(await doc.save({ useObjectStreams: false }));
}

/** Good but for its picture: a 60 × 60 px CMYK photo over the whole page with its bleed (26 dpi printed at 5 cm). */
export async function lowDpiPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const photo = await sharp({ create: { width: 60, height: 60, channels: 3, background: { r: 0, g: 90, b: 200 } } })
    .toColourspace('cmyk')
    .jpeg()
    .toBuffer();
  (await pageWithBleed(doc)).drawImage(await doc.embedJpg(photo), { x: 0, y: 0, width: 160, height: 160 });
  return asPdf13(await doc.save({ useObjectStreams: false }));
}

/** A good PDF saved by Adobe Illustrator as a PDF-compatible .ai file: the page names its Illustrator data. */
export async function illustratorPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = await pageWithBleed(doc);
  page.drawRectangle({ x: 0, y: 0, width: 160, height: 160, color: cmyk(0.2, 0, 0.9, 0) });
  const privateData = doc.context.register(doc.context.stream('%AI24_ZStandard_Data', {}));
  const illustrator = doc.context.obj({
    LastModified: PDFString.of('D:20261124'),
    Private: doc.context.obj({ AIPrivateData1: privateData }),
  });
  page.node.set(PDFName.of('PieceInfo'), doc.context.obj({ Illustrator: illustrator }));
  doc.setCreator('Adobe Illustrator 28.0 (Windows)');
  return asPdf13(await doc.save({ useObjectStreams: false }));
}

/** A PDF 1.7 with RGB text in a font it does not embed, a comment, and an encryption dictionary. */
export async function faultyPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  page.drawText('Logo', { x: 20, y: 100, size: 24, font: await doc.embedFont(StandardFonts.Helvetica), color: rgb(0, 0, 1) });
  const note = doc.context.obj({ Type: 'Annot', Subtype: 'Text', Rect: [0, 0, 10, 10], Contents: PDFString.of('fix me') });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(note)]));
  doc.context.trailerInfo.Encrypt = doc.context.register(
    doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -44, O: PDFString.of('x'.repeat(32)), U: PDFString.of('y'.repeat(32)) }),
  );
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A PNG of `side` × `side` pixels in one colour: a few hundred megapixels take about a megabyte. */
export const oneColourPng = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r: 20, g: 120, b: 200 } }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();

/**
 * Good but for its page content: a Flate stream that inflates to `bytes` zero bytes (blanks to a
 * PDF reader), about a thousandth of that in the file. Deflated in chunks, never held inflated.
 */
export async function inflatingPdf(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const deflated = buffer(deflate);
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= zeros.length)
    if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length)))) await once(deflate, 'drain');
  deflate.end();
  const doc = await PDFDocument.create();
  const page = await pageWithBleed(doc);
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(await deflated, { Filter: 'FlateDecode' })));
  return asPdf13(await doc.save({ useObjectStreams: false }));
}

/** An EPS file (Encapsulated PostScript): a square drawn in CMYK. */
export const EPS = Buffer.from(
  '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n%%EndComments\n0 0.6 1 0 setcmykcolor\n0 0 100 100 rectfill\nshowpage\n%%EOF\n',
  'latin1',
);
