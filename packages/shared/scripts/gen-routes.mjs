// Writes src/api/routes.ts, the zod-free half of the endpoint tables that browsers load (method,
// path, where the input goes), from contract.ts and admin-contract.ts. With --check it writes
// nothing and fails when the file is not what the tables make (`pnpm lint` runs that). Another
// file than routes.ts may be named as the argument.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createViteServer } from 'vitest/node';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const ROUTES = fileURLToPath(new URL('../src/api/routes.ts', import.meta.url));

/** Where an endpoint's input travels: `InputPlace` in route.ts. */
function placeOf(endpoint) {
  if (endpoint.multipart) return 'form';
  if (endpoint.body) return 'body';
  return endpoint.query ? 'query' : 'none';
}

function render(tree, indent) {
  const lines = Object.entries(tree).map(([name, node]) => {
    const value =
      typeof node.path === 'string'
        ? `{ method: '${node.method}', path: '${node.path}', input: '${placeOf(node)}' }`
        : render(node, `${indent}  `);
    return `${indent}  ${name}: ${value},`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** routes.ts as the tables make it. The tables are TypeScript, so Vite (which vitest brings) loads them. */
async function generated() {
  const server = await createViteServer({
    configFile: false,
    root: PACKAGE,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true },
  });
  try {
    const { contract } = await server.ssrLoadModule('/src/api/contract.ts');
    const { adminContract } = await server.ssrLoadModule('/src/api/admin-contract.ts');
    return `// Generated from contract.ts and admin-contract.ts by \`pnpm --filter @shop/shared gen\`; do not edit.
import type { RouteTree } from './route.ts';

export const routes = ${render(contract, '')} as const satisfies RouteTree;

/** The back office's routes, under /admin-api. */
export const adminRoutes = ${render(adminContract, '')} as const satisfies RouteTree;
`;
  } finally {
    await server.close();
  }
}

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--')) ?? ROUTES;
const text = await generated();
if (!args.includes('--check')) {
  writeFileSync(file, text);
} else if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
  console.error(`${relative(process.cwd(), file)} is stale (not what the endpoint tables make): run \`pnpm --filter @shop/shared gen\``);
  process.exit(1);
}
