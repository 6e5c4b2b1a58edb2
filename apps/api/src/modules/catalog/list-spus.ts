import type { Language, TSpuListItem, TSpuListRequest, TSpuListResponse } from '@shop/shared';
import { Prisma } from '../../generated/prisma/client.ts';
import { localizedColumn, priceColumn, type Ctx } from '../../lib/use-case.ts';

export const SPU_ON_SALE = 1;

const SEARCH_TEXT = (language: Language) =>
  `coalesce(s.name->>'${language}', '') || ' ' || coalesce(s.keyword->>'${language}', '') || ' ' || coalesce(s.introduction->>'${language}', '')`;

/** Matches the expression indexes of the migrations, so searches use them. */
function searchCondition(keyword: string, language: Language): Prisma.Sql {
  if (language === 'zh') {
    const pattern = `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    return Prisma.sql`(${Prisma.raw(`(${SEARCH_TEXT('zh')})`)} ILIKE ${pattern})`;
  }
  const words = keyword.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return Prisma.sql`FALSE`;
  const query = words.map((w) => `${w}:*`).join(' & ');
  const config = language === 'de' ? 'german' : 'english';
  const fullText = Prisma.sql`to_tsvector(${Prisma.raw(`'${config}'::regconfig, ${SEARCH_TEXT(language)}`)}) @@ to_tsquery(${Prisma.raw(`'${config}'::regconfig`)}, ${query})`;
  // Typos ("notebok"): every word close to some word of the text by trigram similarity
  // (pg_trgm's word_similarity_threshold, 0.6); words under 4 letters are too short to judge.
  const typoWords = words.filter((w) => w.length >= 4);
  if (typoWords.length < words.length) return fullText;
  const text = Prisma.raw(`(${SEARCH_TEXT(language)})`);
  const similar = Prisma.join(
    typoWords.map((w) => Prisma.sql`${w.toLowerCase()} <% lower(${text})`),
    ' AND ',
  );
  return Prisma.sql`(${fullText} OR (${similar}))`;
}

function orderBy(input: TSpuListRequest, price: string): Prisma.Sql {
  const direction = input.sortAsc ? 'ASC' : 'DESC';
  const column = { price, salesCount: 's.sales_count', createTime: 's.created_at' }[input.sortField ?? 'salesCount'];
  const primary = input.sortField ? `${column} ${direction}` : 's.sort DESC, s.sales_count DESC';
  return Prisma.raw(`ORDER BY ${primary}, s.id DESC`);
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
  const price = priceColumn(ctx.currency, 's');
  // The card shows what a shopper can buy: the cheapest SKU in stock, "from" when SKUs differ.
  const skuPrice = ctx.currency === 'EUR' ? 'price_eur' : 'price_usd';
  const conditions: Prisma.Sql[] = [Prisma.sql`s.status = ${SPU_ON_SALE}`];
  if (input.categoryId) {
    conditions.push(Prisma.sql`s.category_id IN (
      WITH RECURSIVE tree AS (
        SELECT id FROM product_category WHERE id = ${input.categoryId} AND status = 0
        UNION ALL SELECT c.id FROM product_category c JOIN tree ON c.parent_id = tree.id WHERE c.status = 0
      ) SELECT id FROM tree)`);
  }
  if (input.keyword) conditions.push(searchCondition(input.keyword, ctx.language));
  const where = Prisma.join(conditions, ' AND ');
  const offset = (input.pageNo - 1) * input.pageSize;
  const rows = await ctx.db.$queryRaw<Row[]>`
    SELECT s.id, ${Prisma.raw(localizedColumn('s.name', ctx.language))} AS name,
           ${Prisma.raw(localizedColumn('s.introduction', ctx.language))} AS introduction,
           s.pic_url, s.category_id, coalesce(k.available, ${Prisma.raw(price)}) AS price, coalesce(k.varies, false) AS price_varies,
           s.sales_count, s.created_at, count(*) OVER () AS total
    FROM product_spu s
    LEFT JOIN LATERAL (
      SELECT min(${Prisma.raw(skuPrice)}) FILTER (WHERE stock > 0) AS available, min(${Prisma.raw(skuPrice)}) <> max(${Prisma.raw(skuPrice)}) AS varies
      FROM product_sku WHERE spu_id = s.id
    ) k ON true
    WHERE ${where}
    ${orderBy(input, `coalesce(k.available, ${price})`)}
    LIMIT ${input.pageSize} OFFSET ${offset}`;
  const total =
    rows.length > 0 || offset === 0
      ? Number(rows[0]?.total ?? 0)
      : Number((await ctx.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM product_spu s WHERE ${where}`)[0]?.n ?? 0);
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

/** A page of products through the catalogue cache, per language, currency and request. */
export const cachedSpus = (ctx: Ctx, input: TSpuListRequest) =>
  ctx.services.catalogCache.get(`spus:${ctx.language}:${ctx.currency}:${JSON.stringify(input)}`, () => listSpus(ctx, input));
