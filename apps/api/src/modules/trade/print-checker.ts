import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PrintInspection } from './print-check.ts';
import type { PdfRaster } from './print-pdf.ts';

/** Whether the checking process keeps the shop's process running: while it checks, not while idle. */
function holdOpen(child: ChildProcess, hold: boolean): void {
  if (hold) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/** The most resident memory the checking process may hold, in MB: the largest files read whole take about 640. */
export const PRINT_CHECK_MEMORY_MB = 1024;
/** How often the checking process's resident memory is looked at while it checks. */
const MEMORY_WATCH_MS = 50;

/** A process's resident memory in MB (Linux: /proc); null where it cannot be read. */
async function residentMb(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status && /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : null;
}

/** What the checking process answers for one file. */
type Answer = { inspection: PrintInspection } | { raster: PdfRaster | null } | { error: string };

interface Options {
  /** A check running longer than this (a file built to keep a reader busy) is stopped. */
  timeoutMs?: number;
  /** The process is stopped after this long without a check, giving its memory back. */
  idleMs?: number;
  /** A check whose process holds more resident memory than this (MB) is stopped. */
  memoryMb?: number;
}

/**
 * Runs the print-data checks in a process of their own. Reading a PDF whole and drawing its proof
 * take up to two seconds of CPU and a few hundred MB: in the API's process that would hold every
 * request meanwhile, and a file built to exhaust memory could take the instance down. One check at
 * a time; a check whose process dies, runs over time or goes over its memory ceiling fails alone,
 * and the next check starts a new process. The ceiling holds twice: V8's heap is limited to it
 * (`--max-old-space-size`), and the process's resident memory, which also counts the buffers a
 * decoder fills outside that heap, is watched while it checks.
 */
export class PrintChecker {
  #child: ChildProcess | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  #idle: NodeJS.Timeout | undefined;
  readonly #timeoutMs: number;
  readonly #idleMs: number;
  readonly #memoryMb: number;

  constructor(options: Options = {}) {
    this.#timeoutMs = options.timeoutMs ?? 120_000;
    this.#idleMs = options.idleMs ?? 60_000;
    this.#memoryMb = options.memoryMb ?? PRINT_CHECK_MEMORY_MB;
  }

  /** Checks the print file at `path` for a line printed at `size` (see inspectPrintFile). */
  inspect(path: string, size: string): Promise<PrintInspection> {
    return this.#enqueue({ path, size }, (answer) => {
      if (!('inspection' in answer)) throw new Error('the print check answered no inspection');
      return { ...answer.inspection, proof: answer.inspection.proof && Buffer.from(answer.inspection.proof) };
    });
  }

  /** The first page of the PDF at `path` as a picture cut to what is painted (see rasterizePdf); null when nothing is. */
  rasterize(path: string): Promise<PdfRaster | null> {
    return this.#enqueue({ rasterize: path }, (answer) => {
      if (!('raster' in answer)) throw new Error('the print check answered no picture');
      return answer.raster && { ...answer.raster, png: Buffer.from(answer.raster.png) };
    });
  }

  #enqueue<T>(task: object, read: (answer: Exclude<Answer, { error: string }>) => T): Promise<T> {
    const run = this.#queue.then(() => this.#run(task)).then(read);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** The checking process's id while it runs (for monitoring). */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** Stops the checking process (the app closing, or idle). */
  close(): void {
    clearTimeout(this.#idle);
    this.#child?.kill();
    this.#child = null;
  }

  #run(task: object): Promise<Exclude<Answer, { error: string }>> {
    clearTimeout(this.#idle);
    const child = this.#start();
    return new Promise((resolve, reject) => {
      let done = false;
      const finish = (error: Error | null, answer?: Exclude<Answer, { error: string }>) => {
        // The memory watch may answer after the check did.
        if (done) return;
        done = true;
        clearTimeout(timer);
        clearInterval(watch);
        child.off('message', onMessage);
        child.off('exit', onExit);
        child.off('error', onError);
        holdOpen(child, false);
        this.#idle = setTimeout(() => this.close(), this.#idleMs).unref();
        if (error) reject(error);
        else resolve(answer!);
      };
      const onMessage = (answer: Answer) => ('error' in answer ? finish(new Error(answer.error)) : finish(null, answer));
      const onExit = (code: number | null, signal: string | null) =>
        finish(new Error(`the print check stopped (${signal ?? `exit code ${code}`})`));
      const onError = (error: Error) => finish(error);
      const timer = setTimeout(() => {
        this.close();
        finish(new Error(`the print check took longer than ${this.#timeoutMs} ms`));
      }, this.#timeoutMs);
      const watch = setInterval(async () => {
        const mb = child.pid === undefined ? null : await residentMb(child.pid);
        if (mb === null || mb <= this.#memoryMb || done) return;
        this.close();
        finish(new Error(`the print check went over its memory ceiling of ${this.#memoryMb} MB`));
      }, MEMORY_WATCH_MS);
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.on('error', onError);
      holdOpen(child, true);
      child.send(task);
    });
  }

  /** The checking process, started when there is none. */
  #start(): ChildProcess {
    if (this.#child?.connected) return this.#child;
    this.#child?.kill();
    // The sources (development, tests) run under tsx; the built server has the child beside it (scripts/build.mjs).
    const fromSource = import.meta.url.endsWith('.ts');
    const entry = fileURLToPath(new URL(fromSource ? './print-check-child.ts' : './print-check-child.js', import.meta.url));
    const execArgv = [...(fromSource ? ['--import', 'tsx'] : []), `--max-old-space-size=${this.#memoryMb}`];
    const child = fork(entry, [], { execArgv, serialization: 'advanced', stdio: 'inherit' });
    // Gone between checks too: the next check starts another. A failure to start or to send fails
    // the check running then (see #run), never the shop's process.
    child.on('exit', () => {
      if (this.#child === child) this.#child = null;
    });
    child.on('error', () => undefined);
    this.#child = child;
    return child;
  }
}
