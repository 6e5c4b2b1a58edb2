/**
 * The print-data check: peak memory (max RSS) of a process that only runs the check, against the
 * same process doing nothing, for three PDFs written into a temporary folder and removed
 * afterwards: 200 MiB (one 7241 × 7241 px CMYK picture, uncompressed: over the read-whole limit,
 * scanned as a stream, no proof), 61 MiB (one 4000 × 4000 px CMYK picture, uncompressed: read
 * whole; at 16 megapixels the picture is not decoded, so no proof) and a 12-megapixel CMYK JPEG
 * in a small PDF (the largest picture a proof decodes: pictures measured, proof rendered).
 * Then, for the last, the longest the shop's event loop waited while the check ran in the shop's
 * own process and while it ran in the checking process the shop uses (PrintChecker).
 *
 *   npx tsx bench/print-check.bench.ts
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Writes the PDF object by object, counting offsets for the cross-reference table; never holds the image. */
async function writeLargePdf(path: string, side: number): Promise<void> {
  const out = createWriteStream(path);
  let offset = 0;
  const offsets: number[] = [];
  const write = (chunk: string | Buffer) =>
    new Promise<void>((resolve) => {
      offset += typeof chunk === 'string' ? Buffer.byteLength(chunk, 'latin1') : chunk.length;
      if (out.write(chunk)) resolve();
      else out.once('drain', resolve);
    });
  const object = async (body: string) => {
    offsets.push(offset);
    await write(`${offsets.length} 0 obj\n${body}\nendobj\n`);
  };
  await write('%PDF-1.3\n%\xe2\xe3\xcf\xd3\n');
  await object('<< /Type /Catalog /Pages 2 0 R >>');
  await object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  await object('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>');
  const content = 'q 500 0 0 500 47 171 cm /Im1 Do Q';
  await object(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  const bytes = side * side * 4;
  offsets.push(offset);
  await write(
    `5 0 obj\n<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceCMYK /BitsPerComponent 8 /Length ${bytes} >>\nstream\n`,
  );
  const row = Buffer.alloc(side * 4 * 64, 0x40);
  for (let written = 0; written < bytes; written += row.length)
    await write(written + row.length <= bytes ? row : row.subarray(0, bytes - written));
  await write('\nendstream\nendobj\n');
  const xref = offset;
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  await write(
    `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
  );
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/** A PDF 1.3 page (14 × 14 cm, 3 mm bleed) filled by one CMYK JPEG of `side` × `side` px. */
async function writeJpegPdf(path: string, side: number): Promise<void> {
  const { PDFDocument } = await import('@cantoo/pdf-lib');
  const sharp = (await import('sharp')).default;
  const jpeg = await sharp({ create: { width: side, height: side, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .toColourspace('cmyk')
    .jpeg({ quality: 80 })
    .toBuffer();
  const doc = await PDFDocument.create();
  const page = doc.addPage([414, 414]);
  page.setTrimBox(9, 9, 396, 396);
  page.drawImage(await doc.embedJpg(jpeg), { x: 0, y: 0, width: 414, height: 414 });
  const bytes = await doc.save({ useObjectStreams: false });
  bytes.set(Buffer.from('%PDF-1.3'), 0);
  await writeFile(path, bytes);
}

/** How long `check` took and the longest the event loop was held meanwhile (a 1 ms timer's longest gap). */
async function eventLoopDelay(check: () => Promise<unknown>): Promise<{ ms: number; maxDelayMs: number }> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  await check();
  clearInterval(timer);
  return { ms: Math.round(performance.now() - started), maxDelayMs: Math.round(longest) };
}

const self = fileURLToPath(import.meta.url);
const mode = process.argv[2];

if (mode === 'check' || mode === 'idle') {
  // The child: load the checker (pdf-lib, pdfjs-dist, sharp, file-type) either way, run the check only in "check".
  // pdfjs-dist is loaded by the check itself on its first PDF read whole; loaded here too, so both
  // children hold it (under tsx it takes far more than the 36 MB it takes in the built server).
  await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { inspectPrintFile } = await import('../src/modules/trade/print-check.ts');
  const started = performance.now();
  const inspection = mode === 'check' ? await inspectPrintFile(process.argv[3]!, '3') : null;
  const ms = Math.round(performance.now() - started);
  const result = inspection && { reasons: inspection.reasons, findings: inspection.findings, proofBytes: inspection.proof?.length ?? 0 };
  process.stdout.write(JSON.stringify({ maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024), ms, result }));
} else {
  const dir = await mkdtemp(join(tmpdir(), 'print-bench-'));
  const run = (which: string, pdf = '') =>
    JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', self, which, pdf], { encoding: 'utf8' })) as {
      maxRssMb: number;
      ms: number;
      result: unknown;
    };
  try {
    const idle = run('idle');
    console.log(`idle process (checker loaded): max RSS ${idle.maxRssMb} MB`);
    const files: [string, (path: string) => Promise<void>][] = [
      ['large.pdf', (path) => writeLargePdf(path, 7241)],
      ['limit.pdf', (path) => writeLargePdf(path, 2828)],
      ['jpeg.pdf', (path) => writeJpegPdf(path, 2828)],
    ];
    for (const [name, write] of files) {
      const pdf = join(dir, name);
      await write(pdf);
      const { size } = await stat(pdf);
      const check = run('check', pdf);
      console.log(`${name} ${(size / 1024 / 1024).toFixed(1)} MiB: max RSS ${check.maxRssMb} MB, ${check.ms} ms`);
      console.log(JSON.stringify(check.result));
      if (name === 'jpeg.pdf') {
        const { inspectPrintFile } = await import('../src/modules/trade/print-check.ts');
        const { PrintChecker } = await import('../src/modules/trade/print-checker.ts');
        const checker = new PrintChecker();
        await checker.inspect(pdf, '3'); // the checking process started and warm
        await inspectPrintFile(pdf, '3'); // the same libraries loaded here
        const here = await eventLoopDelay(() => inspectPrintFile(pdf, '3'));
        const apart = await eventLoopDelay(() => checker.inspect(pdf, '3'));
        checker.close();
        console.log(`event loop, check in this process: ${here.ms} ms, longest wait ${here.maxDelayMs} ms`);
        console.log(`event loop, check in the checking process: ${apart.ms} ms, longest wait ${apart.maxDelayMs} ms`);
      }
      await rm(pdf);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
