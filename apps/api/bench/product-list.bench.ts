// Product-list benchmark: the shop's GET product/spu/getSpuList (page of 9) against a bare Fastify
// + pg server answering the same page with one SQL query, at 10 and 50 connections.
// Usage: pnpm build && pnpm bench [--duration 10]   (DATABASE_URL's server, else an embedded one)
import { machine, measure, startServer, withDemoDatabase, type Figures } from './bench-lib.ts';

const PATH = '/pc-api/product/spu/getSpuList?pageNo=1&pageSize=9';

const figures: Record<'ceiling' | 'reference' | 'shop', Record<number, Figures>> = { ceiling: {}, reference: {}, shop: {} };
await withDemoDatabase(async (url) => {
  for (const mode of ['reference', 'shop'] as const) {
    const { port, child } = await startServer(mode, url);
    try {
      if (mode === 'reference') figures.ceiling = await measure(port, { path: '/ceiling' });
      figures[mode] = await measure(port, { path: PATH });
    } finally {
      child.kill('SIGTERM');
    }
  }
});

const cell = (f: Figures) => `${f.rps} | ${f.p50} / ${f.p99}`;
console.log(`\n${machine()}, GET ${PATH}\n`);
console.log(
  '| connections | ceiling req/s | ceiling p50 / p99 ms | reference req/s | reference p50 / p99 ms | shop req/s | shop p50 / p99 ms | shop / reference |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const connections of [10, 50]) {
  const [ceiling, ref, shop] = [figures.ceiling[connections]!, figures.reference[connections]!, figures.shop[connections]!];
  console.log(`| ${connections} | ${cell(ceiling)} | ${cell(ref)} | ${cell(shop)} | ${Math.round((shop.rps / ref.rps) * 100)} % |`);
}
