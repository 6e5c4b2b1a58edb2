import { describe, expect, it } from 'vitest';
import { adminContract } from './admin-contract.ts';
import { contract } from './contract.ts';
import { endpointsOf } from './endpoint.ts';

describe('the endpoint tables', () => {
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
