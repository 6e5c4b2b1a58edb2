/**
 * The print-data check of a 200 MB PDF: peak memory (max RSS) of a process that only runs the
 * check, against the same process doing nothing. The PDF (PDF 1.3, one page, one 7241 × 7241 px
 * CMYK image) is written as a stream into a temporary folder and removed afterwards.
 *
 *   npx tsx bench/print-check.bench.ts
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SIDE = 7241;

/** Writes the PDF object by object, counting offsets for the cross-reference table; never holds the image. */
async function writeLargePdf(path: string): Promise<void> {
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
  const bytes = SIDE * SIDE * 4;
  offsets.push(offset);
  await write(
    `5 0 obj\n<< /Type /XObject /Subtype /Image /Width ${SIDE} /Height ${SIDE} /ColorSpace /DeviceCMYK /BitsPerComponent 8 /Length ${bytes} >>\nstream\n`,
  );
  const row = Buffer.alloc(SIDE * 4 * 64, 0x40);
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

const self = fileURLToPath(import.meta.url);
const mode = process.argv[2];

if (mode === 'check' || mode === 'idle') {
  // The child: load the checker (pdf-lib, sharp, file-type) either way, run the check only in "check".
  const { inspectPrintFile } = await import('../src/modules/trade/print-check.ts');
  const started = performance.now();
  const result = mode === 'check' ? await inspectPrintFile(process.argv[3]!, '3') : null;
  const ms = Math.round(performance.now() - started);
  process.stdout.write(JSON.stringify({ maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024), ms, result }));
} else {
  const dir = await mkdtemp(join(tmpdir(), 'print-bench-'));
  const pdf = join(dir, 'large.pdf');
  try {
    await writeLargePdf(pdf);
    const { size } = await stat(pdf);
    const run = (which: string) =>
      JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', self, which, pdf], { encoding: 'utf8' })) as {
        maxRssMb: number;
        ms: number;
        result: unknown;
      };
    const idle = run('idle');
    const check = run('check');
    console.log(`PDF ${(size / 1024 / 1024).toFixed(0)} MiB`);
    console.log(`idle process (checker loaded): max RSS ${idle.maxRssMb} MB`);
    console.log(`check: max RSS ${check.maxRssMb} MB, ${check.ms} ms`);
    console.log(JSON.stringify(check.result));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
