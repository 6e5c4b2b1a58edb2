// Generates the Prisma client. Prisma's CLI downloads a schema engine before any command, even
// though `generate` does not use it; pointing it at a no-op binary keeps generation offline.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY && existsSync('/bin/true')) env.PRISMA_SCHEMA_ENGINE_BINARY = '/bin/true';
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
execFileSync('pnpm', ['exec', 'prisma', 'generate', '--schema', `${root}prisma/schema.prisma`], {
  stdio: 'inherit',
  env,
  cwd: fileURLToPath(new URL('..', import.meta.url)),
});
