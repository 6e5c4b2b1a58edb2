import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDb, type Db, type DbOptions } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** What the log keeps of a broken idle connection's error: pg hangs its whole client (kilobytes of state) on it. */
const brokenConnection = (error: Error & { code?: string }) => ({ type: error.name, code: error.code, message: error.message });

export default fp(
  async function db(app: FastifyInstance, opts: { databaseUrl: string } & Pick<DbOptions, 'connectTimeoutMs' | 'statementTimeoutMs'>) {
    const client = createDb(opts.databaseUrl, {
      ...opts,
      applicationName: 'shop-api',
      onIdleError: (error) =>
        app.log.warn({ err: brokenConnection(error) }, 'a database connection broke; the pool opens another when needed'),
    });
    await client.$connect();
    app.decorate('db', client);
    app.addHook('onClose', async () => client.$disconnect());
  },
  { name: 'db' },
);
