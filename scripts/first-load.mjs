// The storefront's first-load JavaScript per page, read from a built storefront (it builds nothing:
// run `pnpm --filter @shop/web build` first). Counted as the server lists a page's code
// (apps/api/src/modules/storefront/render-page.ts): the entry (index.html's script and its imports),
// the app (src/boot.tsx and its imports) and the page's module with its imports, each file once,
// minified as built and gzip -9 per file. Dynamic imports are not followed: they load later.
//
//   node scripts/first-load.mjs [path/to/web/dist] [--files]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const APP_MODULE = 'src/boot.tsx';

/**
 * The pages measured and their modules: those of packages/shared/src/pages.ts for the server-rendered
 * ones; checkout renders in the browser, which loads the router's lazy page (apps/web/src/app/router.tsx)
 * together with the texts of such pages (English here), counted with it.
 */
export const PAGES = [
  { name: 'home', module: 'src/features/catalog/pages/home-page.tsx' },
  { name: 'product list', module: 'src/features/catalog/pages/product-list-page.tsx' },
  { name: 'product page', module: 'src/features/catalog/pages/product-detail-page.tsx' },
  { name: 'checkout', module: 'src/features/checkout/pages/checkout-page.tsx', with: ['src/locales/en/later.json'] },
];

/** The keys of a manifest entry and of the chunks it imports statically, each once, in the order the server lists them. */
export function chunkKeys(manifest, key, seen = new Set()) {
  if (!manifest[key] || seen.has(key)) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((imported) => chunkKeys(manifest, imported, seen))];
}

/** Every page's first load in parts (entry, app, page), each part's files not already counted in an earlier part. */
export function firstLoads(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  if (!manifest[APP_MODULE]) throw new Error(`the manifest has no ${APP_MODULE}`);
  return PAGES.map(({ name, module, with: alongside = [] }) => {
    if (!manifest[module]) throw new Error(`the manifest has no ${module} (${name})`);
    const seen = new Set();
    const parts = [
      { part: 'entry', keys: chunkKeys(manifest, entry, seen) },
      { part: 'app', keys: chunkKeys(manifest, APP_MODULE, seen) },
      { part: "page's module", keys: chunkKeys(manifest, module, seen) },
      // Absent from a build made before those texts were apart.
      ...(alongside.some((key) => manifest[key])
        ? [{ part: 'loaded with it', keys: alongside.flatMap((key) => chunkKeys(manifest, key, seen)) }]
        : []),
    ];
    return { name, parts: parts.map(({ part, keys }) => ({ part, files: keys.map((key) => manifest[key].file) })) };
  });
}

/** Bytes of `gzip -9` (without a file name in the header); Node's zlib at level 9 where gzip is missing (a few bytes apart). */
function gzipBytes(bytes) {
  try {
    return execFileSync('gzip', ['-9', '-n', '-c'], { input: bytes, maxBuffer: 64 * 1024 * 1024 }).length;
  } catch {
    return gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
  }
}

/** Minified and gzip -9 bytes of a built file. */
function sizeOf(dist, file) {
  const bytes = readFileSync(join(dist, file));
  return { min: bytes.length, gzip: gzipBytes(bytes) };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const summary = (sizes) => {
  const sum = (field) => sizes.reduce((total, size) => total + size[field], 0);
  return `${sizes.length} file${sizes.length === 1 ? '' : 's'}, ${kB(sum('min'))} / ${kB(sum('gzip'))}`;
};

function main() {
  const args = process.argv.slice(2);
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dist = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(root, 'apps/web/dist'));
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`${manifestPath} not found: build the storefront first (pnpm --filter @shop/web build)`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  console.log(`First-load JavaScript of ${dist} (minified / gzip -9, each file once)\n`);
  console.log('| first load | files, minified / gzip |\n|---|---|');
  for (const { name, parts } of firstLoads(manifest)) {
    const sized = parts.map(({ part, files }) => ({ part, sizes: files.map((file) => ({ file, ...sizeOf(dist, file) })) }));
    for (const { part, sizes } of sized) console.log(`| ${name}: ${part} | ${summary(sizes)} |`);
    console.log(`| **${name}, in all** | ${summary(sized.flatMap(({ sizes }) => sizes))} |`);
    if (args.includes('--files')) {
      for (const { part, sizes } of sized) {
        for (const { file, min, gzip } of [...sizes].sort((a, b) => b.gzip - a.gzip)) {
          console.log(`|   ${part}: ${file} | ${kB(min)} / ${kB(gzip)} |`);
        }
      }
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
