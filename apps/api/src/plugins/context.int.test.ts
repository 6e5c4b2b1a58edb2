import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

let app: TestApp;
let port: number;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => app.close());

/** The raw bytes of a response header as they crossed the socket. */
function headerBytes(path: string, headers: Record<string, string>, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { 'tenant-id': '1', ...headers } }, (res) => {
      const at = res.rawHeaders.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === name);
      res.resume();
      // Node hands header text over as latin-1: one character per byte on the wire.
      res.on('end', () => resolve(Buffer.from(res.rawHeaders[at + 1] ?? '', 'latin1')));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the currency headers on a real socket', () => {
  it.each([
    ['a small answer', '/pc-api/trade/config/get'],
    ['a large answer', '/pc-api/product/spu/getSpuList?pageSize=50'],
    ['an error', '/pc-api/product/spu/get-detail?id=999999'],
  ])('sends the euro sign as its three UTF-8 bytes: %s', async (_name, path) => {
    expect((await headerBytes(path, { 'country-code': 'DE' }, 'currency-symbol')).toString('hex')).toBe('e282ac');
    expect((await headerBytes(path, { 'country-code': 'DE' }, 'currency-code')).toString()).toBe('EUR');
    expect((await headerBytes(path, { 'country-code': 'US' }, 'currency-symbol')).toString()).toBe('$');
  });
});
