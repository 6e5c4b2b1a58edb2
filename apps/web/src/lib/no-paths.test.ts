import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { routes, type Route, type RouteTree } from '@shop/shared';
import { describe, expect, it } from 'vitest';

const SRC = new URL('..', import.meta.url).pathname;

function pathsOf(tree: RouteTree): string[] {
  return Object.values(tree).flatMap((node) =>
    typeof (node as Route).path === 'string' ? [(node as Route).path] : pathsOf(node as RouteTree),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the storefront names endpoints only through the typed client', () => {
  const paths = pathsOf(routes);
  const literal = new RegExp(`['"\`](?:/?pc-api)?/?(?:${paths.map(escapeRegExp).join('|')})(?=[?'"\`])`);

  it('knows the endpoint table', () => {
    expect(paths).toContain('trade/order/get-detail');
  });

  it.each(sourceFiles(SRC).map((file) => [relative(SRC, file), file]))('%s has no endpoint path in a string', (_name, file) => {
    expect(readFileSync(file, 'utf8').match(literal)?.[0]).toBeUndefined();
  });
});
