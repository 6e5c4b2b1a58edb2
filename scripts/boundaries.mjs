// Import boundaries of the workspace, checked by `pnpm lint`: which folder may import which.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const FEATURE = /^apps\/(web|admin)\/src\/features\/([^/]+)\/(.*)$/;
/** What the apps' shared client plumbing may build on: the shared package and React (its forms and tests included). */
const CLIENT_IMPORTS = /^(@shop\/shared|react|react-dom|react-hook-form|@hookform\/resolvers|vitest|@testing-library\/[^/]+)(\/|$)/;

/** Each rule answers a message when `from` (a file) must not import `to` (a file or package), else null. */
export const RULES = [
  (from, to) =>
    from.startsWith('packages/shared/') && (to.startsWith('apps/') || /^@shop\/(api|web|admin)\b/.test(to))
      ? 'packages/shared imports nothing from the apps'
      : null,
  (from, to) =>
    from.startsWith('packages/client/') && !to.startsWith('packages/client/') && !CLIENT_IMPORTS.test(to)
      ? 'packages/client imports only @shop/shared and React, never an app'
      : null,
  (from, to) =>
    from.startsWith('apps/api/src/plugins/') && to.startsWith('apps/api/src/modules/') ? 'api plugins never import domain modules' : null,
  (from, to) => {
    const [source, target] = [FEATURE.exec(from), FEATURE.exec(to)];
    if (!source || !target || source[1] !== target[1] || source[2] === target[2]) return null;
    return target[3] === 'index.ts' ? null : `features use each other only through their index.ts (${target[2]}/index.ts)`;
  },
  (from, to) => {
    const app = /^apps\/(web|admin)\/src\/(lib|components)\//.exec(from)?.[1];
    return app && (to.startsWith(`apps/${app}/src/features/`) || to.startsWith(`apps/${app}/src/app/`))
      ? 'lib/ and components/ are feature-free: they import no feature and not the app shell'
      : null;
  },
  (from, to) => {
    const [source, target] = [/^apps\/([^/]+)\//.exec(from)?.[1], /^apps\/([^/]+)\//.exec(to)?.[1]];
    return source && target && source !== target ? `apps never import each other (${source} → ${target})` : null;
  },
];

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** The modules a source file imports: resolved to repository paths when relative, else as written. */
export function importsOf(file, text) {
  return [...text.matchAll(SPECIFIER)].map(([, specifier]) =>
    specifier.startsWith('.') ? normalize(join(dirname(file), specifier)).replaceAll('\\', '/') : specifier,
  );
}

/** Every broken boundary of the given files ({ path, text } with repository paths). */
export function violations(files) {
  return files.flatMap(({ path, text }) =>
    importsOf(path, text).flatMap((to) =>
      RULES.map((rule) => rule(path, to))
        .filter(Boolean)
        .map((message) => `${path} → ${to}: ${message}`),
    ),
  );
}

function sourceFiles(root, folder) {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return ['node_modules', 'dist', 'generated'].includes(entry.name) ? [] : sourceFiles(root, path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const folders = ['packages', 'apps'].flatMap((top) => readdirSync(join(root, top)).map((name) => `${top}/${name}`));
  const files = folders
    .flatMap((folder) => sourceFiles(root, folder))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  const found = violations(files);
  for (const line of found) console.error(line);
  console.log(`import boundaries: ${files.length} files, ${found.length} violations (${relative(process.cwd(), root) || '.'})`);
  process.exit(found.length > 0 ? 1 : 0);
}
