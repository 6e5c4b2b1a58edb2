// Checkout benchmark: POST trade/order/settlement (a guest with a country, a member with a saved
// address) and POST trade/order/create (members ordering the same three SKUs, each request a new
// Idempotency-Key; then all of them with one coupon), at 10 and 50 connections against the built shop.
// Usage: pnpm build && pnpm bench [--duration 10]   (DATABASE_URL's server, else an embedded one)
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { benchMember, machine, measure, startServer, withDemoDatabase, type Figures, type Load } from './bench-lib.ts';

const MEMBERS = 50;
const LINES = [
  { skuId: 101601, count: 12 },
  { skuId: 100101, count: 3 },
  { skuId: 102701, count: 25 },
];

/** Members with a default Texas address each, and stock that lasts the whole run. */
async function prepare(url: string): Promise<{ token: string; addressId: number }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('UPDATE product_sku SET stock = 100000000 WHERE id = ANY($1)', [LINES.map((l) => l.skuId)]);
    // A promotion every buyer uses as often as they like: every order of the rush takes its row.
    await client.query(`INSERT INTO promotion_coupon (code, type, value, per_member_limit) VALUES ('RUSH', 'fixed', 100, 0)`);
    const members: { token: string; addressId: number }[] = [];
    for (let i = 0; i < MEMBERS; i += 1) members.push(await benchMember(client, `bench${i}@example.com`));
    return members;
  } finally {
    await client.end();
  }
}

const figures: Record<string, Record<number, Figures>> = {};
await withDemoDatabase(async (url) => {
  const members = await prepare(url);
  let next = 0;
  /** Each request is the next member's (round robin), with that member's address. */
  const asMember = (path: string, extra: object, headers: () => Record<string, string> = () => ({})): Load => {
    const requests = members.map((m) => ({
      authorization: `Bearer ${m.token}`,
      body: JSON.stringify({ items: LINES, deliveryType: '2', addressId: m.addressId, ...extra }),
    }));
    return {
      path,
      body: '{}',
      vary: () => {
        const { authorization, body } = requests[next++ % requests.length]!;
        return { headers: { authorization, ...headers() }, body };
      },
    };
  };
  // The members place order after order without paying: what is measured is placing them, not the unpaid-order limits.
  process.env.UNPAID_ORDERS_PER_BUYER = '1000000';
  process.env.UNPAID_STOCK_SHARE_PERCENT = '100';
  const { port, child } = await startServer('shop', url);
  try {
    figures['settlement, guest (country, coupon)'] = await measure(port, {
      path: '/pc-api/trade/order/settlement',
      body: JSON.stringify({ items: LINES, deliveryType: '2', areaId: 281, state: 'TX', code: 'WELCOME10' }),
    });
    figures['settlement, member (saved address, coupon)'] = await measure(
      port,
      asMember('/pc-api/trade/order/settlement', { code: 'WELCOME10' }),
    );
    figures['order creation, member (saved address)'] = await measure(
      port,
      asMember('/pc-api/trade/order/create', { email: 'bench@example.com', pointStatus: false }, () => ({
        'idempotency-key': randomUUID(),
      })),
    );
    figures['order creation under a coupon rush, member'] = await measure(
      port,
      asMember('/pc-api/trade/order/create', { email: 'bench@example.com', code: 'RUSH' }, () => ({
        'idempotency-key': randomUUID(),
      })),
    );
  } finally {
    child.kill('SIGTERM');
  }
});

console.log(`\n${machine()}; lines ${JSON.stringify(LINES)}, urgent delivery, Texas sales tax\n`);
console.log('| request | connections | req/s | p50 / p99 ms |');
console.log('|---|---|---|---|');
for (const [name, byConnections] of Object.entries(figures)) {
  for (const connections of [10, 50])
    console.log(
      `| ${name} | ${connections} | ${byConnections[connections]!.rps} | ${byConnections[connections]!.p50} / ${byConnections[connections]!.p99} |`,
    );
}
