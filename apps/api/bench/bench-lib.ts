// What the benchmarks share: a demo database, the built shop (or the reference server) as a child
// process, and autocannon runs with a warm-up.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options } from 'autocannon';
import type pg from 'pg';
import { createDemoDatabase } from '../src/db/database.ts';
import { dropDatabase, freePort, startEmbeddedPostgres } from '../src/db/embedded.ts';

const durationArg = process.argv.indexOf('--duration');
export const duration = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
export const JWT_SECRET = 'benchmark-secret-benchmark-secret-123456';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An access token as the shop signs it (HS256 with its JWT secret). */
function accessToken(memberId: number): string {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: memberId, fam: randomUUID(), iat: now, exp: now + 3600 })}`;
  return `${unsigned}.${createHmac('sha256', JWT_SECRET).update(unsigned).digest('base64url')}`;
}

/** A member (no login) with a default Texas address, and their access token. */
export async function benchMember(client: pg.Client, mail: string): Promise<{ id: number; token: string; addressId: number }> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO member_user (mail, password_hash, first_name, last_name) VALUES ($1, 'not-a-login', 'Bench', 'Buyer') RETURNING id`,
    [mail],
  );
  const id = rows[0]!.id;
  const address = await client.query<{ id: number }>(
    `INSERT INTO member_address (member_id, first_name, last_name, mobile, area_id, country_code, state, city, zip_code, detail_address, default_status)
     VALUES ($1, 'Bench', 'Buyer', '+1 2815550147', 281, 'US', 'TX', 'Houston', '77002', '1 Main St', true) RETURNING id`,
    [id],
  );
  return { id, token: accessToken(id), addressId: address.rows[0]!.id };
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

/**
 * The shop as production runs it (the built bundle), with BENCH_SHOP_FLAGS given to node (e.g.
 * `--cpu-prof` to profile it); the reference from reference-server.ts.
 */
export async function startServer(mode: 'shop' | 'reference', databaseUrl: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child =
    mode === 'shop'
      ? spawn(
          process.execPath,
          [
            ...(process.env.BENCH_SHOP_FLAGS ?? '').split(' ').filter(Boolean),
            fileURLToPath(new URL('../dist/server.js', import.meta.url)),
          ],
          {
            env: {
              ...process.env,
              NODE_ENV: 'production',
              PORT: String(port),
              HOST: '127.0.0.1',
              PUBLIC_URL: `http://127.0.0.1:${port}`,
              DATABASE_URL: databaseUrl,
              LOG_LEVEL: 'warn',
              JWT_SECRET,
            },
            stdio: ['ignore', 'inherit', 'inherit'],
          },
        )
      : spawn(
          process.execPath,
          ['--import', 'tsx', fileURLToPath(new URL('./reference-server.ts', import.meta.url)), String(port), databaseUrl],
          {
            stdio: ['ignore', 'inherit', 'inherit'],
          },
        );
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${mode} server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { port, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${mode} server did not start`);
}

export interface Load {
  path: string;
  body?: string;
  /** Headers beside the API's (a page asked as a browser does: `accept: text/html`). */
  headers?: Record<string, string>;
  /** Whether an answer is right; by default an envelope with code 0. */
  answered?: (body: string) => boolean;
  /** What changes with each request: a member's token and body, a fresh Idempotency-Key. */
  vary?: () => { headers: Record<string, string>; body: string };
}

/** One autocannon run; any non-2xx answer or an envelope error code fails the benchmark. */
export async function load(port: number, connections: number, seconds: number, target: Load): Promise<Figures> {
  let failures = 0;
  let firstFailure = '';
  const base = {
    'tenant-id': '1',
    'accept-language': 'en',
    ...(target.body ? { 'content-type': 'application/json' } : {}),
    ...target.headers,
  };
  const answered = target.answered ?? ((body: string) => body.startsWith('{"code":0'));
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    requests: [
      {
        method: target.body ? 'POST' : 'GET',
        path: target.path,
        ...(target.body ? { body: target.body } : {}),
        headers: base,
        setupRequest: (request: object) => {
          const varied = target.vary?.();
          return varied ? { ...request, headers: { ...base, ...varied.headers }, body: varied.body } : request;
        },
        onResponse: (_status: number, body: string) => {
          if (answered(body)) return;
          failures += 1;
          firstFailure ||= body.slice(0, 200);
        },
      },
    ],
    connections,
    duration: seconds,
  } as Options);
  if (result.non2xx > 0 || result.errors > 0 || failures > 0)
    throw new Error(`${target.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${failures} error codes ${firstFailure}`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

/** A warm-up run (JIT, pools, caches), then 10 and 50 connections. */
export async function measure(port: number, target: Load): Promise<Record<number, Figures>> {
  await load(port, 10, 2, target);
  const figures: Record<number, Figures> = {};
  for (const connections of [10, 50]) figures[connections] = await load(port, connections, duration, target);
  return figures;
}

/** Runs `work` against a fresh demo database on DATABASE_URL's server, else an embedded one. */
export async function withDemoDatabase(work: (url: string) => Promise<void>): Promise<void> {
  const server = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop: async () => undefined }
    : await startEmbeddedPostgres(join(tmpdir(), 'shop-bench-postgres'));
  const database = `shop_bench_${Date.now()}`;
  const url = await createDemoDatabase(server.url, database);
  try {
    await work(url);
  } finally {
    await dropDatabase(server.url, database);
    await server.stop();
  }
}

export const machine = () => `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${duration} s per run`;
