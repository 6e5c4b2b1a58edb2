import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVER_MAIL } from './background-work.ts';
import { createMember, createTestApp, createTestDatabase, type TestApp, texasAddress } from '../test/helpers.ts';
import { createStaff } from '../test/admin-staff.ts';
import { startSmtpServer } from '../test/smtp.ts';

/**
 * Two instances of one shop behind a round-robin proxy, on one database (and Redis when
 * REDIS_URL is set): they must behave as one shop.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let shops: TestApp[];
let proxy: Server;
let base: string;
/** Each instance's own address, without the proxy. */
let shopUrls: string[];

function roundRobin(ports: number[]): Server {
  let next = 0;
  return createServer((req, res) => {
    const port = ports[next++ % ports.length]!;
    const upstream = httpRequest({ host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  const env = {
    SMTP_URL: smtp.url,
    RATE_LIMIT_LOGINS_PER_MINUTE: '1000',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  };
  shops = [await createTestApp(env, { database, work: true }), await createTestApp(env, { database, work: true })];
  const ports: number[] = [];
  for (const shop of shops) {
    await shop.listen({ port: 0, host: '127.0.0.1' });
    ports.push((shop.server.address() as AddressInfo).port);
  }
  shopUrls = ports.map((port) => `http://127.0.0.1:${port}`);
  proxy = roundRobin(ports);
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  for (const shop of shops) await shop.close();
  await smtp.close();
  await database.drop();
});

/** A request through the proxy, or to the instance at `at`. */
const call = async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}, at = base) => {
  const response = await fetch(`${at}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'tenant-id': '1', 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await response.json()) as { code: number; data: any };
};

describe('two instances of one shop', () => {
  it('share sessions: a login on one instance works on the other', async () => {
    const member = await createMember(shops[0]!);
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('/pc-api/member/user/get', { headers: member.auth })));
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0, 0]);
  });

  it('end a session on both: a logout on one instance refuses its access token on the other from the next request', async () => {
    const [first, second] = shopUrls as [string, string];
    const staff = await createStaff(shops[0]!, 'support');
    for (let round = 0; round < 3; round += 1) {
      const member = await createMember(shops[0]!);
      // The other instance has seen the login alive (and keeps that in its cache).
      expect((await call('/pc-api/member/user/get', { headers: member.auth }, second)).code).toBe(0);
      expect((await call('/pc-api/member/auth/logout', { method: 'POST', body: {}, headers: member.auth }, first)).code).toBe(0);
      expect((await call('/pc-api/member/user/get', { headers: member.auth }, second)).code).toBe(401);
    }
    expect((await call('/admin-api/system/auth/get-permission-info', { headers: staff.auth }, second)).code).toBe(0);
    expect((await call('/admin-api/system/auth/logout', { method: 'POST', body: {}, headers: staff.auth }, first)).code).toBe(0);
    expect((await call('/admin-api/system/auth/get-permission-info', { headers: staff.auth }, second)).code).toBe(401);
  });

  it('serve an ended login as a guest on the other instance’s public routes once its notification arrives, the catalogue still cached', async () => {
    const member = await createMember(shops[0]!);
    const code = `BOUND${Date.now().toString(36).toUpperCase()}`;
    await shops[0]!.db.coupon.create({ data: { code, type: 'fixed', value: 100, memberId: member.id } });
    const sku = await shops[0]!.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, deletedAt: null, spu: { status: 1 } } });
    const order = { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', ...texasAddress, code };
    const settle = () => call('/pc-api/trade/order/settlement', { method: 'POST', body: order, headers: member.auth }, shopUrls[1]);
    expect((await settle()).data.price.couponPrice).toBe(100);
    let cleared = 0;
    const count = () => {
      cleared += 1;
    };
    shops[1]!.services.catalogCache.on('cleared', count);
    try {
      expect((await call('/pc-api/member/auth/logout', { method: 'POST', body: {}, headers: member.auth }, shopUrls[0])).code).toBe(0);
      // A guest's settlement: the code bound to the member no longer applies.
      await expect.poll(async () => (await settle()).code, { timeout: 3000 }).toBe(1_011_010_003);
    } finally {
      shops[1]!.services.catalogCache.off('cleared', count);
    }
    expect(cleared).toBe(0);
  });

  it('see a catalogue change at once on both, whichever instance cached the page', async () => {
    const spu = await shops[0]!.db.spu.findFirstOrThrow({ where: { status: 1 }, orderBy: { id: 'asc' } });
    const detail = () => call(`/pc-api/product/spu/get-detail?id=${spu.id}`);
    await Promise.all([detail(), detail()]);
    const sku = await shops[0]!.db.sku.findFirstOrThrow({ where: { spuId: spu.id }, orderBy: { id: 'asc' } });
    await shops[1]!.db.sku.update({ where: { id: sku.id }, data: { priceUsd: sku.priceUsd + 100 } });
    await expect
      .poll(
        async () => (await Promise.all([detail(), detail()])).map((d) => d.data.skus.find((s: { id: number }) => s.id === sku.id).price),
        { timeout: 3000 },
      )
      .toEqual([sku.priceUsd + 100, sku.priceUsd + 100]);
  });

  it('mail each order awaiting payment once, expire each unpaid order once and deliver each mail once, whichever instance runs the job', async () => {
    const member = await createMember(shops[0]!);
    const sku = await shops[0]!.db.sku.findFirstOrThrow({ where: { stock: { gte: 10 }, spu: { status: 1 } }, orderBy: { id: 'desc' } });
    // As many unpaid orders as one member may hold.
    const orders = await Promise.all(
      [1, 2, 3].map(() =>
        call('/pc-api/trade/order/create', {
          method: 'POST',
          headers: member.auth,
          body: { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
        }),
      ),
    );
    expect(orders.map((o) => o.code)).toEqual([0, 0, 0]);
    // Still unpaid minutes later: one awaiting-payment mail per order, though both instances look.
    await shops[0]!.db.tradeOrder.updateMany({ where: { memberId: member.id }, data: { createdAt: new Date(Date.now() - 6 * 60_000) } });
    await Promise.all(
      shops.flatMap((shop) => [shop.services.jobs.send('order.mail-unpaid'), shop.services.jobs.send('order.mail-unpaid')]),
    );
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(member.mail)).length, { timeout: 5000 }).toBe(3);
    await shops[0]!.db.tradeOrder.updateMany({ where: { memberId: member.id }, data: { payExpireTime: new Date(Date.now() - 1000) } });
    await Promise.all(shops.flatMap((shop) => [shop.services.jobs.send('order.expire'), shop.services.jobs.send('order.expire')]));
    await expect.poll(() => shops[0]!.db.tradeOrder.count({ where: { memberId: member.id, status: 40 } }), { timeout: 10_000 }).toBe(3);
    expect((await shops[0]!.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(sku.stock);
    // The same mail handed to both instances' queues at once still goes out once.
    const mail = await shops[0]!.services.mailer.queue(shops[0]!.db, {
      to: 'once@example.test',
      template: 'order-paid',
      language: 'en',
      params: { name: 'Ada', no: 'o1', total: '$1.00' },
    });
    await Promise.all(shops.map((shop) => shop.services.jobs.send(DELIVER_MAIL, { id: mail })));
    await smtp.mailTo('once@example.test');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((m) => m.to.includes('once@example.test'))).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes(member.mail))).toHaveLength(3);
  });
});
