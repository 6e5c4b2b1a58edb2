import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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

const generated = `// Generated from contract.ts by \`pnpm --filter @shop/shared gen\`; do not edit.
import type { RouteTree } from './route.ts';

export const routes = ${render(contract, '')} as const satisfies RouteTree;
`;

describe('the route table', () => {
  it('is generated from the contract (run `pnpm --filter @shop/shared gen` after changing it)', () => {
    if (process.env.UPDATE_ROUTES) writeFileSync(FILE, generated);
    expect(readFileSync(FILE, 'utf8')).toBe(generated);
  });

  it('names each method and path once', () => {
    const seen = endpointsOf(contract).map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
