import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import web from './web.ts';

let app: FastifyInstance;
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shop-web-plugin-'));
  const adminDist = join(root, 'admin');
  await mkdir(join(adminDist, 'assets'), { recursive: true });
  await writeFile(
    join(adminDist, 'index.html'),
    '<!doctype html><title>back office</title><script type="module" src="/admin/assets/index-1.js"></script>',
  );
  await writeFile(join(adminDist, 'assets', 'index-1.js'), 'console.log(1)');
  app = Fastify();
  await app.register(web, { uploadDir: join(root, 'uploads'), webDist: join(root, 'web'), adminDist });
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the back office under /admin', () => {
  it('answers its index.html for every page address under /admin, never cached and never indexed', async () => {
    for (const url of ['/admin', '/admin/', '/admin/orders/12', '/admin/orders?status=10']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>back office</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('serves its built files with a year of caching, and a missing file is a 404, not the page', async () => {
    const asset = await app.inject({ url: '/admin/assets/index-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/admin/assets/missing.js' })).statusCode).toBe(404);
  });
});
