import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../src/db/paths.ts';

/**
 * The storefront's real server renderer, built for a test beside a small index.html and a Vite
 * manifest naming the design editor's chunks. `webDist` goes to `createTestApp`; `remove` deletes it all.
 */
export async function buildWebForTest(): Promise<{ webDist: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'shop-ssr-'));
  const webDist = join(folder, 'dist');
  await mkdir(join(webDist, '.vite'), { recursive: true });
  // The design editor's chunks as Vite's manifest names them: its frame, and the canvas's code beside it.
  await writeFile(
    join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/boot.tsx': { file: 'assets/boot-2.js', imports: ['_shared.js'] },
      'src/features/catalog/design/design-page.tsx': { file: 'assets/design-page-3.js', imports: ['_shared.js', '_design-model.js'] },
      'src/features/catalog/design/design-objects.ts': { file: 'assets/design-objects-4.js', imports: ['_design-model.js'] },
      '_shared.js': { file: 'assets/shared-5.js' },
      '_design-model.js': { file: 'assets/design-model-6.js' },
    }),
  );
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Paper &amp; Craft</title><meta name="description" content="The shop." /><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  const web = join(repoRoot, 'apps/web');
  execFileSync(
    process.execPath,
    [
      join(web, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      join(folder, 'dist-ssr'),
      '--logLevel',
      'error',
    ],
    // As `pnpm build` builds it (the test runner's NODE_ENV is `test`).
    { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  return { webDist, remove: () => rm(folder, { recursive: true, force: true }) };
}
