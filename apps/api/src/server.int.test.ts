import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.ts';
import { freePort, isRunning } from './db/embedded.ts';

/** The shop as `pnpm dev` runs it: server.ts in a process of its own. */
const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const SUBSCRIBE = '/pc-api/promotion/newsletter/subscribe';

interface Shop {
  process: ChildProcess;
  port: number;
  log: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: ChildProcess[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const folder of folders) {
    // An embedded PostgreSQL that a failed test left running.
    const server = await postmaster(folder).catch(() => null);
    if (server) process.kill(server.pid, 'SIGINT');
    await rm(folder, { recursive: true, force: true });
  }
});

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'shop-process-'));
  folders.push(folder);
  return folder;
}

/** Starts the shop (production settings, no demo data) in a process of its own. */
async function spawnShop(env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: 'process-test-secret-process-test-secret-42',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let log = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  const exit = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));
  return { process: child, port, log: () => log, exit };
}

const isHealthy = (shop: Shop) =>
  fetch(`http://127.0.0.1:${shop.port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );

/** Starts the shop and waits until /healthz answers. */
async function startShop(env: Record<string, string>): Promise<Shop> {
  const shop = await spawnShop(env);
  const deadline = Date.now() + 90_000;
  while (!(await isHealthy(shop))) {
    const code = shop.process.exitCode;
    if (code !== null || Date.now() > deadline) throw new Error(`the shop did not start (exit code ${code}):\n${shop.log()}`);
    await sleep(200);
  }
  return shop;
}

/** What PostgreSQL's postmaster.pid in the shop's data folder names: its process and port. */
async function postmaster(dataDir: string): Promise<{ pid: number; port: number }> {
  const lines = (await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

type Answer = { status: number; code?: number; data?: unknown } | { error: string };

/** A newsletter sign-up on a connection of its own; with `hold`, the body's second half waits for `finish()`. */
function subscribe(port: number, email: string, hold = false) {
  const body = JSON.stringify({ email });
  const half = hold ? body.length >> 1 : body.length;
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: SUBSCRIBE,
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'tenant-id': '1' },
  });
  const answer = new Promise<Answer>((resolve) => {
    req.on('error', (error) => resolve({ error: error.message }));
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('error', (error) => resolve({ error: error.message }));
      res.on('end', () => {
        const envelope = JSON.parse(text) as { code: number; data: unknown };
        resolve({ status: res.statusCode ?? 0, code: envelope.code, data: envelope.data });
      });
    });
  });
  req.write(body.slice(0, half));
  if (!hold) req.end();
  return { answer, finish: () => req.end(body.slice(half)) };
}

/** How many sign-ups the shop has begun (Fastify logs each request as it arrives). */
const arrivedSignUps = (log: string) =>
  log.split('\n').filter((line) => line.includes(SUBSCRIBE) && line.includes('incoming request')).length;

/**
 * Twenty sign-ups in flight (waiting on the locked table) and three whose bodies are still
 * arriving when SIGTERM comes: every one is answered in full, and the shop then exits with 0.
 */
async function expectDrainOnSigterm(shop: Shop, databaseUrl: string): Promise<void> {
  const locker = new pg.Client({ connectionString: databaseUrl });
  // A database server stopped under the drain ends this connection too: the answers then tell.
  locker.on('error', () => undefined);
  await locker.connect();
  try {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE promotion_newsletter_subscriber IN ACCESS EXCLUSIVE MODE');
    const inFlight = Array.from({ length: 20 }, (_, i) => subscribe(shop.port, `in-flight-${i}@shop.test`));
    const arriving = Array.from({ length: 3 }, (_, i) => subscribe(shop.port, `arriving-${i}@shop.test`, true));
    await expect.poll(() => arrivedSignUps(shop.log())).toBe(23);
    const sentAt = Date.now();
    shop.process.kill('SIGTERM');
    await sleep(500);
    for (const request of arriving) request.finish();
    await sleep(500);
    await locker.query('COMMIT').catch(() => undefined);
    const answers = await Promise.all([...inFlight, ...arriving].map((request) => request.answer));
    expect(answers).toEqual(Array(23).fill({ status: 200, code: 0, data: true }));
    expect(await shop.exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - sentAt, 'exit after SIGTERM (ms)').toBeLessThan(8_000);
  } finally {
    await locker.end().catch(() => undefined);
  }
}

describe('stopping on SIGTERM', () => {
  it('with DATABASE_URL: answers the requests in flight and those still arriving, then exits with 0', async () => {
    const database = await createTestDatabase();
    try {
      const shop = await startShop({ DATABASE_URL: database.url, DATA_DIR: await tempFolder() });
      await expectDrainOnSigterm(shop, database.url);
    } finally {
      await database.drop();
    }
  }, 120_000);

  it('with the embedded PostgreSQL (named with its folder in the log): answers them all, then stops the server and exits with 0', async () => {
    const dataDir = await tempFolder();
    const shop = await startShop({ DATABASE_URL: '', DATA_DIR: dataDir });
    expect(shop.log()).toContain(`embedded PostgreSQL in ${join(dataDir, 'postgres')}`);
    const server = await postmaster(dataDir);
    await expectDrainOnSigterm(shop, `postgresql://postgres:postgres@127.0.0.1:${server.port}/shop`);
    expect(isRunning(server.pid), 'embedded PostgreSQL still running').toBe(false);
  }, 120_000);
});

describe("the embedded PostgreSQL of the shop's data folder", () => {
  it('is refused with a clear message to a second shop while the first runs, and stopped by the next start after the first was killed', async () => {
    const dataDir = await tempFolder();
    const first = await startShop({ DATABASE_URL: '', DATA_DIR: dataDir });
    const server = await postmaster(dataDir);

    const second = await spawnShop({ DATABASE_URL: '', DATA_DIR: dataDir });
    expect(await second.exit).toEqual({ code: 1, signal: null });
    expect(second.log()).toContain(`the embedded PostgreSQL in ${join(dataDir, 'postgres')} did not start`);
    expect(second.log()).toContain('another shop may be using this data folder');
    expect(await isHealthy(first), 'the first shop still serves').toBe(true);

    first.process.kill('SIGKILL');
    await first.exit;
    expect(isRunning(server.pid), 'the killed shop left its PostgreSQL running').toBe(true);
    const third = await startShop({ DATABASE_URL: '', DATA_DIR: dataDir });
    // Its lock file goes a moment before its process has ended.
    await expect.poll(() => isRunning(server.pid), { message: 'the PostgreSQL left running', timeout: 10_000 }).toBe(false);
    expect(third.log()).toContain(`stopping the embedded PostgreSQL left running in ${join(dataDir, 'postgres')} (pid ${server.pid})`);
    const answer = await fetch(`http://127.0.0.1:${third.port}/pc-api/system/job/filters`, { headers: { 'tenant-id': '1' } });
    expect(answer.status).toBe(200);
    third.process.kill('SIGTERM');
    expect(await third.exit).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid')), 'postmaster.pid left behind').toBe(false);
  }, 240_000);
});
