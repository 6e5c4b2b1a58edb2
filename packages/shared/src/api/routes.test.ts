import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminContract } from './admin-contract.ts';
import { contract } from './contract.ts';
import { endpointsOf, type EndpointDef, type EndpointTree } from './endpoint.ts';
import type { InputPlace } from './route.ts';

const FILE = new URL('./routes.ts', import.meta.url);

function placeOf(e: EndpointDef): InputPlace {
  if (e.multipart) return 'form';
  if (e.body) return 'body';
  return e.query ? 'query' : 'none';
}

function render(tree: EndpointTree, indent: string): string {
  const lines = Object.entries(tree).map(([name, node]) => {
    const value =
      typeof node.path === 'string'
        ? `{ method: '${(node as EndpointDef).method}', path: '${(node as EndpointDef).path}', input: '${placeOf(node as EndpointDef)}' }`
        : render(node as EndpointTree, `${indent}  `);
    return `${indent}  ${name}: ${value},`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

const generated = `// Generated from contract.ts and admin-contract.ts by \`pnpm --filter @shop/shared gen\`; do not edit.
import type { RouteTree } from './route.ts';

export const routes = ${render(contract, '')} as const satisfies RouteTree;

/** The back office's routes, under /admin-api. */
export const adminRoutes = ${render(adminContract, '')} as const satisfies RouteTree;
`;

describe('the route table', () => {
  it('is generated from the contract (run `pnpm --filter @shop/shared gen` after changing it)', () => {
    if (process.env.UPDATE_ROUTES) writeFileSync(FILE, generated);
    expect(readFileSync(FILE, 'utf8')).toBe(generated);
  });

  it('names each method and path once', () => {
    for (const table of [contract, adminContract]) {
      const seen = endpointsOf(table).map(([, e]) => `${e.method} ${e.path}`);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it('keeps admin access out of the storefront table and member access out of the admin table', () => {
    for (const [name, e] of endpointsOf(contract)) expect(e.access === 'public' || e.access === 'member', name).toBe(true);
    for (const [name, e] of endpointsOf(adminContract)) expect(e.access !== 'member', name).toBe(true);
  });
});
