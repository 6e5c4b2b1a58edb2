import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient<'query'> & {
  /** The same connections for plain SQL: the few hot reads where the ORM's cost shows (settlement). */
  readonly sql: pg.Pool;
};

/** The Prisma client over node-postgres. Query events let tests count the ORM's SQL statements. */
export function createDb(connectionString: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const client = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }), log: [{ emit: 'event', level: 'query' }] });
  return Object.assign(client, { sql: pool });
}
