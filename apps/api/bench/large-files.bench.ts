/**
 * Files built to take memory: the peak resident memory (VmHWM) of the built shop's process while
 * a member orders a design holding a 20000 × 20000 px picture (a PNG of one colour, 1.2 MB), with
 * how long the order request took and when the print data arrived; then the peak of the
 * print-check process (PrintChecker, as the shop runs it) checking a PDF whose page content
 * inflates to 1 GiB (1 MB in the file), after a normal check for its resting size. Linux (/proc).
 *
 *   pnpm --filter @shop/api build && cd apps/api && DATABASE_URL=postgresql://... npx tsx bench/large-files.bench.ts
 */
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PrintChecker } from '../src/modules/trade/print-checker.ts';
import { goodPdf, inflatingPdf, oneColourPng } from '../test/print-files.ts';
import { benchMember, startServer, withDemoDatabase } from './bench-lib.ts';

const SIDE = 20_000;
const INFLATED = 1024 * 1024 * 1024;
/** The logo mug's front (80 × 88 mm); the picture 40 mm wide on it, tier 1 (5 × 5 cm). */
const MUG = 1027;
const mb = (kb: number) => Math.round(kb / 1024);

/** A process's resident memory now and at its peak, in kB (null once it is gone). */
async function memory(pid: number): Promise<{ rss: number; peak: number } | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status ?? '')?.[1] ?? 0);
  return status ? { rss: kb('VmRSS'), peak: kb('VmHWM') } : null;
}

/** Runs `work` while sampling `pid()` every 50 ms: the highest peak seen (the process may end meanwhile). */
async function peakWhile<T>(pid: () => number | undefined, work: Promise<T>): Promise<{ result: T | Error; peakKb: number; ms: number }> {
  let peakKb = 0;
  const sample = async () => {
    const id = pid();
    const now = id === undefined ? null : await memory(id);
    if (now) peakKb = Math.max(peakKb, now.peak);
  };
  const timer = setInterval(() => void sample(), 50);
  const started = performance.now();
  const result = await work.catch((error: Error) => error);
  const ms = Math.round(performance.now() - started);
  clearInterval(timer);
  await sample();
  return { result, peakKb, ms };
}

async function designOrder(): Promise<void> {
  const png = await oneColourPng(SIDE);
  const uploads = await mkdtemp(join(tmpdir(), 'large-files-bench-'));
  process.env.UPLOAD_DIR = uploads;
  try {
    await withDemoDatabase(async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const member = await benchMember(client, 'designer@example.com');
      const auth = { authorization: `Bearer ${member.token}`, 'tenant-id': '1' };
      const { port, child } = await startServer('shop', url);
      const api = async (path: string, body?: FormData | object) => {
        const init =
          body instanceof FormData ? { body } : body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {};
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          method: body ? 'POST' : 'GET',
          ...init,
          headers: { ...auth, ...init.headers },
        });
        return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
      };
      try {
        const form = new FormData();
        form.append('file', new Blob([png], { type: 'image/png' }), 'huge.png');
        const uploaded = await api('/pc-api/infra/file/upload', form);
        const pictureUrl = String(uploaded.body.data);
        // Saved as it was before the editor refused such pictures: the design as it is stored.
        const sku = await client.query<{ id: number }>('SELECT id FROM product_sku WHERE spu_id = $1 ORDER BY id LIMIT 1', [MUG]);
        const picture = {
          type: 'image',
          url: pictureUrl,
          width: SIDE,
          height: SIDE,
          left: 40,
          top: 44,
          scaleX: 40 / SIDE,
          scaleY: 40 / SIDE,
        };
        const design = await client.query<{ id: number }>(
          `INSERT INTO product_design (member_id, name, spu_id, sku_id, location_id, size, content, preview_url, updated_at)
           VALUES ($1, 'Huge picture', $2, $3, '1', '1', $4, $5, now()) RETURNING id`,
          [member.id, MUG, sku.rows[0]!.id, JSON.stringify({ version: 1, objects: [picture] }), pictureUrl],
        );
        const before = (await memory(child.pid!))!;
        const line = {
          skuId: sku.rows[0]!.id,
          count: 25,
          orderType: 2,
          size: '1',
          locationId: '1',
          decoratingMethod: '1',
          imgUrl: pictureUrl,
          designId: design.rows[0]!.id,
        };
        const ordered = await peakWhile(
          () => child.pid,
          api('/pc-api/trade/order/create', {
            items: [line],
            deliveryType: '1',
            email: 'designer@example.com',
            addressId: member.addressId,
          }),
        );
        const placed = await client.query<{ id: number }>('SELECT id FROM trade_order WHERE member_id = $1', [member.id]);
        const arrived = await peakWhile(
          () => child.pid,
          (async () => {
            for (const until = Date.now() + 180_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 200))) {
              const item = await client.query<{ print_data_url: string }>(
                'SELECT print_data_url FROM trade_order_item WHERE order_id = $1',
                [placed.rows[0]!.id],
              );
              if (item.rows[0]?.print_data_url) return 'print data stored';
            }
            throw new Error('no print data within 180 s');
          })(),
        );
        const answer =
          ordered.result instanceof Error ? ordered.result.message : `HTTP ${ordered.result.status}, code ${ordered.result.body.code}`;
        console.log(`design with a ${SIDE} × ${SIDE} px PNG (${(png.length / 1024 / 1024).toFixed(1)} MB), ordered`);
        console.log(`  shop process before the order: ${mb(before.rss)} MB resident (peak so far ${mb(before.peak)} MB)`);
        console.log(`  order request: ${answer} after ${ordered.ms} ms; order placed: ${placed.rows.length === 1}`);
        console.log(
          `  print data: ${arrived.result instanceof Error ? arrived.result.message : arrived.result} ${ordered.ms + arrived.ms} ms after the request`,
        );
        console.log(`  shop process peak: ${mb(Math.max(ordered.peakKb, arrived.peakKb))} MB`);
      } finally {
        // Stopped before its database is dropped.
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
        await client.end();
      }
    });
  } finally {
    await rm(uploads, { recursive: true, force: true });
  }
}

async function inflatingCheck(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'large-files-bench-'));
  const checker = new PrintChecker();
  try {
    const good = join(dir, 'good.pdf');
    const bomb = join(dir, 'inflating.pdf');
    await writeFile(good, await goodPdf());
    const bytes = await inflatingPdf(INFLATED);
    await writeFile(bomb, bytes);
    await checker.inspect(good, '1');
    const resting = (await memory(checker.pid!))!;
    const checked = await peakWhile(() => checker.pid, checker.inspect(bomb, '1'));
    const outcome = checked.result instanceof Error ? `failed: ${checked.result.message}` : JSON.stringify(checked.result.reasons);
    console.log(
      `PDF of ${(bytes.length / 1024 / 1024).toFixed(1)} MB whose page content inflates to ${INFLATED / 1024 / 1024} MiB, checked`,
    );
    console.log(`  print-check process after a normal check: ${mb(resting.peak)} MB peak`);
    console.log(`  check: ${outcome} after ${checked.ms} ms; process peak ${mb(checked.peakKb)} MB`);
  } finally {
    checker.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await designOrder();
await inflatingCheck();
