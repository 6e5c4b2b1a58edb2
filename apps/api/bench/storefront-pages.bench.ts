// Server-rendered storefront pages: a product page asked as a browser asks for it (Accept: text/html),
// at 10 and 50 connections, next to the bare Fastify ceiling. Rendered pages are cached per address
// and visitor, so this measures what a product page costs once rendered (the first view renders it).
// Usage: pnpm build && pnpm bench [--duration 10]   (DATABASE_URL's server, else an embedded one)
import { machine, measure, startServer, withDemoDatabase, type Figures } from './bench-lib.ts';

const PATH = '/productDetail/a4-lever-arch-file/1016';
const PAGE = {
  path: PATH,
  headers: { accept: 'text/html' },
  // The product's name inside the rendered page, not an empty shell.
  answered: (body: string) => body.includes('<h1>Custom Logo Ballpoint Pen, Recycled Plastic</h1>'),
};

const figures: Record<'ceiling' | 'shop', Record<number, Figures>> = { ceiling: {}, shop: {} };
await withDemoDatabase(async (url) => {
  for (const mode of ['reference', 'shop'] as const) {
    const { port, child } = await startServer(mode, url);
    try {
      if (mode === 'reference') figures.ceiling = await measure(port, { path: '/ceiling' });
      else figures.shop = await measure(port, PAGE);
    } finally {
      child.kill('SIGTERM');
    }
  }
});

const cell = (f: Figures) => `${f.rps} | ${f.p50} / ${f.p99}`;
console.log(`\n${machine()}, GET ${PATH} (Accept: text/html)\n`);
console.log('| connections | ceiling req/s | ceiling p50 / p99 ms | product page req/s | product page p50 / p99 ms |');
console.log('|---|---|---|---|---|');
for (const connections of [10, 50]) {
  console.log(`| ${connections} | ${cell(figures.ceiling[connections]!)} | ${cell(figures.shop[connections]!)} |`);
}
