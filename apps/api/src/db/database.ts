import { join } from 'node:path';
import type { Config } from '../config/config.ts';
import { ensureDatabase, startEmbeddedPostgres, withDatabase } from './embedded.ts';
import { createDb } from './client.ts';
import { applyMigrations } from './migrate.ts';
import { seedDemoCatalogue, seedReferenceData } from './seed.ts';
import { seedDemoContent } from './seed-content.ts';

export interface DatabaseHandle {
  url: string;
  /** The embedded server's data folder; null with DATABASE_URL. */
  embeddedDir: string | null;
  stop(): Promise<void>;
}

/**
 * The shop's database: DATABASE_URL when given, otherwise an embedded PostgreSQL with its data
 * under $DATA_DIR/postgres. Pending migrations are applied either way.
 */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    await applyMigrations(config.DATABASE_URL);
    return { url: config.DATABASE_URL, embeddedDir: null, stop: async () => undefined };
  }
  const embeddedDir = join(config.dataDir, 'postgres');
  const server = await startEmbeddedPostgres(embeddedDir);
  try {
    await ensureDatabase(server.url, 'shop');
    const url = withDatabase(server.url, 'shop');
    await applyMigrations(url);
    return { url, embeddedDir, stop: server.stop };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** A new database on the server, migrated and holding the demo shop: for tests and benchmarks. */
export async function createDemoDatabase(serverUrl: string, name: string): Promise<string> {
  await ensureDatabase(serverUrl, name);
  const url = withDatabase(serverUrl, name);
  await applyMigrations(url);
  const db = createDb(url, { poolSize: 2, applicationName: 'shop-seed' });
  try {
    await seedReferenceData(db);
    await seedDemoCatalogue(db);
    await seedDemoContent(db);
  } finally {
    await db.$disconnect();
  }
  return url;
}
