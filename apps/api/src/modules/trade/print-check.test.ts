import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, cmyk } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultyPdf, goodPdf, illustratorPdf, lowDpiPdf, noBleedPdf, rgbPdf } from '../../../test/print-files.ts';
import { checkSizeOf } from '@shop/shared';
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

const codes = async (name: string, bytes: Uint8Array, size = '1') =>
  (await inspectPrintFile(await file(name, bytes), size)).reasons.map((r) => r.code);

describe('the print-data check of PDFs', () => {
  it('finds the same structural faults by parsing and by the constant-memory scan of large files', async () => {
    const path = await file('faulty.pdf', await faultyPdf());
    const parsed = await inspectPrintFile(path, '1');
    expect(parsed.reasons.map((r) => r.code)).toEqual(['pdfVersion', 'encrypted', 'annotations', 'fontsNotEmbedded', 'rgb', 'bleed']);
    // An encrypted PDF is not rendered.
    expect(parsed.proof).toBeNull();
    const scanned = await scanPdf(path);
    expect(scanned).toMatchObject({ encrypted: true, annotations: 1, fontsNotEmbedded: ['1'] });
  });

  it('passes a PDF 1.3 drawn in CMYK with bleed and renders its first page as the proof', async () => {
    const good = await inspectPrintFile(await file('good.pdf', await goodPdf()), '1');
    expect(good.reasons).toEqual([]);
    expect(good.findings).toMatchObject({ read: 'parsed', cmyk: true, rgb: false, bleedMm: 3.6, dpi: 'none', proof: 'rendered' });
    const proof = await sharp(good.proof!).raw().toBuffer({ resolveWithObject: true });
    expect(proof.info).toMatchObject({ width: 1000, height: 1000 });
    // The middle of the proof is the cyan circle, a corner the orange background reaching into the bleed.
    const pixel = (x: number, y: number) => [
      ...proof.data.subarray((y * 1000 + x) * proof.info.channels, (y * 1000 + x) * proof.info.channels + 3),
    ];
    expect(pixel(500, 500)[0]).toBeLessThan(60);
    expect(pixel(5, 5)[0]).toBeGreaterThan(200);
  });

  it('names RGB colours in the content, missing bleed, low-resolution pictures and a newer version', async () => {
    expect(await codes('rgb.pdf', await rgbPdf())).toEqual(['rgb']);
    expect(await codes('no-bleed.pdf', await noBleedPdf())).toEqual(['bleed']);
    const low = await inspectPrintFile(await file('low.pdf', await lowDpiPdf()), '1');
    expect(low.reasons).toEqual([{ code: 'lowResolution', params: { dpi: 26, min: 300, size: '5 × 5' } }]);
    const doc = await PDFDocument.create();
    doc.addPage([100, 100]).drawRectangle({ x: 10, y: 10, width: 80, height: 80, color: cmyk(0, 0, 0, 1) });
    expect(await codes('v17.pdf', await doc.save({ useObjectStreams: false }))).toEqual(['pdfVersion', 'bleed']);
  });

  it('reads a PDF-compatible Illustrator file as the PDF it is', async () => {
    const ai = await inspectPrintFile(await file('logo.ai', await illustratorPdf()), '1');
    expect(ai.reasons).toEqual([]);
    expect(ai.findings).toMatchObject({ type: 'PDF', illustrator: true, proof: 'rendered' });
  });
});

describe('the print-data check of pictures', () => {
  it("measures the resolution at what the line prints: a mug's tier 2 is 8 × 8.8 cm, not the tier's 10 × 10", async () => {
    const png = await sharp({ create: { width: 1000, height: 1100, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const atTier = await inspectPrintFile(await file('logo-tier.png', png), '2');
    expect(atTier.reasons).toContainEqual({ code: 'lowResolution', params: { dpi: 254, min: 300, size: '10 × 10' } });
    const atArea = await inspectPrintFile(
      await file('logo-area.png', png),
      checkSizeOf({ size: '2', printWidthMm: 80, printHeightMm: 88 }),
    );
    expect(atArea.reasons.map((r) => r.code)).toEqual(['rgb']);
    expect(atArea.findings.dpi).toBe(317);
  });
});
