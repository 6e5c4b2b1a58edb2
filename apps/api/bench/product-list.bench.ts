// Product-list benchmark: the shop's GET product/spu/getSpuList (page of 9) against a bare Fastify
// + pg server answering the same page with one SQL query, at 10 and 50 connections.
// Usage: pnpm build && pnpm bench [--duration 10]   (DATABASE_URL's server, else an embedded one)
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createDemoDatabase } from '../src/db/database.ts';
import { dropDatabase, freePort, startEmbeddedPostgres } from '../src/db/embedded.ts';

const durationArg = process.argv.indexOf('--duration');
const duration = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
const PATH = '/pc-api/product/spu/getSpuList?pageNo=1&pageSize=9';

/** The shop as production runs it (the built bundle); the reference from reference-server.ts. */
async function startServer(mode: 'shop' | 'reference', databaseUrl: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child =
    mode === 'shop'
      ? spawn(process.execPath, [fileURLToPath(new URL('../dist/server.js', import.meta.url))], {
          env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', JWT_SECRET: 'benchmark-secret-benchmark-secret-123456' },
          stdio: ['ignore', 'inherit', 'inherit'],
        })
      : spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./reference-server.ts', import.meta.url)), String(port), databaseUrl], {
          stdio: ['ignore', 'inherit', 'inherit'],
        });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${mode} server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ready) return { port, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${mode} server did not start`);
}

/** A settlement of three lines with quantity tiers, the demo coupon, urgent delivery and Texas tax. */
const SETTLEMENT = JSON.stringify({ items: [{ skuId: 101601, count: 12 }, { skuId: 100101, count: 3 }, { skuId: 102701, count: 25 }], deliveryType: '2', areaId: 281, state: 'TX', code: 'WELCOME10' });

async function load(port: number, connections: number, seconds: number, path = PATH, body?: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { 'tenant-id': '1', 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { method: 'POST' as const, body } : {}),
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`port ${port}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

const server = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, stop: async () => undefined }
  : await startEmbeddedPostgres(join(tmpdir(), 'shop-bench-postgres'));
const database = `shop_bench_${Date.now()}`;
const url = await createDemoDatabase(server.url, database);

const rows: string[] = [];
type Figures = Record<number, { rps: number; p50: number; p99: number }>;
const figures: Record<'ceiling' | 'reference' | 'shop' | 'settlement', Figures> = { ceiling: {}, reference: {}, shop: {}, settlement: {} };
async function measure(target: keyof typeof figures, port: number, path = PATH, body?: string) {
  await load(port, 10, 2, path, body); // warm-up: JIT, pools, caches
  for (const connections of [10, 50]) figures[target][connections] = await load(port, connections, duration, path, body);
}
try {
  for (const mode of ['reference', 'shop'] as const) {
    const { port, child } = await startServer(mode, url);
    try {
      if (mode === 'reference') await measure('ceiling', port, '/ceiling');
      await measure(mode, port);
      if (mode === 'shop') await measure('settlement', port, '/pc-api/trade/order/settlement', SETTLEMENT);
    } finally {
      child.kill('SIGTERM');
    }
  }
} finally {
  await dropDatabase(server.url, database);
  await server.stop();
}

for (const connections of [10, 50]) {
  const [ceiling, ref, shop] = [figures.ceiling[connections]!, figures.reference[connections]!, figures.shop[connections]!];
  const cell = (f: { rps: number; p50: number; p99: number }) => `${f.rps} | ${f.p50} / ${f.p99}`;
  rows.push(`| ${connections} | ${cell(ceiling)} | ${cell(ref)} | ${cell(shop)} | ${Math.round((shop.rps / ref.rps) * 100)} % |`);
}
console.log(`\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${duration} s per run, GET ${PATH}\n`);
console.log('| connections | ceiling req/s | ceiling p50 / p99 ms | reference req/s | reference p50 / p99 ms | shop req/s | shop p50 / p99 ms | shop / reference |');
console.log('|---|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
console.log('\nPOST /pc-api/trade/order/settlement (3 lines, coupon, urgent delivery, Texas tax)\n');
console.log('| connections | req/s | p50 / p99 ms |');
console.log('|---|---|---|');
for (const connections of [10, 50]) {
  const f = figures.settlement[connections]!;
  console.log(`| ${connections} | ${f.rps} | ${f.p50} / ${f.p99} |`);
}
