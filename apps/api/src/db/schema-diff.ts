import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, schemaPath } from './paths.ts';
import { promisify } from 'node:util';

const run = promisify(execFile);
const apiDir = join(repoRoot, 'apps/api');

/** Prisma 6's CLI wants a datasource url and a generator it knows; the copy only feeds the diff. */
function forPrisma6(schema: string): string {
  return schema
    .replace(/provider\s*=\s*"prisma-client"/, 'provider = "prisma-client-js"')
    .replace(/^\s*(output|moduleFormat)\s*=.*$/gm, '')
    .replace(/provider\s*=\s*"postgresql"/, 'provider = "postgresql"\n  url = "postgresql://unused"');
}

/**
 * SQL that turns a database matching `fromSchema` (or an empty one) into one matching `toSchema`.
 * Runs Prisma 6's WebAssembly schema engine, which needs no download.
 */
export async function diffSchemas(fromSchema: string | null, toSchema: string, databaseUrl: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'schema-diff-'));
  try {
    await writeFile(join(dir, 'to.prisma'), forPrisma6(toSchema));
    const from = fromSchema === null ? ['--from-empty'] : ['--from-schema-datamodel', join(dir, 'from.prisma')];
    if (fromSchema !== null) await writeFile(join(dir, 'from.prisma'), forPrisma6(fromSchema));
    const { stdout } = await run(
      process.execPath,
      [
        join(apiDir, 'node_modules/prisma6/build/index.js'),
        'migrate',
        'diff',
        '--config',
        join(apiDir, 'scripts/prisma6.config.mjs'),
        ...from,
        '--to-schema-datamodel',
        join(dir, 'to.prisma'),
        '--script',
      ],
      {
        cwd: apiDir,
        maxBuffer: 16 * 1024 * 1024,
        env: {
          ...process.env,
          PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true',
          PRISMA_QUERY_ENGINE_LIBRARY: '/bin/true',
          PRISMA_HIDE_UPDATE_MESSAGE: '1',
          SCHEMA_DIFF_DATABASE_URL: databaseUrl,
        },
      },
    );
    return stdout.replace(/^Loaded Prisma config.*\n/m, '').trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function readSchema(): Promise<string> {
  return readFile(schemaPath, 'utf8');
}
