import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';

/** Short timeouts, so the test need not wait for the real ones (HTTP_TIMEOUTS). */
const TIMEOUTS = { answer: 500, headers: 500, request: 3000, idle: 1000, keepAlive: 1000 };

let app: TestApp;
let port: number;

beforeAll(async () => {
  app = await createTestApp({}, { httpTimeouts: TIMEOUTS });
  app.get('/test/slow', async () => {
    await sleep(2000);
    return { code: 0, data: 'late', msg: '' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => app?.close());

/** Opens a connection, writes `text` and answers what came back and when the server closed it. */
async function rawExchange(text: string, limitMs = 8000): Promise<{ received: string; closedAfterMs: number | null }> {
  const socket: Socket = connect(port, '127.0.0.1');
  const start = Date.now();
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - start)));
  if (text) socket.write(text);
  const closedAfterMs = await Promise.race([closed, sleep(limitMs, null)]);
  socket.destroy();
  return { received, closedAfterMs };
}

describe('HTTP server timeouts', () => {
  it('answers 503 with the envelope when a request is not answered in time', async () => {
    const start = Date.now();
    const response = await fetch(`http://127.0.0.1:${port}/test/slow`, { signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 503, data: null, msg: expect.any(String) });
    expect(Date.now() - start).toBeLessThan(TIMEOUTS.answer + 1500);
  });

  it('closes a connection whose headers do not arrive in time', async () => {
    const { received, closedAfterMs } = await rawExchange('GET /healthz HTTP/1.1\r\nHost: shop.test\r\n');
    expect(closedAfterMs, 'closed after (ms)').not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(TIMEOUTS.headers + 3000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers 503 to a body that stops arriving, and closes the connection', async () => {
    const head =
      'POST /pc-api/member/auth/login HTTP/1.1\r\nHost: shop.test\r\ntenant-id: 1\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n';
    const { received, closedAfterMs } = await rawExchange(`${head}{"mobile":`);
    expect(received).toMatch(/^HTTP\/1\.1 503/);
    expect(received).toContain('"code":503');
    expect(closedAfterMs, 'closed after (ms)').not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(TIMEOUTS.idle + TIMEOUTS.answer + 3000);
  });

  it('closes a connection on which nothing arrives', async () => {
    const { received, closedAfterMs } = await rawExchange('');
    expect(closedAfterMs, 'closed after (ms)').not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(TIMEOUTS.idle + 3000);
    expect(received).toMatch(/^$|^HTTP\/1\.1 408/);
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const { received, closedAfterMs } = await rawExchange('GET /healthz HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs, 'closed after (ms)').not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(TIMEOUTS.keepAlive + 3000);
  });
});

describe('closing', () => {
  it('does not wait for a kept-alive connection whose answer was still on its way', async () => {
    const shop = await createTestApp();
    shop.get('/test/answer-later', async () => {
      await sleep(300);
      return { code: 0, data: 'done', msg: '' };
    });
    await shop.listen({ port: 0, host: '127.0.0.1' });
    const address = shop.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/test/answer-later`;
    // Two connections of the client's pool: one answered before closing begins, one during it.
    await fetch(url).then((r) => r.text());
    const answering = fetch(url).then((r) => r.status);
    await sleep(100);
    const start = Date.now();
    await shop.close();
    expect(Date.now() - start, 'close() took (ms)').toBeLessThan(2000);
    expect(await answering).toBe(200);
  });
});
