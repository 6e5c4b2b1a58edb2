// Config for Prisma 6's CLI, whose WebAssembly schema engine diffs schemas offline.
// Only datamodel-to-datamodel diffs are used, so the adapter never connects.
import { PrismaPg } from '@prisma/adapter-pg6';

export default {
  engine: 'js',
  experimental: { adapter: true },
  adapter: async () => new PrismaPg({ host: '127.0.0.1', database: 'unused' }),
};
