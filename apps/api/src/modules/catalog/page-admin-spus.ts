import { SPU_STATUS, translate, type ZAdminSpuPageRequest } from '@shop/shared';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';

/** The category and every category below it. */
const categoryTree = (categoryId: number) => Prisma.sql`(
  WITH RECURSIVE tree AS (
    SELECT id FROM product_category WHERE id = ${categoryId}
    UNION ALL SELECT c.id FROM product_category c JOIN tree ON c.parent_id = tree.id
  ) SELECT id FROM tree)`;

interface PageRow {
  id: number;
  name: unknown;
  pic_url: string;
  category_id: number;
  status: number;
  sort: number;
  min_price_usd: number;
  min_price_eur: number;
  sales_count: number;
  created_at: Date;
  stock: number;
}

/** Fixed ORDER BY fragments per sortable field, so no input reaches the SQL text; the id breaks ties for stable pages. */
const SPU_ORDER: Record<NonNullable<z.output<typeof ZAdminSpuPageRequest>['sortField']>, [Prisma.Sql, Prisma.Sql]> = {
  price: [Prisma.sql`s.min_price_usd ASC, s.id ASC`, Prisma.sql`s.min_price_usd DESC, s.id DESC`],
  priceEur: [Prisma.sql`s.min_price_eur ASC, s.id ASC`, Prisma.sql`s.min_price_eur DESC, s.id DESC`],
  stock: [Prisma.sql`stock ASC, s.id ASC`, Prisma.sql`stock DESC, s.id DESC`],
  salesCount: [Prisma.sql`s.sales_count ASC, s.id ASC`, Prisma.sql`s.sales_count DESC, s.id DESC`],
  createTime: [Prisma.sql`s.created_at ASC, s.id ASC`, Prisma.sql`s.created_at DESC, s.id DESC`],
};

/** The page's filters over `s` (product_spu): without a status filter the deleted ones (status -1) are left out. */
export function spuConditions(query: Pick<z.output<typeof ZAdminSpuPageRequest>, 'status' | 'categoryId' | 'name'>): Prisma.Sql {
  const conditions: Prisma.Sql[] = [
    query.status === undefined
      ? Prisma.sql`s.status IN (${SPU_STATUS.offSale}, ${SPU_STATUS.onSale})`
      : Prisma.sql`s.status = ${query.status}`,
  ];
  if (query.categoryId) conditions.push(Prisma.sql`s.category_id IN ${categoryTree(query.categoryId)}`);
  if (query.name) {
    const pattern = `%${query.name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(Prisma.sql`(s.name->>'en' ILIKE ${pattern} OR s.name->>'de' ILIKE ${pattern} OR s.name->>'zh' ILIKE ${pattern})`);
  }
  return Prisma.join(conditions, ' AND ');
}

/** A page of products, newest first unless sorted; without a status filter the deleted ones (status -1) are left out. */
export async function pageAdminSpus(ctx: Ctx, query: z.output<typeof ZAdminSpuPageRequest>) {
  const where = spuConditions(query);
  const orderBy = query.sortField ? SPU_ORDER[query.sortField][query.sortAsc ? 0 : 1] : Prisma.sql`s.id DESC`;
  const [rows, [count]] = await Promise.all([
    ctx.db.$queryRaw<PageRow[]>`
      SELECT s.id, s.name, s.pic_url, s.category_id, s.status, s.sort, s.min_price_usd, s.min_price_eur, s.sales_count, s.created_at,
        (SELECT coalesce(sum(k.stock), 0)::int FROM product_sku k WHERE k.spu_id = s.id AND k.deleted_at IS NULL) AS stock
      FROM product_spu s WHERE ${where}
      ORDER BY ${orderBy} LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`,
    ctx.db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM product_spu s WHERE ${where}`,
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: translate(r.name, ctx.language),
      picUrl: r.pic_url,
      categoryId: r.category_id,
      status: r.status,
      sort: r.sort,
      minPriceUsd: r.min_price_usd,
      minPriceEur: r.min_price_eur,
      stock: r.stock,
      salesCount: r.sales_count,
      createTime: r.created_at.getTime(),
    })),
    total: count?.total ?? 0,
  };
}
