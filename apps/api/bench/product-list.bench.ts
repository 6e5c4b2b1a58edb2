// Product-list benchmark: the shop's GET product/spu/getSpuList (page of 9) against a bare Fastify
// + pg server answering the same page with one SQL query, at 10 and 50 connections.
// Usage: pnpm bench [--duration 10]   (DATABASE_URL's server, else an embedded one)
import { fork, type ChildProcess } from 'node:child_process';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../src/db/client.ts';
import { dropDatabase, ensureDatabase, freePort, startEmbeddedPostgres, withDatabase } from '../src/db/embedded.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { seedDemoCatalogue, seedReferenceData } from '../src/db/seed.ts';

const durationArg = process.argv.indexOf('--duration');
const duration = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
const PATH = '/pc-api/product/spu/getSpuList?pageNo=1&pageSize=9';

async function startServer(mode: string, databaseUrl: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = fork(new URL('./servers.ts', import.meta.url).pathname, [mode, String(port), databaseUrl], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
  return { port, child };
}

async function load(port: number, connections: number, seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${PATH}`,
    headers: { 'tenant-id': '1', 'accept-language': 'en' },
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
await ensureDatabase(server.url, database);
const url = withDatabase(server.url, database);
await applyMigrations(url);
const db = createDb(url, 2);
await seedReferenceData(db);
await seedDemoCatalogue(db);
await db.$disconnect();

const rows: string[] = [];
const figures: Record<string, Record<number, { rps: number; p50: number; p99: number }>> = {};
try {
  for (const mode of ['reference', 'shop']) {
    const { port, child } = await startServer(mode, url);
    figures[mode] = {};
    try {
      await load(port, 10, 2); // warm-up: JIT, pools, caches
      for (const connections of [10, 50]) figures[mode]![connections] = await load(port, connections, duration);
    } finally {
      child.kill('SIGTERM');
    }
  }
} finally {
  await dropDatabase(server.url, database);
  await server.stop();
}

for (const connections of [10, 50]) {
  const ref = figures.reference![connections]!;
  const shop = figures.shop![connections]!;
  rows.push(`| ${connections} | ${ref.rps} | ${ref.p50} / ${ref.p99} | ${shop.rps} | ${shop.p50} / ${shop.p99} | ${Math.round((shop.rps / ref.rps) * 100)} % |`);
}
console.log(`\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${duration} s per run, GET ${PATH}\n`);
console.log('| connections | reference req/s | reference p50 / p99 ms | shop req/s | shop p50 / p99 ms | shop / reference |');
console.log('|---|---|---|---|---|---|');
console.log(rows.join('\n'));
