import type { TSpuListItem, TSpuListRequest, TSpuListResponse } from '@shop/shared';
import { Prisma } from '../../generated/prisma/client.ts';
import { localizedColumn, type Ctx } from '../../lib/use-case.ts';
import { cacheKeyOf, cardPrice, listConditions, needsVariants, productsFrom, rankOf } from './spu-filters.ts';

/** Products with this status are on sale (yudao ProductSpuStatus); most of the API asks it here. */
export { SPU_ON_SALE } from './spu-filters.ts';

/** The chosen order; a search without one puts the products whose names hold its words first. */
function orderBy(input: TSpuListRequest, price: string): Prisma.Sql {
  const direction = input.sortAsc ? 'ASC' : 'DESC';
  const column = { price, salesCount: 's.sales_count', createTime: 's.created_at' }[input.sortField ?? 'salesCount'];
  if (input.sortField) return Prisma.raw(`ORDER BY ${column} ${direction}, s.id DESC`);
  const rank = rankOf(input);
  return rank
    ? Prisma.sql`ORDER BY ${rank} DESC, s.sort DESC, s.sales_count DESC, s.id DESC`
    : Prisma.raw('ORDER BY s.sort DESC, s.sales_count DESC, s.id DESC');
}

interface Row {
  id: number;
  name: string;
  introduction: string;
  pic_url: string;
  category_id: number;
  price: number;
  price_varies: boolean;
  sales_count: number;
  created_at: Date;
  total: bigint;
}

/**
 * One page of products on sale, with the total, in one SQL statement (the total comes from a
 * window count; a page past the end costs a second, counting statement).
 */
export async function listSpus(ctx: Ctx, input: TSpuListRequest): Promise<TSpuListResponse> {
  // The card shows what a shopper can buy: the cheapest SKU in stock, "from" when SKUs differ.
  const price = cardPrice(ctx);
  const from = productsFrom(ctx, needsVariants(input));
  const where = listConditions(ctx, input);
  const offset = (input.pageNo - 1) * input.pageSize;
  const rows = await ctx.db.$queryRaw<Row[]>`
    SELECT s.id, ${Prisma.raw(localizedColumn('s.name', ctx.language))} AS name,
           ${Prisma.raw(localizedColumn('s.introduction', ctx.language))} AS introduction,
           s.pic_url, s.category_id, ${Prisma.raw(price)} AS price, coalesce(k.varies, false) AS price_varies,
           s.sales_count, s.created_at, count(*) OVER () AS total
    FROM ${from}
    WHERE ${where}
    ${orderBy(input, price)}
    LIMIT ${input.pageSize} OFFSET ${offset}`;
  const total =
    rows.length > 0 || offset === 0
      ? Number(rows[0]?.total ?? 0)
      : Number((await ctx.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM ${from} WHERE ${where}`)[0]?.n ?? 0);
  return { records: rows.map(toItem), total, pages: Math.ceil(total / input.pageSize) };
}

function toItem(row: Row): TSpuListItem {
  return {
    id: row.id,
    name: row.name ?? '',
    introduction: row.introduction ?? '',
    picUrl: row.pic_url,
    categoryId: row.category_id,
    price: row.price,
    priceVaries: row.price_varies,
    salesCount: row.sales_count,
    createTime: row.created_at.getTime(),
  };
}

/** A page of products through the catalogue cache, per language, currency, part of the catalogue and request. */
export const cachedSpus = (ctx: Ctx, input: TSpuListRequest) =>
  ctx.services.catalogCache.get(`${cacheKeyOf(ctx, 'spus')}:${JSON.stringify(input)}`, () => listSpus(ctx, input));
