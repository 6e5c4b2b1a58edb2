import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from '@cantoo/pdf-lib';

const PT_PER_MM = 72 / 25.4;

/**
 * What a design's print PDF holds, as the tests check it: its version, the trim box and the
 * sheet in millimetres, its fonts (there must be none), its pictures (pixels and colour space,
 * masks left out), its other XObjects and the page's content stream as text.
 */
export async function designPdfFacts(bytes: Buffer) {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const dicts = pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => (object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null))
    .filter((d) => d !== null);
  const is = (d: PDFDict, key: string, value: string) => d.get(PDFName.of(key)) === PDFName.of(value);
  const number = (d: PDFDict, key: string) => (d.get(PDFName.of(key)) as PDFNumber).asNumber();
  const trim = page.getTrimBox();
  const contents = page.node.Contents();
  const streams = contents instanceof PDFRawStream ? [contents] : [];
  return {
    version: bytes.subarray(0, 8).toString('latin1'),
    trimMm: { x: trim.x / PT_PER_MM, y: trim.y / PT_PER_MM, width: trim.width / PT_PER_MM, height: trim.height / PT_PER_MM },
    sheetMm: { width: page.getWidth() / PT_PER_MM, height: page.getHeight() / PT_PER_MM },
    fonts: dicts.filter((d) => is(d, 'Type', 'Font')).length,
    images: dicts
      .filter((d) => is(d, 'Subtype', 'Image') && !d.has(PDFName.of('ImageMask')))
      .map((d) => ({ width: number(d, 'Width'), height: number(d, 'Height'), colourSpace: String(d.get(PDFName.of('ColorSpace'))) })),
    content: streams.map((s) => inflateSync(s.contents).toString('latin1')).join('\n'),
  };
}
