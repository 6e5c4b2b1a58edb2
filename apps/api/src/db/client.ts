import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient<'query'>;

/** The Prisma client over node-postgres. Query events let tests count SQL statements. */
export function createDb(connectionString: string, poolSize = 10): Db {
  const adapter = new PrismaPg({ connectionString, max: poolSize });
  return new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
}
