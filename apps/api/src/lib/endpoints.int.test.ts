import { adminContract, contract, endpointsOf } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
});
afterAll(async () => app.close());

type Operation = { requestBody?: unknown; parameters?: unknown[]; responses: Record<string, unknown>; summary?: string };

/** The API's routes as its OpenAPI document lists them: "METHOD /path". */
function documented(): Map<string, Operation> {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  return new Map(
    Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const),
    ),
  );
}

describe('the endpoint table', () => {
  it.each([
    ['/pc-api', contract],
    ['/admin-api', adminContract],
  ] as const)('is what the API serves under %s, and nothing else', (prefix, table) => {
    const listed = endpointsOf(table)
      .map(([, e]) => `${e.method} ${prefix}/${e.path}`)
      .sort();
    const served = [...documented().keys()].filter((route) => route.includes(` ${prefix}/`)).sort();
    expect(served).toEqual(listed);
    for (const [, e] of endpointsOf(table)) expect(app.hasRoute({ method: e.method, url: `${prefix}/${e.path}` })).toBe(true);
  });

  it('documents every endpoint with its summary, input and answer', () => {
    const operations = documented();
    const both = [
      ...endpointsOf(contract).map(([name, e]) => [name, e, '/pc-api'] as const),
      ...endpointsOf(adminContract).map(([name, e]) => [name, e, '/admin-api'] as const),
    ];
    for (const [name, e, prefix] of both) {
      const op = operations.get(`${e.method} ${prefix}/${e.path}`);
      expect(op?.summary, name).toBe(e.summary);
      expect(op?.responses['200'], name).toBeDefined();
      if (e.body) expect(op?.requestBody, name).toBeDefined();
      if (e.query) expect(op?.parameters?.length, name).toBeGreaterThan(0);
    }
  });

  it('serves the OpenAPI UI at /docs, unless DOCS=false; in production only with DOCS=true', async () => {
    expect((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    const production = { NODE_ENV: 'production' };
    for (const [env, open] of [
      [{ DOCS: 'false' }, false],
      [production, false],
      [{ ...production, DOCS: 'true' }, true],
    ] as const) {
      const other = await createTestApp(env);
      try {
        expect((await other.inject({ method: 'GET', url: '/docs/json' })).statusCode, JSON.stringify(env)).toBe(open ? 200 : 404);
        if (!open) expect((await other.inject({ method: 'GET', url: '/docs' })).statusCode, JSON.stringify(env)).toBe(404);
      } finally {
        await other.close();
      }
    }
  });

  it('refuses member endpoints to guests with code 401', async () => {
    const guarded = endpointsOf(contract).filter(([, e]) => e.access === 'member');
    expect(guarded.length).toBeGreaterThan(20);
    for (const [name, e] of guarded) {
      const response = await app.inject({ method: e.method, url: `/pc-api/${e.path}`, headers: { 'tenant-id': '1' } });
      expect(response.json().code, name).toSatisfy((code: number) => code === 401 || code === 400);
    }
  });

  it('refuses admin endpoints to guests with code 401', async () => {
    const guarded = endpointsOf(adminContract).filter(([, e]) => e.access !== 'public');
    expect(guarded.length).toBeGreaterThan(1);
    for (const [name, e] of guarded) {
      const response = await app.inject({ method: e.method, url: `/admin-api/${e.path}` });
      expect(response.json().code, name).toBe(401);
    }
  });
});
