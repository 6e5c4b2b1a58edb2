// Writes the SQL migration for the change between the schema the migrations were last written
// for (the committed schema.prisma of the newest migration) and the working schema.prisma.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { dataDir, migrationsDir, repoRoot } from '../src/db/paths.ts';
import { diffSchemas, readSchema } from '../src/db/schema-diff.ts';

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

const name = process.argv[2] ?? '';
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: pnpm db:migration <name>   (lower-case letters, digits and underscores)');
  process.exit(1);
}
if (git('status', '--porcelain', '--', 'prisma/migrations') !== '') {
  console.error('Commit or discard the changes under prisma/migrations first: the base schema is read from git.');
  process.exit(1);
}
const base = git('log', '-1', '--format=%H', '--', 'prisma/migrations');
const fromSchema = base ? git('show', `${base}:prisma/schema.prisma`) : null;
// Prisma 6's engine opens a connection even for a schema-to-schema diff: any server will do.
const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(join(dataDir, 'postgres'));
const sql = await diffSchemas(fromSchema, await readSchema(), process.env.DATABASE_URL ?? embedded!.url).finally(() => embedded?.stop());
if (!/^(?!--)\S/m.test(sql)) {
  console.log('schema.prisma and the migrations agree: nothing to write.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = join(migrationsDir, `${stamp}_${name}`);
await mkdir(dir, { recursive: true });
await writeFile(join(dir, 'migration.sql'), `${sql}\n`);
const lock = join(migrationsDir, 'migration_lock.toml');
if (!existsSync(lock)) await writeFile(lock, 'provider = "postgresql"\n');
console.log(`Wrote ${dir}/migration.sql: review it, add what Prisma cannot model (checks, search indexes), commit.`);
