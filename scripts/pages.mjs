// The storefront's routes against its page manifest, checked by `pnpm lint`: every page that
// apps/web/src/app/router.tsx routes (its `PAGES`, element by path, each route's `handle` taken from
// the manifest) has its entry in packages/shared/src/pages.ts, every entry its route, no route names
// a path of its own, and every page module the manifest names exists.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROUTER = 'apps/web/src/app/router.tsx';
const MANIFEST = 'packages/shared/src/pages.ts';

/** The keys of the object literal opened by `start`: one a line, quoted first. */
function keysOf(text, start) {
  const from = text.indexOf(start);
  const body = from < 0 ? '' : (/^([\s\S]*?)\n\}/.exec(text.slice(from + start.length))?.[1] ?? '');
  return [...body.matchAll(/^ {2}'([^']+)':/gm)].map(([, path]) => path);
}
const manifestPaths = (manifest) => keysOf(manifest, 'export const STOREFRONT_PAGES = {');

/** Every problem found (empty when router and manifest agree); `webFileExists` answers for paths inside apps/web. */
export function pageProblems({ manifest, router, webFileExists }) {
  const entries = manifestPaths(manifest);
  const routed = keysOf(router, 'const PAGES: Record<PagePath, ReactNode> = {');
  const ownPaths = router.split('\n').flatMap((line, i) => (/(^|[{,])\s*path\s*:/.test(line) ? [i + 1] : []));
  const modules = [...new Set([...manifest.matchAll(/'(src\/[^']+)'/g)].map(([, path]) => path))];
  return [
    ...routed.filter((path) => !entries.includes(path)).map((path) => `${ROUTER}: '${path}' is routed but has no entry in ${MANIFEST}`),
    ...[...new Set(routed.filter((path, i) => routed.indexOf(path) !== i))].map((path) => `${ROUTER}: '${path}' is routed twice`),
    ...ownPaths.map(
      (line) => `${ROUTER}:${line}: a route names its own path; give its page an element in PAGES, so its handle comes from the manifest`,
    ),
    ...entries.filter((path) => !routed.includes(path)).map((path) => `${MANIFEST}: '${path}' has no route in ${ROUTER}`),
    ...modules.filter((path) => !webFileExists(path)).map((path) => `${MANIFEST}: '${path}' names no file in apps/web`),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const manifest = readFileSync(join(root, MANIFEST), 'utf8');
  const found = pageProblems({
    manifest,
    router: readFileSync(join(root, ROUTER), 'utf8'),
    webFileExists: (path) => existsSync(join(root, 'apps/web', path)),
  });
  for (const line of found) console.error(line);
  console.log(`storefront pages: ${manifestPaths(manifest).length} in the manifest, ${found.length} problems`);
  process.exit(found.length > 0 ? 1 : 0);
}
