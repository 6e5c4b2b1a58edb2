// Runtime import circles of the workspace, checked by `pnpm lint`: no source file may reach itself
// through static imports. A circle makes module evaluation order decide whether a binding is ready.
// Type-only imports and exports vanish when compiled and dynamic import() runs later, so neither counts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `import … from`, `export … from` and bare `import '…'` at the start of a line; the clause only as far as names and braces go. */
const STATEMENT = /^[ \t]*(import|export)\s+(type\s+)?(?:([\w$*{},\s]*?)\s*from\s*)?['"]([^'"]+)['"]/gm;

/** Whether an import or export clause brings in nothing but types (`{ type A, type B }`). */
function typeOnly(clause) {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => /^type\s/.test(name));
}

/** The specifiers a source text loads when it runs. */
export function runtimeImports(text) {
  return [...text.matchAll(STATEMENT)]
    .filter(([, , type, clause]) => !type && !(clause && typeOnly(clause)))
    .map(([, , , , specifier]) => specifier);
}

const CANDIDATES = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

/**
 * The repository file a specifier of `from` names, or null for packages outside the workspace.
 * `exists` answers whether a repository path is a file; `packages` maps workspace package names to their exports.
 */
export function resolveImport(from, specifier, exists, packages = {}) {
  let base;
  if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier)).replaceAll('\\', '/');
  else {
    const name = Object.keys(packages).find((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));
    if (!name) return null;
    const target = packages[name].exports[`.${specifier.slice(name.length)}`];
    if (typeof target !== 'string') return null;
    base = normalize(join(packages[name].dir, target)).replaceAll('\\', '/');
  }
  const withoutJs = base.replace(/\.js$/, '');
  for (const stem of [base, withoutJs]) {
    for (const suffix of CANDIDATES) if (exists(stem + suffix)) return stem + suffix;
  }
  return null;
}

/** Strongly connected components of a graph (Map of node → Set of nodes), Tarjan's algorithm without recursion. */
function components(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, [...graph.get(root)]]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const [node, pending] = work.at(-1);
      const child = pending.pop();
      if (child !== undefined) {
        if (!index.has(child)) {
          index.set(child, next);
          low.set(child, next++);
          stack.push(child);
          onStack.add(child);
          work.push([child, [...(graph.get(child) ?? [])]]);
        } else if (onStack.has(child)) low.set(node, Math.min(low.get(node), index.get(child)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work.at(-1)[0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        found.push(component);
      }
    }
  }
  return found;
}

/** The shortest way from `start` back to itself inside one component. */
function shortestCircle(graph, start, members) {
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const child of graph.get(node)) {
      if (!members.has(child)) continue;
      if (child === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (!previous.has(child)) {
        previous.set(child, node);
        queue.push(child);
      }
    }
  }
  return [start];
}

/** Every runtime import circle of the given files ({ path, text } with repository paths), as one message each. */
export function circles(files, packages = {}) {
  const paths = new Set(files.map(({ path }) => path));
  const graph = new Map(
    files.map(({ path, text }) => [
      path,
      new Set(
        runtimeImports(text)
          .map((specifier) => resolveImport(path, specifier, (file) => paths.has(file), packages))
          .filter((target) => target !== null),
      ),
    ]),
  );
  return components(graph)
    .filter((component) => component.length > 1 || graph.get(component[0]).has(component[0]))
    .map((component) => {
      const members = new Set(component);
      const sorted = [...component].sort();
      const circle = shortestCircle(graph, sorted[0], members);
      return `import circle of ${component.length} files: ${circle.join(' → ')}${
        component.length > circle.length - 1 ? `\n  also in it: ${sorted.filter((path) => !circle.includes(path)).join(', ')}` : ''
      }`;
    })
    .sort();
}

function sourceFiles(root, folder) {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return /^(node_modules|dist.*|generated|\..*)$/.test(entry.name) ? [] : sourceFiles(root, path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const folders = ['packages', 'apps'].flatMap((top) =>
    readdirSync(join(root, top))
      .map((name) => `${top}/${name}`)
      .filter((folder) => statSync(join(root, folder)).isDirectory()),
  );
  const packages = Object.fromEntries(
    folders
      .filter((dir) => existsSync(join(root, dir, 'package.json')))
      .map((dir) => [dir, JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))])
      .filter(([, pkg]) => pkg.exports)
      .map(([dir, pkg]) => [pkg.name, { dir, exports: typeof pkg.exports === 'string' ? { '.': pkg.exports } : pkg.exports }]),
  );
  const files = folders
    .flatMap((folder) => sourceFiles(root, folder))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  const found = circles(files, packages);
  for (const line of found) console.error(line);
  console.log(`import circles: ${files.length} files, ${found.length} circles`);
  process.exit(found.length > 0 ? 1 : 0);
}
