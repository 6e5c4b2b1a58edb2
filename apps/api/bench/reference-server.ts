// The benchmark's reference: a bare Fastify server answering the product-list page with one SQL
// query through pg (no validation, no cache, no security headers); and at /ceiling the same page
// from memory, which is as fast as this machine answers anything.
import Fastify from 'fastify';
import pg from 'pg';

const [port, databaseUrl] = process.argv.slice(2) as [string, string];

const SQL = `
  SELECT s.id, s.name->>'en' AS name, s.introduction->>'en' AS introduction, s.pic_url AS "picUrl",
         s.category_id AS "categoryId", s.min_price_usd AS price, s.sales_count AS "salesCount",
         (extract(epoch FROM s.created_at) * 1000)::bigint AS "createTime", count(*) OVER () AS total
  FROM product_spu s WHERE s.status = 1
  ORDER BY s.sort DESC, s.sales_count DESC, s.id DESC LIMIT $1 OFFSET $2`;

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
// The machine's ceiling: the same page answered from memory by a bare server.
let page: unknown = null;
app.get('/ceiling', async () => page);
app.get('/pc-api/product/spu/getSpuList', async (request) => {
  const query = request.query as { pageNo?: string; pageSize?: string };
  const size = Number(query.pageSize ?? 9);
  const { rows } = await pool.query(SQL, [size, (Number(query.pageNo ?? 1) - 1) * size]);
  const total = Number(rows[0]?.total ?? 0);
  const records = rows.map(({ total: _total, ...row }) => ({ ...row, createTime: Number(row.createTime) }));
  return { code: 0, data: { records, total, pages: Math.ceil(total / size) }, msg: '' };
});
page = (await app.inject({ method: 'GET', url: '/pc-api/product/spu/getSpuList?pageNo=1&pageSize=9' })).json();
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(async () => pool.end())
      .then(() => process.exit(0)),
);
