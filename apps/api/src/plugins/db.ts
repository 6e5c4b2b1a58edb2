import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDb, type Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp(
  async function db(app: FastifyInstance, opts: { databaseUrl: string }) {
    const client = createDb(opts.databaseUrl);
    await client.$connect();
    app.decorate('db', client);
    app.addHook('onClose', async () => client.$disconnect());
  },
  { name: 'db' },
);
