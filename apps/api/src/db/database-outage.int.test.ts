import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestApp } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { createDemoDatabase } from './database.ts';
import { freePort, isRunning, startEmbeddedPostgres, type DatabaseServer } from './embedded.ts';

/** An answer slower than this counts as a hang. */
const NO_HANG_MS = 3000;
/** How long the shop may take to serve again once PostgreSQL is back. */
const RECOVERY_MS = 5000;
/** How long `app.close()` may take whatever the database does. */
const CLOSE_MS = 5000;
const DATABASE = 'shop';

/** An embedded PostgreSQL that can be stopped, started again on the same port, frozen and thawed. */
class TestPostgres {
  private server: DatabaseServer | null = null;

  private constructor(
    private readonly dir: string,
    private readonly port: number,
  ) {}

  static async start(dir: string): Promise<TestPostgres> {
    const postgres = new TestPostgres(dir, await freePort());
    await postgres.start();
    return postgres;
  }

  get url(): string {
    return `postgresql://postgres:postgres@127.0.0.1:${this.port}/postgres`;
  }

  async start(): Promise<void> {
    this.server = await startEmbeddedPostgres(this.dir, this.port);
  }

  /** A fast shutdown, as a restart by an operator or a failover does: sessions end at once. */
  async stop(): Promise<void> {
    await this.server?.stop();
    this.server = null;
  }

  /** Every process of the server stops (SIGSTOP) or goes on (SIGCONT): a server that no longer answers. */
  async signal(signal: 'SIGSTOP' | 'SIGCONT'): Promise<void> {
    const postmaster = Number((await readFile(join(this.dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
    for (const pid of [postmaster, ...children]) process.kill(pid, signal);
  }
}

interface Answer {
  path: string;
  sent: number;
  ms: number;
  /** 'no answer': none within NO_HANG_MS; 'cut': the connection ended without an answer. */
  status: number | 'no answer' | 'cut';
  body: any;
}

const ok = (a: Answer) => a.status === 200 && (a.path === '/healthz' || a.body?.code === 0);
/** While the database is away: HTTP 503, and under /pc-api the envelope. */
const unavailable = (a: Answer) =>
  a.status === 503 &&
  (a.path === '/healthz' || (a.body?.code === 503 && a.body.data === null && typeof a.body.msg === 'string' && a.body.msg.length > 0));

/** A few requests every 100 ms: health, a catalogue page and a member call. */
function lightLoad(base: string, auth: Record<string, string>) {
  const targets: { path: string; headers: Record<string, string> }[] = [
    { path: '/healthz', headers: {} },
    { path: '/pc-api/product/spu/getSpuList?pageNo=1&pageSize=9', headers: { 'tenant-id': '1' } },
    { path: '/pc-api/member/user/get', headers: { 'tenant-id': '1', ...auth } },
  ];
  const answers: Answer[] = [];
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    for (const target of targets) {
      const sent = Date.now();
      const request = fetch(base + target.path, { headers: target.headers, signal: AbortSignal.timeout(NO_HANG_MS) })
        .then(async (response) => ({ status: response.status, body: await response.json().catch(() => null) }))
        .catch((error: Error) => ({ status: error.name === 'TimeoutError' ? ('no answer' as const) : ('cut' as const), body: null }))
        .then((result) => void answers.push({ path: target.path, sent, ms: Date.now() - sent, ...result }));
      pending.add(request);
      void request.finally(() => pending.delete(request));
    }
  }, 100);
  return {
    answers,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

/** Counts the sessions on the shop's database every 100 ms through a connection of its own. */
function watchConnections(serverUrl: string) {
  const counts: number[] = [];
  let client: pg.Client | null = null;
  let busy = false;
  const count = async () => {
    if (busy) return;
    busy = true;
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 500, query_timeout: 500 });
        fresh.on('error', () => undefined);
        await fresh.connect();
        client = fresh;
      }
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [DATABASE]);
      counts.push(rows[0]!.n);
    } catch {
      void client?.end().catch(() => undefined);
      client = null;
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void count(), 100);
  return {
    counts,
    max: () => Math.max(0, ...counts),
    async now(): Promise<number> {
      while (busy) await sleep(10);
      const before = counts.length;
      await count();
      return counts.length > before ? counts.at(-1)! : Number.NaN;
    },
    async stop() {
      clearInterval(timer);
      while (busy) await sleep(10);
      await client?.end().catch(() => undefined);
    },
  };
}

/** Waits until `within` ms of answers all succeeded; answers when the first of them was sent. */
async function recovery(answers: Answer[], since: number, within = 1500, limit = 20_000): Promise<number | null> {
  const deadline = Date.now() + limit;
  while (Date.now() < deadline) {
    await sleep(100);
    const after = answers.filter((a) => a.sent >= since);
    const lastBad = Math.max(since, ...after.filter((a) => !ok(a)).map((a) => a.sent));
    const good = after.filter((a) => a.sent > lastBad);
    if (good.length > 0 && Date.now() - lastBad > within + NO_HANG_MS) return Math.min(...good.map((a) => a.sent + a.ms));
  }
  return null;
}

/** Resolves with how long `promise` took, or Infinity when it took longer than `limit`. */
async function timed(promise: Promise<unknown>, limit: number): Promise<number> {
  const start = Date.now();
  const done = await Promise.race([promise.then(() => true), sleep(limit, false)]);
  return done ? Date.now() - start : Number.POSITIVE_INFINITY;
}

function summary(answers: Answer[]): string {
  const groups = new Map<string, number>();
  for (const a of answers) {
    const key = `${a.path} ${a.status}${a.body?.code !== undefined ? ` code ${a.body.code}` : ''}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([key, n]) => `${n}× ${key}`).join('\n');
}

let dir: string;
let postgres: TestPostgres;
let databaseUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shop-outage-'));
  postgres = await TestPostgres.start(join(dir, 'postgres'));
  databaseUrl = await createDemoDatabase(postgres.url, DATABASE);
});

afterAll(async () => {
  await postgres?.signal('SIGCONT').catch(() => undefined);
  await postgres?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function startShop(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    UPLOAD_DIR: join(dir, 'uploads'),
    PUBLIC_URL: 'http://shop.test',
    ...env,
  });
  const app = await buildApp({ config, databaseUrl, webDist: join(dir, 'no-web') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const member = await createMember(app as unknown as TestApp);
  return { app, base, auth: member.auth, poolSize: app.db.sql.options.max };
}

describe('a PostgreSQL restart', () => {
  it('answers 503 at once while the database is away, serves again within seconds of its return and never holds more than its pool and one listener', async () => {
    const { app, base, auth, poolSize } = await startShop();
    const connections = watchConnections(postgres.url);
    const load = lightLoad(base, auth);
    try {
      await sleep(1500);
      expect(summary(load.answers.filter((a) => !ok(a)))).toBe('');

      const down = Date.now();
      await postgres.stop();
      await sleep(5000);
      const restarting = Date.now();
      await postgres.start();
      const ready = Date.now();
      const recovered = await recovery(load.answers, ready);
      await sleep(1000);
      await load.stop();

      const outage = load.answers.filter((a) => a.sent >= down && a.sent <= (recovered ?? Date.now()));
      expect.soft(summary(outage.filter((a) => !ok(a) && !unavailable(a))), 'answers that were neither served nor a quick 503').toBe('');
      for (const path of ['/healthz', '/pc-api/member/user/get']) {
        expect
          .soft(
            outage.some((a) => a.path === path && unavailable(a)),
            `${path} answered 503 during the outage`,
          )
          .toBe(true);
      }
      const recoveryMs = recovered === null ? null : recovered - ready;
      const last = await connections.now();
      console.log(
        `outage: ${outage.length} answers, slowest ${Math.max(...outage.map((a) => a.ms))} ms; PostgreSQL took ${ready - restarting} ms to start again, ` +
          `the shop served again ${recoveryMs} ms later; connections at most ${connections.max()}, ${last} at the end (pool ${poolSize} + 1 listener)`,
      );
      expect.soft(recoveryMs, 'ms until served again after the restart').not.toBeNull();
      expect.soft(recoveryMs).toBeLessThan(RECOVERY_MS);
      expect.soft(connections.max(), 'most connections held at once').toBeLessThanOrEqual(poolSize + 1);
      expect(last, 'connections held at the end').toBeLessThanOrEqual(poolSize + 1);
    } finally {
      await load.stop();
      await connections.stop();
      await timed(app.close(), CLOSE_MS);
    }
  }, 60_000);

  it('closes within a bounded time while the database is down, and opens nothing once it is back', async () => {
    const { app, base, auth } = await startShop();
    const connections = watchConnections(postgres.url);
    const load = lightLoad(base, auth);
    try {
      await sleep(500);
      await postgres.stop();
      await sleep(2000);
      const closing = timed(app.close(), CLOSE_MS);
      await load.stop();
      const closeMs = await closing;
      console.log(`closed in ${closeMs} ms while PostgreSQL was down`);
      expect.soft(closeMs, 'app.close() took (ms)').toBeLessThan(CLOSE_MS);
      await postgres.start();
      await sleep(3000);
      expect(await connections.now(), 'connections left on the shop database after close').toBe(0);
    } finally {
      await load.stop();
      await connections.stop();
      await postgres.start().catch(() => undefined);
    }
  }, 60_000);
});

describe('a PostgreSQL that stops answering', () => {
  it('answers 503 within its database timeouts and closes within a bounded time', async () => {
    const { app, base, auth } = await startShop({ DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '1000' });
    const connections = watchConnections(postgres.url);
    const load = lightLoad(base, auth);
    let closing: Promise<number> | null = null;
    try {
      await sleep(1000);
      expect(summary(load.answers.filter((a) => !ok(a)))).toBe('');
      const frozen = Date.now();
      await postgres.signal('SIGSTOP');
      await sleep(4000);
      const closingAt = Date.now();
      closing = timed(app.close(), CLOSE_MS);
      await load.stop();
      // Closing may end connections that still wait for their answer.
      const during = load.answers.filter((a) => a.sent >= frozen && !(a.status === 'cut' && a.sent + a.ms >= closingAt));
      const closeMs = await closing;
      console.log(`frozen: ${during.length} answers, slowest ${Math.max(...during.map((a) => a.ms))} ms; closed in ${closeMs} ms`);
      expect.soft(summary(during.filter((a) => !ok(a) && !unavailable(a))), 'answers that were neither served nor a quick 503').toBe('');
      expect
        .soft(
          during.some((a) => a.path === '/pc-api/member/user/get' && unavailable(a)),
          'the member call answered 503',
        )
        .toBe(true);
      expect.soft(closeMs, 'app.close() took (ms)').toBeLessThan(CLOSE_MS);
      await postgres.signal('SIGCONT');
      await sleep(2000);
      expect(await connections.now(), 'connections left on the shop database after close').toBe(0);
    } finally {
      await load.stop();
      await postgres.signal('SIGCONT');
      await connections.stop();
      await timed(closing ?? app.close(), CLOSE_MS);
    }
  }, 60_000);
});

describe('the embedded PostgreSQL', () => {
  it('stops at once when its server has already ended (crashed, or stopped by hand)', async () => {
    const dataDir = join(dir, 'ended');
    const server = await startEmbeddedPostgres(dataDir);
    const postmaster = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(postmaster, 'SIGKILL');
    while (
      await readFile(join(dataDir, 'postmaster.pid'), 'utf8').then(
        () => isRunning(postmaster),
        () => false,
      )
    )
      await sleep(20);
    expect(await timed(server.stop(), CLOSE_MS), 'stop() took (ms)').toBeLessThan(1000);
  }, 30_000);
});
