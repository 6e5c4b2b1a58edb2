import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPdf, rgbPdf } from '../../../test/print-files.ts';
import { inspectPrintFile } from './print-check.ts';
import { PrintChecker } from './print-checker.ts';

let dir: string;
let good: string;
let rgb: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'print-checker-'));
  good = join(dir, 'good.pdf');
  rgb = join(dir, 'rgb.pdf');
  await writeFile(good, await goodPdf());
  await writeFile(rgb, await rgbPdf());
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const exited = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

describe('print checks in a process of their own', () => {
  it('answer what the check answers in the shop’s process, proof included, one file after another', async () => {
    const checker = new PrintChecker();
    try {
      const [first, second] = await Promise.all([checker.inspect(good, '1'), checker.inspect(rgb, '1')]);
      const inProcess = await inspectPrintFile(good, '1');
      expect(first.findings).toEqual(inProcess.findings);
      expect(first.reasons).toEqual([]);
      expect(Buffer.isBuffer(first.proof)).toBe(true);
      expect(first.proof?.equals(inProcess.proof!)).toBe(true);
      expect(second.reasons.map((r) => r.code)).toEqual(['rgb']);
      expect(checker.pid).toBeGreaterThan(0);
    } finally {
      checker.close();
    }
  });

  // Three processes start one after another: beside the other suites on two cores that can take half a minute.
  it('fail a check alone when its process dies or the check fails, and start afresh for the next', async () => {
    const checker = new PrintChecker();
    try {
      await expect(checker.inspect(join(dir, 'missing.pdf'), '1')).rejects.toThrow(/ENOENT/);
      const pid = checker.pid!;
      // Killed while checking (out of memory, say): that check fails, the next runs in a new process.
      const checking = checker.inspect(good, '1');
      process.kill(pid, 'SIGKILL');
      await expect(checking).rejects.toThrow(/stopped \(SIGKILL\)/);
      const again = await checker.inspect(good, '1');
      expect(again.reasons).toEqual([]);
      const second = checker.pid!;
      expect(second).not.toBe(pid);
      // Killed between checks: the next check notices and starts another.
      process.kill(second, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await checker.inspect(rgb, '1')).reasons.map((r) => r.code)).toEqual(['rgb']);
      expect(checker.pid).not.toBe(second);
    } finally {
      checker.close();
    }
  }, 90_000);

  it('stop a check that runs over its time, and a process left idle', async () => {
    const slow = new PrintChecker({ timeoutMs: 1 });
    await expect(slow.inspect(good, '1')).rejects.toThrow(/took longer than 1 ms/);
    expect(slow.pid).toBeUndefined();
    const idle = new PrintChecker({ idleMs: 50 });
    await idle.inspect(good, '1');
    const pid = idle.pid!;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(idle.pid).toBeUndefined();
    expect(exited(pid)).toBe(true);
  });

  it('stop a check whose process goes over its memory ceiling, and start afresh for the next', async () => {
    const small = new PrintChecker({ memoryMb: 100 });
    try {
      // Loading the PDF readers alone takes more than 100 MB.
      await expect(small.inspect(good, '1')).rejects.toThrow(/over its memory ceiling of 100 MB/);
      expect(small.pid).toBeUndefined();
    } finally {
      small.close();
    }
  });
});
