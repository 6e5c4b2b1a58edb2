import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./gen-routes.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'gen-routes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args) => spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });

describe('the route table generator', { timeout: 30_000 }, () => {
  const file = join(dir, 'routes.ts');

  it('writes the routes of both tables, and its check passes on what it wrote', () => {
    expect(run(file).status).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/getDetail: \{ method: 'GET', path: 'trade\/order\/get-detail', input: 'query' \}/);
    expect(text).toMatch(/export const adminRoutes = \{/);
    expect(run('--check', file).status).toBe(0);
  });

  it('fails its check when the file is stale, naming the command that renews it, and changes nothing', () => {
    const stale = readFileSync(file, 'utf8').replace("path: 'trade/order/get-detail'", "path: 'trade/order/detail'");
    writeFileSync(file, stale);
    const check = run('--check', file);
    expect(check.status).toBe(1);
    expect(check.stderr).toMatch(/routes\.ts is stale .*pnpm --filter @shop\/shared gen/);
    expect(readFileSync(file, 'utf8')).toBe(stale);
  });
});
