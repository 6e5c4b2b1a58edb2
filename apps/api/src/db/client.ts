import { setTimeout as sleep } from 'node:timers/promises';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient<'query'> & {
  /** The same connections for plain SQL: the few hot reads where the ORM's cost shows (settlement). */
  readonly sql: pg.Pool;
};

export interface DbOptions {
  poolSize?: number;
  /**
   * Longest wait for a connection, a free one of the pool or a new one; then the statement fails
   * (and the request answers 503) instead of waiting for a server that does not answer.
   */
  connectTimeoutMs?: number;
  /**
   * Longest a statement may run: the server cancels it then. Should the server not answer at all,
   * the client gives up one second later and drops the connection.
   */
  statementTimeoutMs?: number;
  /** How the connections are named in `pg_stat_activity`. */
  applicationName?: string;
  /** Told when an idle connection breaks (the server restarted); the pool drops it and opens another when needed. */
  onIdleError?: (error: Error) => void;
}

const DB_TIMEOUTS = { connectTimeoutMs: 5_000, statementTimeoutMs: 10_000 };

/** The settings every connection of the shop gets (pool and catalogue listener). */
export function connectionSettings(connectionString: string, options: DbOptions = {}): pg.ClientConfig {
  const statementTimeoutMs = options.statementTimeoutMs ?? DB_TIMEOUTS.statementTimeoutMs;
  return {
    connectionString,
    application_name: options.applicationName ?? 'shop',
    connectionTimeoutMillis: options.connectTimeoutMs ?? DB_TIMEOUTS.connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/**
 * The Prisma client over node-postgres. Query events let tests count the ORM's SQL statements.
 * Every wait on the server is bounded (see DbOptions), so a database that is away or stuck makes
 * statements fail within seconds instead of piling up.
 */
export function createDb(connectionString: string, options: DbOptions = {}): Db {
  const pool = new pg.Pool({ ...connectionSettings(connectionString, options), max: options.poolSize ?? 10, idleTimeoutMillis: 10_000 });
  pool.on('error', (error) => options.onIdleError?.(error));
  const client = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }), log: [{ emit: 'event', level: 'query' }] });
  return Object.assign(client, { sql: pool });
}

/**
 * Ends a connection politely, or after `ms` cuts it: a server that stopped answering never
 * acknowledges the goodbye.
 */
export async function endClient(client: pg.Client, ms = 1_000): Promise<void> {
  const ended = await Promise.race([
    client.end().then(
      () => true,
      () => true,
    ),
    sleep(ms, false, { ref: false }),
  ]);
  if (!ended) client.connection.stream.destroy();
}
