import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../db/client.ts';
import { createMember, createTestApp, postJson, type TestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;
interface Unpaid {
  member: Member;
  id: number;
  payOrderId: number;
}

const YEAR = new Date().getFullYear();

/** `count` unpaid orders of one piece, three per member (as many as one buyer may hold). */
async function unpaidOrders(count: number): Promise<Unpaid[]> {
  const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 100 }, spu: { status: 1 } }, orderBy: { id: 'asc' } });
  const members = await Promise.all(Array.from({ length: Math.ceil(count / 3) }, () => createMember(app)));
  const orders: Unpaid[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = members[i % members.length]!;
    const { body } = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
      member.auth,
    );
    expect(body.code).toBe(0);
    orders.push({ member, ...body.data });
  }
  return orders;
}

const pay = (order: Unpaid) =>
  postJson(app, '/pc-api/pay/order/pay/success', { id: order.payOrderId, channelCode: 'demo' }, order.member.auth);

/** Another session holds the year's invoice counter locked for `ms`, as a long queue of payments before ours would. */
async function holdInvoiceCounter(ms: number): Promise<{ released: Promise<void> }> {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT last_no FROM trade_document_counter WHERE kind = $1 AND year = $2 FOR UPDATE', ['invoice', YEAR]);
  const released = sleep(ms).then(async () => {
    await client.query('COMMIT');
    await client.end();
  });
  return { released };
}

/** Every invoice number of the shop from 1 to the last, once each; and one invoice per paid order. */
async function expectInvoicesWithoutGaps(orders: Unpaid[]) {
  const all = (await app.db.tradeInvoice.findMany({ select: { no: true } })).map((inv) => Number(inv.no.slice(5))).sort((a, b) => a - b);
  expect(all).toEqual(all.map((_, i) => i + 1));
  const invoiced = await app.db.tradeInvoice.findMany({ where: { orderId: { in: orders.map((o) => o.id) } }, select: { orderId: true } });
  expect(invoiced.map((inv) => inv.orderId).sort((a, b) => a - b)).toEqual(orders.map((o) => o.id).sort((a, b) => a - b));
}

describe('payments in a burst', () => {
  it('24 payments at once while invoice numbering is held up: each is paid or answers 503 with Retry-After, never 500; numbers without gaps', async () => {
    // The year's counter row exists once an invoice was numbered.
    const [first, ...orders] = await unpaidOrders(25);
    expect((await pay(first!)).body.code).toBe(0);
    const { released } = await holdInvoiceCounter(6_000);
    const answers = await Promise.all(orders.map(pay));
    await released;
    for (const answer of answers) {
      if (answer.status === 503) expect(answer).toMatchObject({ headers: { 'retry-after': '5' }, body: { code: 503, data: null } });
      else expect(answer).toMatchObject({ status: 200, body: { code: 0, data: true } });
    }
    // An order answered 503 was left unpaid: paying it again pays it.
    const refused = orders.filter((_, i) => answers[i]!.status === 503);
    for (const order of refused) {
      expect((await app.db.tradeOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(0);
      expect((await pay(order)).body.code).toBe(0);
    }
    expect(await app.db.tradeOrder.count({ where: { id: { in: orders.map((o) => o.id) }, status: 10 } })).toBe(orders.length);
    await expectInvoicesWithoutGaps([first!, ...orders]);
  }, 60_000);

  it('takes the invoice number last in the payment’s transaction: only the invoice row is written after it', async () => {
    const [order] = await unpaidOrders(1);
    const statements: string[] = [];
    const record = (event: { query: string }) => statements.push(event.query);
    app.db.$on('query', record);
    expect((await pay(order!)).body.code).toBe(0);
    const numbered = statements.findIndex((q) => q.includes('trade_document_counter'));
    expect(numbered).toBeGreaterThan(0);
    const after = statements.slice(numbered + 1, statements.findIndex((q, i) => i > numbered && q === 'COMMIT') + 1);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatch(/^INSERT INTO "public"\."trade_invoice"/);
    expect(after[1]).toBe('COMMIT');
  });
});

/** Prisma's own errors when it gives up an interactive transaction, from a real client on a one-connection pool. */
async function transactionErrors(): Promise<[string, unknown][]> {
  const db = createDb(app.databaseUrl, { poolSize: 1 });
  const failure = (run: Promise<unknown>) =>
    run.then(
      () => new Error('the transaction went through'),
      (error: unknown) => error,
    );
  try {
    const expired = await failure(db.$transaction(async (tx) => tx.$queryRaw`SELECT pg_sleep(0.3)::text`, { timeout: 100 }));
    const busy = db.$transaction(async (tx) => tx.$queryRaw`SELECT pg_sleep(0.5)::text`);
    const notStarted = await failure(db.$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 100 }));
    await busy;
    return [
      ['ran past its timeout', expired],
      ['could not start in time', notStarted],
    ];
  } finally {
    await db.$disconnect();
  }
}

describe('a transaction Prisma gives up', () => {
  it('answers 503 with Retry-After and leaves the order unpaid, to be paid when tried again', async () => {
    const orders = await unpaidOrders(2);
    const errors = await transactionErrors();
    for (const [i, [reason, error]] of errors.entries()) {
      expect(error, reason).toMatchObject({ code: 'P2028' });
      const spy = vi.spyOn(app.db, '$transaction').mockRejectedValueOnce(error);
      const answer = await pay(orders[i]!);
      spy.mockRestore();
      expect(answer, reason).toMatchObject({ status: 503, headers: { 'retry-after': '5' }, body: { code: 503, data: null } });
      expect((await app.db.tradeOrder.findUniqueOrThrow({ where: { id: orders[i]!.id } })).status).toBe(0);
      expect((await pay(orders[i]!)).body.code).toBe(0);
    }
  });
});
