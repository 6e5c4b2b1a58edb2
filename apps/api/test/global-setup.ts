import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client.ts';
import { dropDatabase, ensureDatabase, withDatabase } from '../src/db/embedded.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { seedDemoCatalogue, seedReferenceData } from '../src/db/seed.ts';
import { startTestDatabaseServer } from './database-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

/** One migrated, seeded template database per run; every test file clones it (fast). */
export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer();
  const template = `shop_test_tpl_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(server.url, template);
  const url = withDatabase(server.url, template);
  await applyMigrations(url);
  const db = createDb(url, 2);
  await seedReferenceData(db);
  await seedDemoCatalogue(db);
  await db.$disconnect();
  project.provide('databaseServerUrl', server.url);
  project.provide('templateDatabase', template);
  console.log(`test databases on ${server.kind} PostgreSQL, template ${template}`);
  return async () => {
    await dropDatabase(server.url, template);
    await server.stop();
  };
}
