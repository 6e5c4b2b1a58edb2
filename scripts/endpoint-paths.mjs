// The apps call endpoints only through their typed clients (`client.trade.order.getDetail({ id })`),
// checked by `pnpm lint`: outside the files that send requests, no string in apps/web/src or
// apps/admin/src starts with /pc-api/ or /admin-api/ or is an endpoint's path.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const APPS = ['apps/web/src', 'apps/admin/src'];

/** The files that send requests, so name the API's prefix. */
const CLIENT_FILES = ['apps/web/src/lib/api-client.ts', 'apps/admin/src/lib/api-client.ts'];

const PREFIX = /['"`]\/?(?:pc-api|admin-api)\//;

/** The endpoint paths of the generated route table (both tables), from its text. */
export function pathsOf(routesText) {
  return [...routesText.matchAll(/\bpath: '([^']+)'/g)].map(([, path]) => path);
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each string naming the API by its path ({ path, text } with repository paths), as "file:line: string". */
export function violations(files, paths) {
  const named = new RegExp(`['"\`]/?(?:${paths.map(escapeRegExp).join('|')})(?=[?'"\`])`);
  return files
    .filter(({ path }) => !CLIENT_FILES.includes(path))
    .flatMap(({ path, text }) =>
      text.split('\n').flatMap((line, index) => {
        const found = PREFIX.exec(line) ?? named.exec(line);
        return found ? [`${path}:${index + 1}: ${line.trim()}`] : [];
      }),
    );
}

function sourceFiles(root, folder) {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(root, path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const paths = pathsOf(readFileSync(join(root, 'packages/shared/src/api/routes.ts'), 'utf8'));
  const files = APPS.flatMap((folder) => sourceFiles(root, folder)).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  const found = violations(files, paths);
  for (const line of found) console.error(line);
  console.log(
    `endpoint paths in the apps: ${files.length} files, ${paths.length} paths, ${found.length} strings naming one (${relative(process.cwd(), root) || '.'})`,
  );
  process.exit(found.length > 0 ? 1 : 0);
}
