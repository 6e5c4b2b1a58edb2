import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type DatabaseServer } from '../src/db/embedded.ts';

/** Testcontainers answers in milliseconds when no container runtime exists. */
async function startContainer(): Promise<DatabaseServer | null> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
  } catch {
    return null;
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:17-alpine').start();
  const url = new URL(container.getConnectionUri());
  url.pathname = '/postgres';
  return { url: url.toString(), stop: async () => void (await container.stop()) };
}

/**
 * The PostgreSQL server the tests create their databases on: DATABASE_URL when given, else a
 * container when a runtime answers, else an embedded server.
 */
export async function startTestDatabaseServer(): Promise<DatabaseServer & { kind: string }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined, kind: 'DATABASE_URL' };
  const container = await startContainer();
  if (container) return { ...container, kind: 'testcontainers' };
  const embedded = await startEmbeddedPostgres(join(tmpdir(), `shop-test-postgres-${process.getuid?.() ?? 'user'}`));
  return { ...embedded, kind: 'embedded' };
}
