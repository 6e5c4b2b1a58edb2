// The storefront's texts a first render may show, checked by `pnpm lint`. The app ships
// apps/web/src/locales/<language>/translation.json; the texts of the pages rendered in the browser
// (checkout, orders, the member's pages) and of the shell's parts loaded on a touch (the cart's lines)
// are in later.json, which that code loads with it (`laterTextsLoaded()`). No file a server-rendered
// page runs before its first render may name a text of later.json: the entry, src/boot.tsx, every
// module of the page manifest (packages/shared/src/pages.ts) and what they import, statically or
// on a touch; the dynamic imports of a file that calls `laterTextsLoaded()` (the router's pages
// rendered in the browser, the cart's lines) come with those texts and are not followed.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveImport, runtimeImports } from './import-circles.mjs';

const WEB = 'apps/web';

/** The specifiers of `import('…')` calls with a plain string. */
export function dynamicImports(text) {
  return [...text.matchAll(/\bimport\(\s*(['"])([^'"`]+)\1\s*\)/g)].map(([, , specifier]) => specifier);
}

/**
 * The files that run before a server-rendered page's first render, from the roots (repository
 * paths), following static imports and the dynamic ones of a file that does not load the later texts.
 */
export function firstRenderFiles(roots, read, exists, packages) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length) {
    const path = queue.pop();
    if (seen.has(path) || !exists(path)) continue;
    seen.add(path);
    const text = read(path);
    const specifiers = [...runtimeImports(text), ...(/\blaterTextsLoaded\(\)/.test(text) ? [] : dynamicImports(text))];
    for (const specifier of specifiers) {
      const target = resolveImport(path, specifier, exists, packages);
      if (target && /\.(ts|tsx|mjs)$/.test(target)) queue.push(target);
    }
  }
  return [...seen];
}

/**
 * The string literals of a source text: whole strings, and the part of a template before its first
 * `${`. Read from every quote on (an apostrophe in a comment may pair with any later quote), so a
 * literal is never missed; what else is read only keeps more texts in the first render.
 */
export function literalsOf(text) {
  const quoted = [...text.matchAll(/(?=(['"])((?:(?!\1)[^\\\n])*)\1)/g)].map(([, , inner]) => inner);
  const templates = [...text.matchAll(/(?=`([^`$\\]*)(\$\{)?)/g)].map(([, head, open]) => (open ? `${head}\${` : head));
  return [...quoted, ...templates];
}

/** The key of every text of a resource (`checkout.title`; a list is one text, read with `returnObjects`). */
export function textKeys(value, prefix = '') {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => textKeys(inner, prefix ? `${prefix}.${key}` : key));
}

/**
 * Whether a literal names the text: its key, a group of texts read at once (`themes.x.links`, with a
 * dot: one word is too often something else) or a prefix a key is built on (`orders.status.${`, `checkout.`).
 */
export function names(literal, path) {
  // A plural or a context is its key with a suffix (`product.totalFor_one`).
  if (literal === path || path.startsWith(`${literal}_`) || (literal.includes('.') && path.startsWith(`${literal}.`))) return true;
  if (literal.endsWith('${')) {
    const head = literal.slice(0, -2);
    return head !== '' && (path.startsWith(head) || head.startsWith(`${path}.`));
  }
  return literal.endsWith('.') && literal.length > 1 && path.startsWith(literal);
}

/** Each text of `later` that a first-render file names, as one message each (empty when none does). */
export function laterTextProblems(files, later) {
  const paths = textKeys(later);
  return files.flatMap(({ path, text }) => {
    const literals = literalsOf(text);
    return paths
      .filter((key) => literals.some((literal) => names(literal, key)))
      .map((key) => `${path}: '${key}' shows on a server-rendered page's first render; move it from later.json to translation.json`);
  });
}

function workspacePackages(root) {
  const folders = ['packages', 'apps'].flatMap((top) =>
    readdirSync(join(root, top))
      .map((name) => `${top}/${name}`)
      .filter((folder) => statSync(join(root, folder)).isDirectory() && existsSync(join(root, folder, 'package.json'))),
  );
  return Object.fromEntries(
    folders
      .map((dir) => [dir, JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))])
      .filter(([, pkg]) => pkg.exports)
      .map(([dir, pkg]) => [pkg.name, { dir, exports: typeof pkg.exports === 'string' ? { '.': pkg.exports } : pkg.exports }]),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const read = (path) => readFileSync(join(root, path), 'utf8');
  const exists = (path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile();
  const manifest = read('packages/shared/src/pages.ts');
  const modules = [...new Set([...manifest.matchAll(/'(src\/[^']+)'/g)].map(([, path]) => `${WEB}/${path}`))];
  const files = firstRenderFiles([`${WEB}/src/main.tsx`, `${WEB}/src/boot.tsx`, ...modules], read, exists, workspacePackages(root));
  const later = JSON.parse(read(`${WEB}/src/locales/en/later.json`));
  const found = laterTextProblems(
    files.map((path) => ({ path, text: read(path) })),
    later,
  );
  for (const line of found) console.error(line);
  console.log(`first-render texts: ${files.length} files, ${textKeys(later).length} later texts, ${found.length} problems`);
  process.exit(found.length > 0 ? 1 : 0);
}
