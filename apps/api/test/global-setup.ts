import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createDemoDatabase } from '../src/db/database.ts';
import { dropDatabase } from '../src/db/embedded.ts';
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
  await createDemoDatabase(server.url, template);
  project.provide('databaseServerUrl', server.url);
  project.provide('templateDatabase', template);
  console.log(`test databases on ${server.kind} PostgreSQL, template ${template}`);
  return async () => {
    await dropDatabase(server.url, template);
    await server.stop();
  };
}
