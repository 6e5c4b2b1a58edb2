import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminContract } from './admin-contract.ts';
import { contract } from './contract.ts';
import { type EndpointDef, type EndpointTree, endpointsOf, isEndpoint } from './endpoint.ts';

const TABLES = ['contract.ts', 'admin-contract.ts', 'routes.ts'];

function collect(node: unknown, into: Set<EndpointDef>): void {
  if (typeof node !== 'object' || node === null || Object.getPrototypeOf(node) !== Object.prototype) return;
  if (isEndpoint(node as EndpointTree)) into.add(node as EndpointDef);
  else for (const child of Object.values(node)) collect(child, into);
}

/** Every endpoint that the modules of a folder (the tables and tests aside) export. */
async function definedIn(folder: URL): Promise<Set<EndpointDef>> {
  const found = new Set<EndpointDef>();
  for (const name of readdirSync(folder)) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts') || TABLES.includes(name)) continue;
    collect({ ...(await import(new URL(name, folder).href)) }, found);
  }
  return found;
}

describe('the endpoint tables', () => {
  it('take each endpoint from its domain file: the storefront from api/<domain>.ts, the back office from api/admin/<domain>.ts', async () => {
    const storefront = await definedIn(new URL('./', import.meta.url));
    const backOffice = await definedIn(new URL('./admin/', import.meta.url));
    for (const [name, e] of endpointsOf(contract)) expect(storefront.has(e), `contract.${name}`).toBe(true);
    for (const [name, e] of endpointsOf(adminContract)) expect(backOffice.has(e), `adminContract.${name}`).toBe(true);
    expect(storefront.size).toBe(endpointsOf(contract).length);
    expect(backOffice.size).toBe(endpointsOf(adminContract).length);
  });

  it('name each method and path once', () => {
    for (const table of [contract, adminContract]) {
      const seen = endpointsOf(table).map(([, e]) => `${e.method} ${e.path}`);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it('keep admin access out of the storefront table and member access out of the admin table', () => {
    for (const [name, e] of endpointsOf(contract)) expect(e.access === 'public' || e.access === 'member', name).toBe(true);
    for (const [name, e] of endpointsOf(adminContract)) expect(e.access !== 'member', name).toBe(true);
  });
});
