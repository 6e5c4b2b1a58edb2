// The process print-data checks run in (print-checker.ts): one task per message, its answer or its
// error sent back. A task checks a print file, or draws a PDF's first page to prepare print data from.
import { readFile } from 'node:fs/promises';
import { inspectPrintFile } from './print-check.ts';
import { rasterizePdf } from './print-pdf.ts';

type Task = { path: string; size: string } | { rasterize: string };

async function run(task: Task) {
  if ('rasterize' in task) return { raster: await rasterizePdf(new Uint8Array(await readFile(task.rasterize))) };
  return { inspection: await inspectPrintFile(task.path, task.size) };
}

// The shop's process gone, this one goes too.
process.on('disconnect', () => process.exit(0));
process.on('message', (task: Task) => {
  run(task).then(
    (answer) => process.send?.(answer),
    (error: unknown) => process.send?.({ error: error instanceof Error ? error.message : String(error) }),
  );
});
