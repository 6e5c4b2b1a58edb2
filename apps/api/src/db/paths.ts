import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder above this file (source or bundle) with the workspace file. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const repoRoot = findRoot();
export const schemaPath = join(repoRoot, 'prisma/schema.prisma');
export const migrationsDir = join(repoRoot, 'prisma/migrations');
export const seedDir = join(repoRoot, 'prisma/seed');
export const webDistDir = join(repoRoot, 'apps/web/dist');
export const adminDistDir = join(repoRoot, 'apps/admin/dist');
export const dataDir = join(repoRoot, '.data');
