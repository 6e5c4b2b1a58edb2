// The two servers the benchmark compares, each started in its own process:
//   shop      — the real app (buildApp) on the benchmark database
//   reference — a bare Fastify server answering the same page with one SQL query through pg
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';

const [mode, port, databaseUrl] = process.argv.slice(2) as [string, string, string];

const REFERENCE_SQL = `
  SELECT s.id, s.name->>'en' AS name, s.introduction->>'en' AS introduction, s.pic_url AS "picUrl",
         s.category_id AS "categoryId", s.min_price_usd AS price, s.sales_count AS "salesCount",
         (extract(epoch FROM s.created_at) * 1000)::bigint AS "createTime", count(*) OVER () AS total
  FROM product_spu s WHERE s.status = 1
  ORDER BY s.sort DESC, s.sales_count DESC, s.id DESC LIMIT $1 OFFSET $2`;

async function reference() {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  app.get('/pc-api/product/spu/getSpuList', async (request) => {
    const query = request.query as { pageNo?: string; pageSize?: string };
    const size = Number(query.pageSize ?? 9);
    const { rows } = await pool.query(REFERENCE_SQL, [size, (Number(query.pageNo ?? 1) - 1) * size]);
    const total = Number(rows[0]?.total ?? 0);
    return { code: 0, data: { records: rows.map(({ total: _t, ...r }) => ({ ...r, createTime: Number(r.createTime) })), total, pages: Math.ceil(total / size) }, msg: '' };
  });
  return app;
}

async function shop() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, JWT_SECRET: 'benchmark-secret-benchmark-secret-123456', LOG_LEVEL: 'silent' });
  return buildApp({ config, databaseUrl });
}

const app = mode === 'reference' ? await reference() : await shop();
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
