import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFString, StandardFonts, cmyk, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPrintFile, scanPdf } from './print-check.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'print-check-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function file(name: string, bytes: Uint8Array): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

/** A PDF 1.3 with text in a font it does not embed, an RGB colour, a comment and an encryption dictionary. */
async function faultyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  page.drawText('Logo', { x: 20, y: 100, size: 24, font: await doc.embedFont(StandardFonts.Helvetica), color: rgb(0, 0, 1) });
  const note = doc.context.obj({ Type: 'Annot', Subtype: 'Text', Rect: [0, 0, 10, 10], Contents: PDFString.of('fix') });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(note)]));
  doc.context.trailerInfo.Encrypt = doc.context.register(doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -44 }));
  const bytes = await doc.save({ useObjectStreams: false });
  bytes.set(Buffer.from('%PDF-1.3'), 0);
  return bytes;
}

describe('the print-data check of PDFs', () => {
  it('finds the same faults by parsing and by the constant-memory scan of large files', async () => {
    const path = await file('faulty.pdf', await faultyPdf());
    const parsed = await inspectPrintFile(path, '1');
    expect(parsed.reasons.map((r) => r.code)).toEqual(['encrypted', 'annotations', 'fontsNotEmbedded']);
    const scanned = await scanPdf(path);
    expect(scanned).toMatchObject({ encrypted: true, annotations: 1, fontsNotEmbedded: ['1'] });
  });

  it('passes a PDF 1.3 drawn in CMYK without text, and names a newer version', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([100, 100]).drawRectangle({ x: 10, y: 10, width: 80, height: 80, color: cmyk(0, 0, 0, 1) });
    const bytes = await doc.save({ useObjectStreams: false });
    expect((await inspectPrintFile(await file('v17.pdf', bytes), '1')).reasons).toEqual([
      { code: 'pdfVersion', params: { version: '1.7' } },
    ]);
    bytes.set(Buffer.from('%PDF-1.3'), 0);
    const good = await file('good.pdf', bytes);
    expect((await inspectPrintFile(good, '1')).reasons).toEqual([]);
    expect(await scanPdf(good)).toMatchObject({ encrypted: false, annotations: 0, fontsNotEmbedded: [], rgb: false });
  });
});
