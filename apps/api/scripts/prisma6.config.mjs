// Config for Prisma 6's CLI, whose WebAssembly schema engine diffs schemas offline.
// It opens a connection through the adapter even for datamodel-only diffs.
import { PrismaPg } from '@prisma/adapter-pg6';

const url = new URL(process.env.SCHEMA_DIFF_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');

export default {
  engine: 'js',
  experimental: { adapter: true },
  adapter: async () =>
    new PrismaPg({
      host: url.hostname,
      port: Number(url.port || 5432),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: url.pathname.slice(1) || 'postgres',
    }),
};
